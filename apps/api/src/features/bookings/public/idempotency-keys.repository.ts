import type { Database, Transaction } from '@citavet/db/database';
import { idempotencyKeys } from '@citavet/db/schema/bookings';
import { and, eq, lt } from 'drizzle-orm';

// Idempotency keys of the public booking call: the booking the first request made is kept with the
// key, so a retry gets the same booking back instead of booking twice.

type Executor = Database | Transaction;

export type IdempotencyRecord = {
  requestHash: string;
  statusCode: number | null;
  /** The booking the first request made; its answer is rebuilt from it. */
  bookingId: string | null;
};

export async function findIdempotencyRecord(
  db: Executor,
  scope: string,
  key: string,
): Promise<IdempotencyRecord | null> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      bookingId: idempotencyKeys.bookingId,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/** Keys older than the retention window: a later request may use them again as new. */
export async function deleteExpiredIdempotencyKeys(db: Executor, scope: string, createdBefore: Date) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), lt(idempotencyKeys.createdAt, createdBefore)));
}
