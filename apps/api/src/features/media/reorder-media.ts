import { MEDIA_MESSAGES, type Media } from '@citavet/domain/media/media.schema';
import type { AppDependencies } from '../../app-dependencies';
import { conflict, notFound } from '../../http/app-error';
import { requireSpaceAdmin, SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { listMedia, listMediaIds, lockGallery, setDisplayOrder } from './media.repository';
import { presentMedia } from './media-dto';

/**
 * An ADMIN puts the whole gallery in a new order. The list must name every item of the space once
 * (a permutation): an id of no item here is a 404, and a list missing items — a screen that did
 * not see a newer upload — is a 409, so nothing is reordered on stale information.
 */
export async function reorderMedia(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  mediaIds: string[],
): Promise<{ media: Media[]; total: number }> {
  const { db } = deps.database;
  await requireSpaceAdmin(db, spaceId, userId);
  const records = await db.transaction(async (tx) => {
    if (!(await lockGallery(tx, spaceId))) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
    const currentIds = new Set(await listMediaIds(tx, spaceId));
    if (mediaIds.some((id) => !currentIds.has(id)))
      throw notFound(MEDIA_MESSAGES.notFound, 'MEDIA_NOT_FOUND');
    if (mediaIds.length !== currentIds.size) {
      throw conflict(MEDIA_MESSAGES.reorderIncomplete, 'MEDIA_LIST_CHANGED');
    }
    await setDisplayOrder(tx, spaceId, mediaIds);
    return listMedia(tx, spaceId, { limit: mediaIds.length, offset: 0 });
  });
  return { media: records.map((record) => presentMedia(record, deps.storage)), total: records.length };
}
