import { isUuid } from '@citavet/domain/api/uuid';
import { CLIENT_NOT_FOUND_MESSAGE } from '@citavet/domain/clients/client.schema';
import { CLIENT_ERASED_MESSAGE } from '@citavet/domain/clients/client-privacy.schema';
import type { CreatePetInput, PetWithOwner } from '@citavet/domain/pets/pet.schema';
import type { AppDependencies } from '../../app-dependencies';
import { conflict, notFound } from '../../http/app-error';
import { requireSpaceMember } from '../../http/space-access';
import { assertPetDates, birthValues, requirePet, rethrowMicrochipTaken, spaceToday } from './pet-values';
import { findClientOfSpace, insertPet } from './pets.repository';

export async function createPet(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  clientId: string,
  input: CreatePetInput,
): Promise<PetWithOwner> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  const client = isUuid(clientId) ? await findClientOfSpace(db, spaceId, clientId) : null;
  if (!client) throw notFound(CLIENT_NOT_FOUND_MESSAGE, 'CLIENT_NOT_FOUND');
  // An erased client is kept only for the clinic's statistics and records: nothing new joins it.
  if (client.isErased) throw conflict(CLIENT_ERASED_MESSAGE, 'CLIENT_ERASED');
  const today = await spaceToday(db, spaceId, deps.clock.now());
  const { estimatedAge, birthDate, ...fields } = input;
  const birth = birthValues({ birthDate, estimatedAge }, today);
  assertPetDates({ birthDate: birth.birthDate ?? null, deceasedOn: input.deceasedOn }, today);
  const petId = await insertPet(db, spaceId, { ...fields, ...birth, clientId }).catch(rethrowMicrochipTaken);
  return requirePet(db, spaceId, petId);
}
