import { randomBytes } from 'node:crypto';
import { PET_NOT_FOUND_MESSAGE, type PetWithOwner } from '@citavet/domain/pets/pet.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireSpaceMember } from '../../http/space-access';
import { removeStoredFiles } from '../../uploads/remove-stored-files';
import { settleStoredFiles } from '../../uploads/settle-stored-files';
import { assertStorageQuota } from '../../uploads/storage-quota';
import { findSpaceLogoKey } from '../../uploads/storage-usage.repository';
import { preparePetPhoto } from './pet-photo-upload';
import { requirePet } from './pet-values';
import { replacePetPhoto } from './pets.repository';

const petNotFound = () => notFound(PET_NOT_FOUND_MESSAGE, 'PET_NOT_FOUND');

/**
 * Staff give a pet its photo (or replace it). The upload is read only once the caller is known to be
 * a member and the pet to exist; nothing is stored unless the image is valid. The new file is stored
 * before the row points at it and the old one removed after, so a crash in between leaves an
 * unreferenced file (removed at start-up), never a pet pointing at a missing file.
 */
export async function setPetPhoto(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  petId: string,
  readUpload: () => Promise<Buffer>,
): Promise<PetWithOwner> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  await requirePet(db, spaceId, petId);
  const image = await preparePetPhoto(await readUpload());

  // A fresh random name per upload: the file never changes, so it can be cached forever.
  const key = `spaces/${spaceId}/pets/${randomBytes(16).toString('hex')}.webp`;
  await deps.storage.put(key, image);
  let previousKey: string | null | undefined;
  try {
    previousKey = await db.transaction(async (tx) => {
      const replaced = await replacePetPhoto(
        tx,
        spaceId,
        petId,
        { key, bytes: image.length },
        deps.clock.now(),
      );
      if (replaced === undefined) return undefined;
      // Counted with the new photo in place of the old one: the sum already holds it.
      const logoKey = await findSpaceLogoKey(tx, spaceId);
      await assertStorageQuota(deps, tx, { id: spaceId, logoKey }, 0);
      return replaced;
    });
  } catch (error) {
    await removeStoredFiles(deps, [key]);
    throw error;
  }
  if (previousKey === undefined) {
    await removeStoredFiles(deps, [key]);
    throw petNotFound();
  }
  await settleStoredFiles(deps, [key]);
  if (previousKey) await removeStoredFiles(deps, [previousKey]);
  return requirePet(db, spaceId, petId);
}
