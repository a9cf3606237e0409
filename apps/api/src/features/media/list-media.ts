import type { MediaList, MediaListQuery } from '@citavet/domain/media/media.schema';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceMember } from '../../http/space-access';
import { countMedia, listMedia } from './media.repository';
import { presentMedia } from './media-dto';

/** Any member reads the gallery, a page at a time, in display order (optionally only one type). */
export async function listSpaceMedia(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: MediaListQuery,
): Promise<MediaList> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  const [records, total] = await Promise.all([
    listMedia(db, spaceId, query),
    countMedia(db, spaceId, query.mediaType),
  ]);
  return {
    media: records.map((record) => presentMedia(record, deps.storage)),
    pagination: { total, limit: query.limit, offset: query.offset },
  };
}
