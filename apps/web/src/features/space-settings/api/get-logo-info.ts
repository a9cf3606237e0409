import { LogoInfoSchema } from '@citavet/domain/spaces/space.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { spaceLogoPath } from '@/api/upload-space-logo';
import { apiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { spaceSettingsKeys } from './space-settings-query-keys';

/** GET /spaces/{id}/logo/info; a 404 means the space has no logo, which is not an error. */
export async function getLogoInfo(spaceId: string) {
  try {
    const { data } = await apiClient.get(`${spaceLogoPath(spaceId)}/info`, {
      schema: z.object({ logo: LogoInfoSchema }),
    });
    return data.logo;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const logoInfoQueryOptions = (spaceId: string) =>
  queryOptions({ queryKey: spaceSettingsKeys.logo(spaceId), queryFn: () => getLogoInfo(spaceId) });

export function useLogoInfo(spaceId: string) {
  return useQuery(logoInfoQueryOptions(spaceId));
}
