import type { Database, Transaction } from '@citavet/db/database';
import { bookings, clients } from '@citavet/db/schema/bookings';
import { pets } from '@citavet/db/schema/pets';
import { recordAddenda, recordAttachments, recordEntries } from '@citavet/db/schema/records';
import { spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import type { RecordKind } from '@citavet/domain/records/record-content.schema';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
} from 'drizzle-orm';

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

export async function insertAddendum(
  db: Executor,
  values: {
    spaceId: string;
    recordId: string;
    authorId: string;
    authorName: string;
    text: string;
    now: Date;
  },
): Promise<AddendumRow> {
  const { now, ...fields } = values;
  const [row] = await db
    .insert(recordAddenda)
    .values({ ...fields, createdAt: now })
    .returning();
  if (!row) throw new Error('addendum not inserted');
  return row;
}

export async function insertAttachments(
  db: Executor,
  rows: Array<Omit<typeof recordAttachments.$inferInsert, 'id' | 'createdAt'>>,
  now: Date,
): Promise<AttachmentRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(recordAttachments)
    .values(rows.map((row, position) => ({ ...row, position, createdAt: now })))
    .returning();
}

export async function findAttachment(
  db: Executor,
  spaceId: string,
  petId: string,
  recordId: string,
  attachmentId: string,
): Promise<AttachmentRow | null> {
  const [row] = await db
    .select()
    .from(recordAttachments)
    .where(
      and(
        eq(recordAttachments.spaceId, spaceId),
        eq(recordAttachments.petId, petId),
        eq(recordAttachments.recordId, recordId),
        eq(recordAttachments.id, attachmentId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Addenda and attachments of the listed entries, oldest first. */
export async function findRecordDetails(db: Executor, spaceId: string, recordIds: string[]) {
  if (recordIds.length === 0) return { addenda: [], attachments: [] };
  const [addenda, attachments] = await Promise.all([
    db
      .select()
      .from(recordAddenda)
      .where(and(eq(recordAddenda.spaceId, spaceId), inArray(recordAddenda.recordId, recordIds)))
      .orderBy(asc(recordAddenda.createdAt), asc(recordAddenda.id)),
    db
      .select()
      .from(recordAttachments)
      .where(and(eq(recordAttachments.spaceId, spaceId), inArray(recordAttachments.recordId, recordIds)))
      .orderBy(asc(recordAttachments.createdAt), asc(recordAttachments.position), asc(recordAttachments.id)),
  ]);
  return { addenda, attachments };
}

type AddendumJson = Omit<AddendumDetail, 'recordId' | 'createdAt'> & { createdAt: string };
type AttachmentJson = Omit<AttachmentDetail, 'recordId' | 'createdAt'> & { createdAt: string };

/**
 * An entry's columns plus its addenda and attachments as JSON, from correlated subqueries on their
 * (record_id, …) indexes: a page of the timeline or of the history PDF is one round trip, not three
 * (bench/records.bench.ts measured the round trips as most of a page's time). The outer row is
 * named in full: Drizzle writes a one-table select's columns unqualified, which inside the
 * subquery would read the addendum's own `id`.
 */
const entriesWithDetails = {
  ...getTableColumns(recordEntries),
  addendaJson: sql<AddendumJson[]>`coalesce((
    select json_agg(json_build_object('id', a.id, 'authorId', a.author_id, 'authorName', a.author_name,
      'text', a.text, 'createdAt', a.created_at) order by a.created_at, a.id)
    from record_addenda a where a.record_id = "record_entries"."id"), '[]'::json)`,
  attachmentsJson: sql<AttachmentJson[]>`coalesce((
    select json_agg(json_build_object('id', f.id, 'originalName', f.original_name, 'mimeType', f.mime_type,
      'fileSize', f.file_size, 'createdAt', f.created_at) order by f.created_at, f.position, f.id)
    from record_attachments f where f.record_id = "record_entries"."id"), '[]'::json)`,
};

function splitDetails(
  found: Array<RecordRow & { addendaJson: AddendumJson[]; attachmentsJson: AttachmentJson[] }>,
): RecordsWithDetails {
  const result: RecordsWithDetails = { rows: [], addenda: [], attachments: [] };
  for (const { addendaJson, attachmentsJson, ...row } of found) {
    result.rows.push(row);
    for (const addendum of addendaJson) {
      result.addenda.push({ ...addendum, recordId: row.id, createdAt: new Date(addendum.createdAt) });
    }
    for (const attachment of attachmentsJson) {
      result.attachments.push({
        ...attachment,
        fileSize: Number(attachment.fileSize),
        recordId: row.id,
        createdAt: new Date(attachment.createdAt),
      });
    }
  }
  return result;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The pet's latest entries, newest first: id, kind, state and date only (no content read). */
export async function listRecordOverviewRows(db: Executor, spaceId: string, petId: string, limit: number) {
  return db
    .select({
      id: recordEntries.id,
      kind: recordEntries.kind,
      status: recordEntries.status,
      occurredAt: recordEntries.occurredAt,
    })
    .from(recordEntries)
    .where(and(eq(recordEntries.spaceId, spaceId), eq(recordEntries.petId, petId)))
    .orderBy(desc(recordEntries.occurredAt), desc(recordEntries.id))
    .limit(limit);
}

/** One page of a pet's timeline, newest first, after the keyset `cursor` (occurred_at, id). */
export async function listRecordPage(
  db: Executor,
  spaceId: string,
  petId: string,
  filter: {
    kind?: RecordKind;
    search: string | null;
    after: { occurredAt: Date; id: string } | null;
    limit: number;
  },
): Promise<RecordsWithDetails> {
  const conditions = [eq(recordEntries.spaceId, spaceId), eq(recordEntries.petId, petId)];
  if (filter.kind) conditions.push(eq(recordEntries.kind, filter.kind));
  if (filter.search) {
    conditions.push(
      sql`${recordEntries.searchFolded} like '%' || citavet_fold(${escapeLike(filter.search)}) || '%'`,
    );
  }
  if (filter.after) {
    const { occurredAt, id } = filter.after;
    const condition = or(
      lt(recordEntries.occurredAt, occurredAt),
      and(eq(recordEntries.occurredAt, occurredAt), lt(recordEntries.id, id)),
    );
    if (condition) conditions.push(condition);
  }
  const found = await db
    .select(entriesWithDetails)
    .from(recordEntries)
    .where(and(...conditions))
    .orderBy(desc(recordEntries.occurredAt), desc(recordEntries.id))
    .limit(filter.limit);
  return splitDetails(found);
}

/** Signed vaccinations and dewormings of the pet: what the card and its certificate show. */
export async function listImmunizationRows(db: Executor, spaceId: string, petId: string) {
  return db
    .select({ id: recordEntries.id, kind: recordEntries.kind, content: recordEntries.content })
    .from(recordEntries)
    .where(
      and(
        eq(recordEntries.spaceId, spaceId),
        eq(recordEntries.petId, petId),
        inArray(recordEntries.kind, ['VACCINATION', 'DEWORMING']),
        eq(recordEntries.status, 'SIGNED'),
      ),
    );
}

/**
 * What a prescription prints beside its drugs: the pet's alerts, its last weight recorded at or
 * before the prescription, and the signer's professional licence number.
 */
export async function findPrescriptionContext(
  db: Executor,
  spaceId: string,
  petId: string,
  signerId: string | null,
  at: Date,
): Promise<{ alerts: string[]; weightKg: number | null; licenseNumber: string | null }> {
  const [pet] = await db
    .select({ alerts: pets.alerts })
    .from(pets)
    .where(and(eq(pets.spaceId, spaceId), eq(pets.id, petId)))
    .limit(1);
  const [weight] = await db
    .select({ weightKg: recordEntries.weightKg })
    .from(recordEntries)
    .where(
      and(
        eq(recordEntries.spaceId, spaceId),
        eq(recordEntries.petId, petId),
        isNotNull(recordEntries.weightKg),
        lte(recordEntries.occurredAt, at),
      ),
    )
    .orderBy(desc(recordEntries.occurredAt), desc(recordEntries.id))
    .limit(1);
  const [signer] = signerId
    ? await db
        .select({ licenseNumber: users.licenseNumber })
        .from(users)
        .where(eq(users.id, signerId))
        .limit(1)
    : [];
  return {
    alerts: pet?.alerts ?? [],
    weightKg: weight?.weightKg === null || weight?.weightKg === undefined ? null : Number(weight.weightKg),
    licenseNumber: signer?.licenseNumber ?? null,
  };
}

/** Every weighing of the pet, oldest first. */
export async function listWeightRows(db: Executor, spaceId: string, petId: string) {
  return db
    .select({ id: recordEntries.id, occurredAt: recordEntries.occurredAt, weightKg: recordEntries.weightKg })
    .from(recordEntries)
    .where(
      and(
        eq(recordEntries.spaceId, spaceId),
        eq(recordEntries.petId, petId),
        isNotNull(recordEntries.weightKg),
      ),
    )
    .orderBy(asc(recordEntries.occurredAt), asc(recordEntries.id));
}

/** Locks the space's row: two uploads at once cannot both slip under the storage quota. */
export async function lockSpaceForUpload(db: Executor, spaceId: string): Promise<{ logoKey: string | null }> {
  const [row] = await db
    .select({ logoKey: spaces.logoKey })
    .from(spaces)
    .where(eq(spaces.id, spaceId))
    .for('update');
  if (!row) throw new Error('space gone');
  return row;
}

/** What the header of a record document prints: the clinic, the pet and its owner. */
export async function findDocumentSubjects(db: Executor, spaceId: string, petId: string) {
  const [row] = await db
    .select({
      clinic: {
        name: spaces.name,
        address: spaces.address,
        city: spaces.city,
        state: spaces.state,
        country: spaces.country,
        phone: sql<string | null>`coalesce(${spaces.contactPhone}, ${spaces.phone})`,
        email: sql<string | null>`coalesce(${spaces.contactEmail}, ${spaces.email})`,
        logoKey: spaces.logoKey,
        timeZone: spaces.timeZone,
      },
      pet: {
        id: pets.id,
        name: pets.name,
        species: pets.species,
        breed: pets.breed,
        sex: pets.sex,
        birthDate: pets.birthDate,
        microchip: pets.microchip,
      },
      owner: { id: clients.id, name: clients.name, email: clients.email, phone: clients.phone },
    })
    .from(pets)
    .innerJoin(spaces, eq(spaces.id, pets.spaceId))
    .innerJoin(clients, eq(clients.id, pets.clientId))
    .where(and(eq(pets.spaceId, spaceId), eq(pets.id, petId)))
    .limit(1);
  return row ?? null;
}

/** The pet's entries oldest first, a page at a time (the history PDF streams them). */
export async function listRecordsChronological(
  db: Executor,
  spaceId: string,
  petId: string,
  filter: {
    from: Date | null;
    to: Date | null;
    after: { occurredAt: Date; id: string } | null;
    limit: number;
  },
): Promise<RecordsWithDetails> {
  const conditions = [eq(recordEntries.spaceId, spaceId), eq(recordEntries.petId, petId)];
  if (filter.from) conditions.push(gte(recordEntries.occurredAt, filter.from));
  if (filter.to) conditions.push(lt(recordEntries.occurredAt, filter.to));
  if (filter.after) {
    const { occurredAt, id } = filter.after;
    const condition = or(
      gt(recordEntries.occurredAt, occurredAt),
      and(eq(recordEntries.occurredAt, occurredAt), gt(recordEntries.id, id)),
    );
    if (condition) conditions.push(condition);
  }
  const found = await db
    .select(entriesWithDetails)
    .from(recordEntries)
    .where(and(...conditions))
    .orderBy(asc(recordEntries.occurredAt), asc(recordEntries.id))
    .limit(filter.limit);
  return splitDetails(found);
}

/** The stored files of the space's attachments (start-up reconciliation keeps them). */
export async function listAttachmentKeys(db: Executor, spaceId: string): Promise<string[]> {
  const rows = await db
    .select({ storageKey: recordAttachments.storageKey })
    .from(recordAttachments)
    .where(eq(recordAttachments.spaceId, spaceId));
  return rows.map((row) => row.storageKey);
}
