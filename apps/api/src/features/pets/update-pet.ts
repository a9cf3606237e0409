import { CLIENT_NOT_FOUND_MESSAGE } from '@citavet/domain/clients/client.schema';
import { CLIENT_ERASED_MESSAGE } from '@citavet/domain/clients/client-privacy.schema';
import type { PetWithOwner, UpdatePetInput } from '@citavet/domain/pets/pet.schema';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { queueUpcomingBookingPushes } from '../../caldav/caldav-push-queue.repository';
import { conflict, notFound } from '../../http/app-error';
import { requireSpaceMember } from '../../http/space-access';
import { assertPetDates, birthValues, requirePet, rethrowMicrochipTaken, spaceToday } from './pet-values';
import { findClientOfSpace, updatePet } from './pets.repository';

/** Any subset of the fields; `clientId` hands the pet to another client of the same space. */
export async function updatePetDetails(
  deps: AppDependencies,
  actor: { id: string; ip: string | null },
  spaceId: string,
  petId: string,
  input: UpdatePetInput,
): Promise<PetWithOwner> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, actor.id);
  const now = deps.clock.now();
  return db
    .transaction(async (tx) => {
      const current = await requirePet(tx, spaceId, petId, { forUpdate: true });
      if (input.clientId !== undefined) {
        // A pet moves only to a client of the space whose data was not erased.
        const newOwner = await findClientOfSpace(tx, spaceId, input.clientId);
        if (!newOwner) throw notFound(CLIENT_NOT_FOUND_MESSAGE, 'CLIENT_NOT_FOUND');
        if (newOwner.isErased) throw conflict(CLIENT_ERASED_MESSAGE, 'CLIENT_ERASED');
      }
      const today = await spaceToday(tx, spaceId, now);
      const { estimatedAge, birthDate, ...fields } = input;
      const birth = birthValues({ birthDate, estimatedAge }, today);
      assertPetDates(
        {
          birthDate: birth.birthDate === undefined ? current.birthDate : birth.birthDate,
          deceasedOn: input.deceasedOn === undefined ? current.deceasedOn : input.deceasedOn,
        },
        today,
      );
      await updatePet(tx, spaceId, petId, { ...fields, ...birth }, now);
      const updated = await requirePet(tx, spaceId, petId);
      // The events of its upcoming bookings in the vets' calendars show the pet's name: written again.
      if (updated.name !== current.name) await queueUpcomingBookingPushes(tx, spaceId, { petId }, now);
      if (input.clientId !== undefined && input.clientId !== current.clientId) {
        await insertAuditEvent(tx, {
          spaceId,
          actorUserId: actor.id,
          action: 'PET_TRANSFERRED',
          subjectType: 'pet',
          subjectId: petId,
          petId,
          clientId: input.clientId,
          ip: actor.ip,
          details: { fromClientId: current.clientId, toClientId: input.clientId },
          at: now,
        });
      }
      return updated;
    })
    .catch(rethrowMicrochipTaken);
}
