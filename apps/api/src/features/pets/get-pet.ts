import type { PetWithOwner } from '@citavet/domain/pets/pet.schema';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceMember } from '../../http/space-access';
import { requirePet } from './pet-values';

export async function getPet(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  petId: string,
): Promise<PetWithOwner> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  return requirePet(db, spaceId, petId);
}
