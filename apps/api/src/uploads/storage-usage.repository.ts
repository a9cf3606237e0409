import type { Database, Transaction } from '@citavet/db/database';
import { media } from '@citavet/db/schema/media';
import { recordAttachments } from '@citavet/db/schema/records';
import { eq, sql } from 'drizzle-orm';

/**
 * Bytes of uploaded files the space stores (the sizes recorded when they were uploaded): the
 * gallery's and the medical records' attachments share one quota.
 */
export async function sumMediaBytes(db: Database | Transaction, spaceId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`coalesce(sum(${media.fileSize}), 0)` })
    .from(media)
    .where(eq(media.spaceId, spaceId));
  const [records] = await db
    .select({ total: sql<string | number | null>`coalesce(sum(${recordAttachments.fileSize}), 0)` })
    .from(recordAttachments)
    .where(eq(recordAttachments.spaceId, spaceId));
  return Number(row?.total ?? 0) + Number(records?.total ?? 0);
}
