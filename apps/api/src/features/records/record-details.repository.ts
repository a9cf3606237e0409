import type { Database, Transaction } from '@citavet/db/database';
import { recordAddenda, recordAttachments } from '@citavet/db/schema/records';
import { spaces } from '@citavet/db/schema/spaces';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AddendumRow, AttachmentRow } from './records.repository';

// An entry's addenda and attachments, and the stored files the attachments keep.

type Executor = Database | Transaction;

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

/** The stored files of the space's attachments (start-up reconciliation keeps them). */
export async function listAttachmentKeys(db: Executor, spaceId: string): Promise<string[]> {
  const rows = await db
    .select({ storageKey: recordAttachments.storageKey })
    .from(recordAttachments)
    .where(eq(recordAttachments.spaceId, spaceId));
  return rows.map((row) => row.storageKey);
}
