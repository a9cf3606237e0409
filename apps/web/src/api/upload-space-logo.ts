import { SpaceLogoSchema } from '@citavet/domain/spaces/space.schema';
import { z } from 'zod';
import { postMultipart } from './multipart-upload';

export const spaceLogoPath = (spaceId: string) => `/spaces/${encodeURIComponent(spaceId)}/logo`;

/**
 * POST /spaces/{id}/logo, multipart field `logo`; answers the space's new logoUrl and logoKey. Used by
 * the setup wizard and the space settings.
 */
export async function uploadSpaceLogo(spaceId: string, file: File) {
  const body = new FormData();
  body.append('logo', file);
  const { space } = await postMultipart(spaceLogoPath(spaceId), body, z.object({ space: SpaceLogoSchema }));
  return space;
}
