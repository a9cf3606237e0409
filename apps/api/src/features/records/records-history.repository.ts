import type { Database, Transaction } from '@citavet/db/database';
import { recordEntries } from '@citavet/db/schema/records';
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
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AddendumDetail, AttachmentDetail, RecordRow, RecordsWithDetails } from './records.repository';

// Reads of a pet's history: the timeline's pages, the overview, weighings, immunizations, the PDF's pages.

type Executor = Database | Transaction;

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

type PageOrder = 'newest-first' | 'oldest-first';
type Keyset = { occurredAt: Date; id: string };

/** The entries that come after the keyset (occurred_at, id) in the page's order. */
function beyondKeyset(after: Keyset, order: PageOrder) {
  const beyond = order === 'newest-first' ? lt : gt;
  return or(
    beyond(recordEntries.occurredAt, after.occurredAt),
    and(eq(recordEntries.occurredAt, after.occurredAt), beyond(recordEntries.id, after.id)),
  );
}

/** One page of entries with their addenda and attachments, in (occurred_at, id) order after `after`. */
async function readPage(
  db: Executor,
  conditions: SQL[],
  page: { order: PageOrder; after: Keyset | null; limit: number },
) {
  const { order, after, limit } = page;
  const direction = order === 'newest-first' ? desc : asc;
  const found = await db
    .select(entriesWithDetails)
    .from(recordEntries)
    .where(and(...conditions, after ? beyondKeyset(after, order) : undefined))
    .orderBy(direction(recordEntries.occurredAt), direction(recordEntries.id))
    .limit(limit);
  return splitDetails(found);
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
    after: Keyset | null;
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
  return readPage(db, conditions, { order: 'newest-first', after: filter.after, limit: filter.limit });
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

/** The pet's entries that record a weight. */
export function weighingsOf(spaceId: string, petId: string) {
  return and(
    eq(recordEntries.spaceId, spaceId),
    eq(recordEntries.petId, petId),
    isNotNull(recordEntries.weightKg),
  );
}

/** Every weighing of the pet, oldest first. */
export async function listWeightRows(db: Executor, spaceId: string, petId: string) {
  return db
    .select({ id: recordEntries.id, occurredAt: recordEntries.occurredAt, weightKg: recordEntries.weightKg })
    .from(recordEntries)
    .where(weighingsOf(spaceId, petId))
    .orderBy(asc(recordEntries.occurredAt), asc(recordEntries.id));
}

/** The pet's entries oldest first, a page at a time (the history PDF streams them). */
export async function listRecordsChronological(
  db: Executor,
  spaceId: string,
  petId: string,
  filter: {
    from: Date | null;
    to: Date | null;
    after: Keyset | null;
    limit: number;
  },
): Promise<RecordsWithDetails> {
  const conditions = [eq(recordEntries.spaceId, spaceId), eq(recordEntries.petId, petId)];
  if (filter.from) conditions.push(gte(recordEntries.occurredAt, filter.from));
  if (filter.to) conditions.push(lt(recordEntries.occurredAt, filter.to));
  return readPage(db, conditions, { order: 'oldest-first', after: filter.after, limit: filter.limit });
}
