import { MEDIA_MESSAGES, type MediaDeleteResult } from '@citavet/domain/media/media.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireSpaceAdmin, SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { removeStoredFiles } from '../../uploads/remove-stored-files';
import { deleteMediaItems, listMediaIds, lockGallery, setDisplayOrder } from './media.repository';

/**
 * An ADMIN deletes one item or several: all of them or none (an id that is not an item of this
 * space is a 404). The rest of the gallery closes ranks (displayOrder 0..n-1 again), and the files
 * are removed only once the rows are gone, so no row ever points at a missing file.
 */
export async function deleteMedia(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  mediaIds: string[],
): Promise<MediaDeleteResult> {
  const { db } = deps.database;
  await requireSpaceAdmin(db, spaceId, userId);
  const { deleted, remainingIds } = await db.transaction(async (tx) => {
    if (!(await lockGallery(tx, spaceId))) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
    const currentIds = new Set(await listMediaIds(tx, spaceId));
    if (mediaIds.some((id) => !currentIds.has(id)))
      throw notFound(MEDIA_MESSAGES.notFound, 'MEDIA_NOT_FOUND');
    const removed = await deleteMediaItems(tx, spaceId, mediaIds);
    const doomed = new Set(mediaIds);
    const remaining = [...currentIds].filter((id) => !doomed.has(id));
    await setDisplayOrder(tx, spaceId, remaining);
    return { deleted: removed, remainingIds: remaining };
  });
  await removeStoredFiles(
    deps,
    deleted.flatMap((item) => (item.thumbnailKey ? [item.storageKey, item.thumbnailKey] : [item.storageKey])),
  );
  return { deletedIds: deleted.map((item) => item.id), pagination: { total: remainingIds.length } };
}
