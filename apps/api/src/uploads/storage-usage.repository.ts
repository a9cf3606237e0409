import type { Database, Transaction } from '@citavet/db/database';
import { media } from '@citavet/db/schema/media';
import { eq, sql } from 'drizzle-orm';

/** Bytes of gallery files the space stores (the sizes recorded when they were uploaded). */
export async function sumMediaBytes(db: Database | Transaction, spaceId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`coalesce(sum(${media.fileSize}), 0)` })
    .from(media)
    .where(eq(media.spaceId, spaceId));
  return Number(row?.total ?? 0);
}
