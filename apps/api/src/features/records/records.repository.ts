import type { Database, Transaction } from '@citavet/db/database';
import { bookings } from '@citavet/db/schema/bookings';
import { pets } from '@citavet/db/schema/pets';
import { type recordAddenda, type recordAttachments, recordEntries } from '@citavet/db/schema/records';
import { spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import { and, eq, isNull, or } from 'drizzle-orm';

type Executor = Database | Transaction;

export type RecordRow = typeof recordEntries.$inferSelect;

export type AddendumRow = typeof recordAddenda.$inferSelect;

export type AttachmentRow = typeof recordAttachments.$inferSelect;

/** What an entry shows of its addenda and attachments (no storage key: files are read one by one). */
export type AddendumDetail = Pick<
  AddendumRow,
  'id' | 'recordId' | 'authorId' | 'authorName' | 'text' | 'createdAt'
>;

export type AttachmentDetail = Pick<
  AttachmentRow,
  'id' | 'recordId' | 'originalName' | 'mimeType' | 'fileSize' | 'createdAt'
>;

/** Entries with their addenda and attachments, read in one statement. */
export type RecordsWithDetails = {
  rows: RecordRow[];
  addenda: AddendumDetail[];
  attachments: AttachmentDetail[];
};

export type RecordValues = Pick<
  typeof recordEntries.$inferInsert,
  'kind' | 'content' | 'searchText' | 'weightKg' | 'occurredAt'
>;

/** The pet (of this space) a record belongs to, with its clinic's time zone (one query for both). */
export async function findPetOfSpace(db: Executor, spaceId: string, petId: string) {
  const [row] = await db
    .select({
      id: pets.id,
      clientId: pets.clientId,
      name: pets.name,
      alerts: pets.alerts,
      timeZone: spaces.timeZone,
    })
    .from(pets)
    .innerJoin(spaces, eq(spaces.id, pets.spaceId))
    .where(and(eq(pets.spaceId, spaceId), eq(pets.id, petId)))
    .limit(1);
  return row ?? null;
}

export async function findUserName(db: Executor, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? '';
}

export async function findSpaceTimeZone(db: Executor, spaceId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: spaces.timeZone })
    .from(spaces)
    .where(eq(spaces.id, spaceId))
    .limit(1);
  return row?.timeZone ?? 'UTC';
}

/**
 * A booking of the space for this pet: it names the pet, or (booked before bookings named their
 * animal) names no pet and its client owns this one.
 */
export async function isBookingOfPet(
  db: Executor,
  spaceId: string,
  bookingId: string,
  pet: { id: string; clientId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.spaceId, spaceId),
        eq(bookings.id, bookingId),
        or(eq(bookings.petId, pet.id), and(isNull(bookings.petId), eq(bookings.clientId, pet.clientId))),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertRecord(
  db: Executor,
  values: RecordValues & {
    spaceId: string;
    petId: string;
    bookingId: string | null;
    authorId: string;
    authorName: string;
    now: Date;
  },
): Promise<RecordRow> {
  const { now, ...fields } = values;
  const [row] = await db
    .insert(recordEntries)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('record not inserted');
  return row;
}

/** The entry, locked until the transaction ends when `forUpdate` (sign, edit, addendum, attach). */
export async function findRecord(
  db: Executor,
  spaceId: string,
  petId: string,
  recordId: string,
  options: { forUpdate?: boolean } = {},
): Promise<RecordRow | null> {
  const query = db
    .select()
    .from(recordEntries)
    .where(
      and(eq(recordEntries.spaceId, spaceId), eq(recordEntries.petId, petId), eq(recordEntries.id, recordId)),
    )
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateDraft(db: Executor, recordId: string, values: RecordValues, now: Date) {
  const [row] = await db
    .update(recordEntries)
    .set({ ...values, updatedAt: now })
    .where(and(eq(recordEntries.id, recordId), eq(recordEntries.status, 'DRAFT')))
    .returning();
  if (!row) throw new Error('draft not updated');
  return row;
}

export async function markSigned(
  db: Executor,
  recordId: string,
  signer: { id: string; name: string },
  now: Date,
  allergyOverride: RecordRow['allergyOverride'] = null,
): Promise<RecordRow> {
  const [row] = await db
    .update(recordEntries)
    .set({
      status: 'SIGNED',
      signedById: signer.id,
      signedByName: signer.name,
      signedAt: now,
      updatedAt: now,
      allergyOverride,
    })
    .where(and(eq(recordEntries.id, recordId), eq(recordEntries.status, 'DRAFT')))
    .returning();
  if (!row) throw new Error('record not signed');
  return row;
}
