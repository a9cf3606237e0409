import { randomBytes } from 'node:crypto';
import type { SpaceLogo } from '@citavet/domain/spaces/space.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireSpaceAdmin, SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { removeStoredFiles } from '../../uploads/remove-stored-files';
import { settleStoredFiles } from '../../uploads/settle-stored-files';
import { assertStorageQuota } from '../../uploads/storage-quota';
import { replaceLogoKey } from './logo.repository';
import { prepareLogoImage } from './prepare-logo-image';

/**
 * An ADMIN replaces the space's logo. The upload is read only once the caller is known to be
 * allowed, and nothing is stored unless the image is valid. The new file is stored before the row
 * points at it and the old one removed after, so a crash in between leaves an unreferenced file
 * (removed by the start-up reconciliation), never a logo row without its file.
 */
export async function uploadLogo(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  readUpload: () => Promise<Buffer>,
): Promise<SpaceLogo> {
  const { db } = deps.database;
  await requireSpaceAdmin(db, spaceId, userId);
  const image = await prepareLogoImage(await readUpload());

  // A fresh random name per upload: the file never changes, so it can be cached forever.
  const logoKey = `spaces/${spaceId}/logo-${randomBytes(16).toString('hex')}.webp`;
  await deps.storage.put(logoKey, image);
  let previousKey: string | null | undefined;
  try {
    previousKey = await db.transaction(async (tx) => {
      // The old logo goes when this one lands, so only the gallery and the new file count.
      await assertStorageQuota(deps, tx, { id: spaceId, logoKey: null }, image.length);
      return replaceLogoKey(tx, spaceId, logoKey, deps.clock.now());
    });
  } catch (error) {
    await removeStoredFiles(deps, [logoKey]);
    throw error;
  }
  if (previousKey === undefined) {
    await removeStoredFiles(deps, [logoKey]);
    throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  }
  await settleStoredFiles(deps, [logoKey]);
  if (previousKey) await removeStoredFiles(deps, [previousKey]);
  return { id: spaceId, logoUrl: deps.storage.publicUrl(logoKey), logoKey };
}
