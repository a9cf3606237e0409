import { PET_NOT_FOUND_MESSAGE, type PetWithOwner } from '@citavet/domain/pets/pet.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireSpaceMember } from '../../http/space-access';
import { removeStoredFiles } from '../../uploads/remove-stored-files';
import { requirePet } from './pet-values';
import { replacePetPhoto } from './pets.repository';

/** The pet's photo goes: the row first, then the file (a crash between leaves only an orphan file). */
export async function removePetPhoto(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  petId: string,
): Promise<PetWithOwner> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  await requirePet(db, spaceId, petId);
  const previousKey = await db.transaction((tx) =>
    replacePetPhoto(tx, spaceId, petId, null, deps.clock.now()),
  );
  if (previousKey === undefined) throw notFound(PET_NOT_FOUND_MESSAGE, 'PET_NOT_FOUND');
  if (previousKey) await removeStoredFiles(deps, [previousKey]);
  return requirePet(db, spaceId, petId);
}
