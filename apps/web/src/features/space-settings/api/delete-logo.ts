import { SpaceLogoSchema } from '@citavet/domain/spaces/space.schema';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { spaceLogoPath } from '@/api/upload-space-logo';
import { apiClient } from '@/lib/api-client';
import { useApplyLogoChange } from './apply-logo-change';

export async function deleteLogo(spaceId: string) {
  const { data } = await apiClient.delete(spaceLogoPath(spaceId), {
    schema: z.object({ space: SpaceLogoSchema }),
  });
  return data.space;
}

export function useDeleteLogo(spaceId: string) {
  const applyLogoChange = useApplyLogoChange(spaceId);
  return useMutation({ mutationFn: () => deleteLogo(spaceId), onSuccess: applyLogoChange });
}
