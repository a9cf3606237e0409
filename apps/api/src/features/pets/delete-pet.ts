import { isUuid } from '@citavet/domain/api/uuid';
import { PET_HAS_RECORDS_MESSAGE, PET_NOT_FOUND_MESSAGE } from '@citavet/domain/pets/pet.schema';
import type { AppDependencies } from '../../app-dependencies';
import { conflict, notFound } from '../../http/app-error';
import { requireSpaceMember } from '../../http/space-access';
import { removeStoredFiles } from '../../uploads/remove-stored-files';
import { deletePet, hasSpacePet } from './pets.repository';

/**
 * A pet entered by mistake goes; one that died is kept with `deceasedOn` instead. A pet with a
 * medical history stays too: its entries are the clinic's legal record (decision 039).
 */
export async function removePet(deps: AppDependencies, userId: string, spaceId: string, petId: string) {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  const photoKey = isUuid(petId) ? await deletePet(db, spaceId, petId) : undefined;
  if (photoKey === undefined) {
    if (isUuid(petId) && (await hasSpacePet(db, spaceId, petId))) {
      throw conflict(PET_HAS_RECORDS_MESSAGE, 'PET_HAS_RECORDS');
    }
    throw notFound(PET_NOT_FOUND_MESSAGE, 'PET_NOT_FOUND');
  }
  // After the row: a crash in between leaves an unreferenced file, which start-up removes.
  if (photoKey) await removeStoredFiles(deps, [photoKey]);
}
