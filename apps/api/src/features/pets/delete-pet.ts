import { isUuid } from '@citavet/domain/api/uuid';
import { PET_NOT_FOUND_MESSAGE } from '@citavet/domain/pets/pet.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireSpaceMember } from '../../http/space-access';
import { deletePet } from './pets.repository';

/** A pet entered by mistake goes; one that died is kept with `deceasedOn` instead. */
export async function removePet(deps: AppDependencies, userId: string, spaceId: string, petId: string) {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  if (!isUuid(petId) || !(await deletePet(db, spaceId, petId))) {
    throw notFound(PET_NOT_FOUND_MESSAGE, 'PET_NOT_FOUND');
  }
}
