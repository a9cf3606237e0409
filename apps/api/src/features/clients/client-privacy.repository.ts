import type { Database, Transaction } from '@citavet/db/database';
import { bookings, clients } from '@citavet/db/schema/bookings';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { pets } from '@citavet/db/schema/pets';
import { users } from '@citavet/db/schema/users';
import {
  type ClientDataExport,
  ERASED_CLIENT_NAME,
  ERASED_PET_NAME,
  ERASURE_CANCELLATION_REASON,
} from '@citavet/domain/clients/client-privacy.schema';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';

// Reads and writes of a client's privacy rights (docs/decisions/037-client-privacy.md).

type Executor = Database | Transaction;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Everything kept about the client in this space, or null when there is no such client here. */
export async function selectClientData(
  db: Executor,
  spaceId: string,
  clientId: string,
  now: Date,
): Promise<ClientDataExport | null> {
  const [client] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.spaceId, spaceId), eq(clients.id, clientId)))
    .limit(1);
  if (!client) return null;
  const petRows = await db
    .select()
    .from(pets)
    .where(and(eq(pets.spaceId, spaceId), eq(pets.clientId, clientId)))
    .orderBy(asc(pets.createdAt), asc(pets.id));
  const bookingRows = await db
    .select({ booking: bookings, hostName: users.name })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.hostId))
    .where(and(eq(bookings.spaceId, spaceId), eq(bookings.clientId, clientId)))
    .orderBy(asc(bookings.startAt), asc(bookings.id));
  return {
    exportedAt: now.toISOString(),
    spaceId,
    client: {
      id: client.id,
      name: client.name,
      email: client.email,
      phone: client.phone,
      whatsapp: client.whatsapp,
      documentId: client.documentId,
      address: client.address,
      notes: client.notes,
      reminderConsentAt: iso(client.reminderConsentAt),
      marketingConsentAt: iso(client.marketingConsentAt),
      archivedAt: iso(client.archivedAt),
      erasedAt: iso(client.erasedAt),
      createdAt: client.createdAt.toISOString(),
      updatedAt: client.updatedAt.toISOString(),
    },
    pets: petRows.map((pet) => ({
      id: pet.id,
      name: pet.name,
      species: pet.species,
      breed: pet.breed,
      sex: pet.sex,
      isNeutered: pet.isNeutered,
      birthDate: pet.birthDate,
      isBirthDateEstimated: pet.isBirthDateEstimated,
      color: pet.color,
      microchip: pet.microchip,
      alerts: pet.alerts,
      deceasedOn: pet.deceasedOn,
      createdAt: pet.createdAt.toISOString(),
    })),
    bookings: bookingRows.map(({ booking, hostName }) => ({
      id: booking.id,
      startTime: booking.startAt.toISOString(),
      endTime: booking.endAt.toISOString(),
      status: booking.status,
      serviceName: booking.serviceName,
      hostName,
      price: booking.servicePrice,
      currency: booking.serviceCurrency,
      clientName: booking.clientName,
      clientEmail: booking.clientEmail,
      clientPhone: booking.clientPhone,
      notes: booking.notes,
      cancellationReason: booking.cancellationReason,
      createdAt: booking.createdAt.toISOString(),
    })),
  };
}

/**
 * The client's appointments keep their date, service, host, price and status (statistics,
 * revenue); the contact snapshot, notes, free-text reasons and the manage link go. Their e-mails
 * lose address and content, and any not sent yet is dropped.
 */
export async function anonymiseClientBookings(db: Executor, spaceId: string, clientId: string, now: Date) {
  const rows = await db
    .update(bookings)
    .set({
      clientName: ERASED_CLIENT_NAME,
      clientEmail: null,
      clientPhone: null,
      notes: null,
      manageTokenHash: null,
      cancellationReason: sql`case when ${bookings.cancellationReason} = ${ERASURE_CANCELLATION_REASON} then ${bookings.cancellationReason} else null end`,
      updatedAt: now,
    })
    .where(and(eq(bookings.spaceId, spaceId), eq(bookings.clientId, clientId)))
    .returning({ id: bookings.id });
  const ids = rows.map((row) => row.id);
  // The booking's messages and every other message for the client (reminders of vaccines…).
  await db
    .update(emailOutbox)
    .set({
      toAddress: '',
      toName: null,
      headers: null,
      subject: '',
      textBody: '',
      htmlBody: null,
      attachments: null,
      status: sql`case when ${emailOutbox.status} in ('PENDING', 'FAILED') then 'DROPPED' else ${emailOutbox.status} end`,
      lastError: sql`case when ${emailOutbox.status} in ('PENDING', 'FAILED') then ${ERASURE_CANCELLATION_REASON} else ${emailOutbox.lastError} end`,
      lockedUntil: null,
    })
    .where(
      ids.length > 0
        ? or(inArray(emailOutbox.bookingId, ids), eq(emailOutbox.clientId, clientId))
        : eq(emailOutbox.clientId, clientId),
    );
  return ids.length;
}

/** Pets keep species, sex and neutering (statistics); name, microchip and the rest go. */
export async function anonymiseClientPets(db: Executor, spaceId: string, clientId: string, now: Date) {
  const rows = await db
    .update(pets)
    .set({
      name: ERASED_PET_NAME,
      breed: null,
      birthDate: null,
      isBirthDateEstimated: false,
      color: null,
      microchip: null,
      alerts: [],
      photoMediaId: null,
      deceasedOn: null,
      updatedAt: now,
    })
    .where(and(eq(pets.spaceId, spaceId), eq(pets.clientId, clientId)))
    .returning({ id: pets.id });
  return rows.length;
}

/** The client row stays (its bookings and records point at it), with nothing personal left. */
export async function anonymiseClient(db: Executor, spaceId: string, clientId: string, now: Date) {
  await db
    .update(clients)
    .set({
      name: ERASED_CLIENT_NAME,
      email: null,
      phone: null,
      whatsapp: null,
      documentId: null,
      address: null,
      notes: null,
      reminderConsentAt: null,
      marketingConsentAt: null,
      archivedAt: sql`coalesce(${clients.archivedAt}, ${now.toISOString()}::timestamptz)`,
      erasedAt: now,
      updatedAt: now,
    })
    .where(and(eq(clients.spaceId, spaceId), eq(clients.id, clientId)));
}
