import type { Database, Transaction } from '@citavet/db/database';
import { bookings, clients } from '@citavet/db/schema/bookings';
import { emailOutbox, smsReplies } from '@citavet/db/schema/outbox';
import { pets } from '@citavet/db/schema/pets';
import { recordAddenda, recordAttachments, recordEntries } from '@citavet/db/schema/records';
import { users } from '@citavet/db/schema/users';
import { canSeeBookingPrice } from '@citavet/domain/clients/booking-price-visibility';
import {
  type ClientDataExport,
  ERASED_CLIENT_NAME,
  ERASED_PET_NAME,
  ERASURE_CANCELLATION_REASON,
  type ExportedRecord,
} from '@citavet/domain/clients/client-privacy.schema';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';

// Reads and writes of a client's privacy rights (docs/decisions/037-client-privacy.md).

type Executor = Database | Transaction;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Everything kept about the client in this space, or null when there is no such client here. */
export async function selectClientData(
  db: Executor,
  spaceId: string,
  clientId: string,
  now: Date,
  viewer: { role: SpaceRole; userId: string },
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
  const records = await selectPetsRecords(
    db,
    spaceId,
    petRows.map((pet) => pet.id),
  );
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
      price: canSeeBookingPrice(viewer, booking.hostId) ? booking.servicePrice : null,
      currency: booking.serviceCurrency,
      clientName: booking.clientName,
      clientEmail: booking.clientEmail,
      clientPhone: booking.clientPhone,
      notes: booking.notes,
      cancellationReason: booking.cancellationReason,
      createdAt: booking.createdAt.toISOString(),
    })),
    records,
  };
}

/**
 * The pets' medical entries with their addenda and attachments' metadata (no file bytes, no
 * storage keys): three queries whatever the number of entries, in the pets' order, oldest first.
 */
async function selectPetsRecords(db: Executor, spaceId: string, petIds: string[]): Promise<ExportedRecord[]> {
  if (petIds.length === 0) return [];
  const entryRows = await db
    .select({
      id: recordEntries.id,
      petId: recordEntries.petId,
      kind: recordEntries.kind,
      status: recordEntries.status,
      occurredAt: recordEntries.occurredAt,
      content: recordEntries.content,
      authorName: recordEntries.authorName,
      signedByName: recordEntries.signedByName,
      signedAt: recordEntries.signedAt,
      createdAt: recordEntries.createdAt,
      updatedAt: recordEntries.updatedAt,
    })
    .from(recordEntries)
    .where(and(eq(recordEntries.spaceId, spaceId), inArray(recordEntries.petId, petIds)))
    .orderBy(asc(recordEntries.occurredAt), asc(recordEntries.id));
  if (entryRows.length === 0) return [];
  const recordIds = entryRows.map((row) => row.id);
  const addendumRows = await db
    .select()
    .from(recordAddenda)
    .where(and(eq(recordAddenda.spaceId, spaceId), inArray(recordAddenda.recordId, recordIds)))
    .orderBy(asc(recordAddenda.createdAt), asc(recordAddenda.id));
  const attachmentRows = await db
    .select({
      id: recordAttachments.id,
      recordId: recordAttachments.recordId,
      fileName: recordAttachments.originalName,
      mimeType: recordAttachments.mimeType,
      fileSize: recordAttachments.fileSize,
      createdAt: recordAttachments.createdAt,
    })
    .from(recordAttachments)
    .where(and(eq(recordAttachments.spaceId, spaceId), inArray(recordAttachments.recordId, recordIds)))
    .orderBy(asc(recordAttachments.createdAt), asc(recordAttachments.position), asc(recordAttachments.id));
  const addendaOf = groupBy(addendumRows, (row) => row.recordId);
  const attachmentsOf = groupBy(attachmentRows, (row) => row.recordId);
  const petOrder = new Map(petIds.map((id, index) => [id, index]));
  return entryRows
    .map((row) => ({
      ...row,
      occurredAt: row.occurredAt.toISOString(),
      signedAt: iso(row.signedAt),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      addenda: (addendaOf.get(row.id) ?? []).map((addendum) => ({
        id: addendum.id,
        authorName: addendum.authorName,
        text: addendum.text,
        createdAt: addendum.createdAt.toISOString(),
      })),
      attachments: (attachmentsOf.get(row.id) ?? []).map(({ recordId: _recordId, ...attachment }) => ({
        ...attachment,
        createdAt: attachment.createdAt.toISOString(),
      })),
    }))
    .sort((first, second) => (petOrder.get(first.petId) ?? 0) - (petOrder.get(second.petId) ?? 0));
}

function groupBy<Row>(rows: Row[], key: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * The client's appointments keep their date, service, host, price and status (statistics,
 * revenue); the contact snapshot, notes, free-text reasons (why they came, why cancelled) and the
 * manage link go. Their e-mails
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
      reason: null,
      manageTokenHash: null,
      requestTokenHash: null,
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

/**
 * Pets keep species, sex and neutering (statistics); name, microchip, photo and the rest go.
 * Answers how many were anonymised and the storage keys of the photos they had: the caller removes
 * those files once the transaction has committed.
 */
export async function anonymiseClientPets(db: Executor, spaceId: string, clientId: string, now: Date) {
  const photos = await db
    .select({ key: pets.photoKey })
    .from(pets)
    .where(and(eq(pets.spaceId, spaceId), eq(pets.clientId, clientId), isNotNull(pets.photoKey)))
    .for('update');
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
      deceasedOn: null,
      photoKey: null,
      photoBytes: null,
      updatedAt: now,
    })
    .where(and(eq(pets.spaceId, spaceId), eq(pets.clientId, clientId)))
    .returning({ id: pets.id });
  return { count: rows.length, photoKeys: photos.flatMap((photo) => (photo.key ? [photo.key] : [])) };
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
      smsConsentAt: null,
      archivedAt: sql`coalesce(${clients.archivedAt}, ${now.toISOString()}::timestamptz)`,
      erasedAt: now,
      updatedAt: now,
    })
    .where(and(eq(clients.spaceId, spaceId), eq(clients.id, clientId)));
  // Their SMS replies: the number and the words are theirs.
  await db.delete(smsReplies).where(eq(smsReplies.clientId, clientId));
}
