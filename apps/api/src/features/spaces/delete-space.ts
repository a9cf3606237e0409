import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireSpaceAdmin, SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { removeStoredFiles } from '../../uploads/remove-stored-files';
import { deleteSpaceReturningFiles } from './spaces.repository';

/** Only an ADMIN deletes a space; everything in it goes too, files included. */
export async function deleteSpace(deps: AppDependencies, userId: string, spaceId: string) {
  const { db } = deps.database;
  await requireSpaceAdmin(db, spaceId, userId);
  const fileKeys = await db.transaction((tx) => deleteSpaceReturningFiles(tx, spaceId));
  if (fileKeys === null) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  // Files go after the commit: a failed delete must not leave a space pointing at missing files.
  await removeStoredFiles(deps, fileKeys);
}
