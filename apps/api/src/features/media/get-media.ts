import { MEDIA_MESSAGES, type Media } from '@citavet/domain/media/media.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireSpaceMember } from '../../http/space-access';
import { findMedia } from './media.repository';
import { presentMedia } from './media-dto';

/** Any member reads one item; an item of another space is as unknown as one that never existed. */
export async function getMedia(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  mediaId: string,
): Promise<Media> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  const record = await findMedia(db, spaceId, mediaId);
  if (!record) throw notFound(MEDIA_MESSAGES.notFound, 'MEDIA_NOT_FOUND');
  return presentMedia(record, deps.storage);
}
