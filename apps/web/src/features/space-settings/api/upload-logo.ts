import { SpaceLogoSchema } from '@citavet/domain/spaces/space.schema';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useApplyLogoChange } from './apply-logo-change';
import { logoPath } from './get-logo-info';
import { postMultipart } from './multipart-upload';

/** POST /spaces/{id}/logo, multipart field `logo`; answers the space's new logoUrl and logoKey. */
export async function uploadLogo(spaceId: string, file: File) {
  const body = new FormData();
  body.append('logo', file);
  const { space } = await postMultipart(logoPath(spaceId), body, z.object({ space: SpaceLogoSchema }));
  return space;
}

export function useUploadLogo(spaceId: string) {
  const applyLogoChange = useApplyLogoChange(spaceId);
  return useMutation({ mutationFn: (file: File) => uploadLogo(spaceId, file), onSuccess: applyLogoChange });
}
