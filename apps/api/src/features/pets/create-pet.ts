import { isUuid } from '@citavet/domain/api/uuid';
import { CLIENT_NOT_FOUND_MESSAGE } from '@citavet/domain/clients/client.schema';
import type { CreatePetInput, PetWithOwner } from '@citavet/domain/pets/pet.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireSpaceMember } from '../../http/space-access';
import { assertPetDates, birthValues, requirePet, rethrowMicrochipTaken, spaceToday } from './pet-values';
import { insertPet, isClientOfSpace } from './pets.repository';

export async function createPet(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  clientId: string,
  input: CreatePetInput,
): Promise<PetWithOwner> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  if (!isUuid(clientId) || !(await isClientOfSpace(db, spaceId, clientId))) {
    throw notFound(CLIENT_NOT_FOUND_MESSAGE, 'CLIENT_NOT_FOUND');
  }
  const today = await spaceToday(db, spaceId, deps.clock.now());
  const { estimatedAge, birthDate, ...fields } = input;
  const birth = birthValues({ birthDate, estimatedAge }, today);
  assertPetDates({ birthDate: birth.birthDate ?? null, deceasedOn: input.deceasedOn }, today);
  const petId = await insertPet(db, spaceId, { ...fields, ...birth, clientId }).catch(rethrowMicrochipTaken);
  return requirePet(db, spaceId, petId);
}
