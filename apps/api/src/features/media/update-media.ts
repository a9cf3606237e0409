import { MEDIA_MESSAGES, type Media, type UpdateMediaInput } from '@citavet/domain/media/media.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireSpaceAdmin } from '../../http/space-access';
import { updateMediaDescription } from './media.repository';
import { presentMedia } from './media-dto';

/** An ADMIN rewrites (or clears) the description of an item. */
export async function updateMedia(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  mediaId: string,
  input: UpdateMediaInput,
): Promise<Media> {
  const { db } = deps.database;
  await requireSpaceAdmin(db, spaceId, userId);
  const record = await updateMediaDescription(db, spaceId, mediaId, input.description);
  if (!record) throw notFound(MEDIA_MESSAGES.notFound, 'MEDIA_NOT_FOUND');
  return presentMedia(record, deps.storage);
}
