import type { ClientInfo } from '@citavet/domain/bookings/booking.schema';
import {
  type BookingPet,
  PET_DECEASED_MESSAGE,
  PET_NOT_OF_CLIENT_MESSAGE,
} from '@citavet/domain/bookings/booking-pet.schema';
import { CLIENT_NOT_FOUND_MESSAGE } from '@citavet/domain/clients/client.schema';
import { clinicRegion, normalizePhone } from '@citavet/domain/clients/phone-e164';
import { PET_NOT_FOUND_MESSAGE } from '@citavet/domain/pets/pet.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { badRequest, notFound } from '../../../http/app-error';
import { type ClientContact, findStaffBookingParty } from './booking-placement.repository';

/** Who a staff booking names (the schema allows these combinations only; decision 030). */
export type StaffBookingPartyInput = {
  clientId?: string | undefined;
  clientInfo?: ClientInfo | undefined;
  petId?: string | undefined;
  pet?: BookingPet | undefined;
};

export type StaffBookingParty = {
  /** The contact the booking keeps (the client record's, when one is named). */
  client: ClientContact;
  clientId?: string;
  petId?: string;
  newPet?: BookingPet;
};

/**
 * The client and pet of a staff booking, checked against the booking's space: a client or pet of
 * another space is not found (404, as if it did not exist), an archived client too; a pet of another
 * client of the space, or one that died, is refused (400). A pet alone names its owner.
 */
export async function resolveStaffBookingParty(
  deps: AppDependencies,
  spaceId: string,
  input: StaffBookingPartyInput,
  clinic: { country: string | null; phone: string | null },
): Promise<StaffBookingParty> {
  const { db } = deps.database;
  const namedClientId = input.clientId?.toLowerCase();
  const newPet = input.pet ? { newPet: input.pet } : {};
  if (input.petId || namedClientId) {
    // The pet and the client (named, or the pet's owner) in one read; judged in the same order.
    const { pet, client } = await findStaffBookingParty(db, spaceId, {
      petId: input.petId?.toLowerCase() ?? null,
      clientId: namedClientId ?? null,
    });
    if (input.petId) {
      if (!pet) throw notFound(PET_NOT_FOUND_MESSAGE, 'PET_NOT_FOUND');
      if (namedClientId && pet.clientId !== namedClientId)
        throw badRequest(PET_NOT_OF_CLIENT_MESSAGE, 'PET_NOT_OF_CLIENT');
      if (pet.deceasedOn !== null) throw badRequest(PET_DECEASED_MESSAGE, 'PET_DECEASED');
    }
    if (!client) throw notFound(CLIENT_NOT_FOUND_MESSAGE, 'CLIENT_NOT_FOUND');
    const { name, email, phone } = client;
    return {
      client: { name, email, phone },
      clientId: client.id,
      ...(pet ? { petId: pet.id } : {}),
      ...newPet,
    };
  }
  // The schema requires clientInfo when neither a client nor a pet is named.
  if (!input.clientInfo) throw new Error('a staff booking names no client');
  const { name, email } = input.clientInfo;
  // A new contact's phone is kept in E.164 like every other client's (decision 074).
  const phone = normalizePhone(
    input.clientInfo.phone,
    clinicRegion({ country: clinic.country, phones: [clinic.phone] }),
  );
  return { client: { name, email, phone }, ...newPet };
}
