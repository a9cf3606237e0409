import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { idempotencyKeys } from '@citavet/db/schema/bookings';
import { and, eq, lt, sql } from 'drizzle-orm';

// Idempotency keys of the public booking call: the first answer is kept with the key, so a retry
// gets it back instead of booking twice.

type Executor = Database | Transaction;

export type IdempotencyRecord = {
  requestHash: string;
  statusCode: number | null;
  response: unknown;
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
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/**
 * Takes the key for this transaction. While it is uncommitted, a second request with the same key
 * waits on the primary key here; once the first commits, the second finds the key taken (false) and
 * reads the first answer. If the first rolls back, the second takes the key as if it were new. A key
 * created before `expiredBefore` is taken over as new, whether or not it has been swept yet.
 */
export async function claimIdempotencyKey(
  tx: Transaction,
  record: { scope: string; key: string; requestHash: string; now: Date; expiredBefore: Date },
): Promise<boolean> {
  const rows = await queryRows<{ key: string }>(
    tx,
    sql`insert into ${idempotencyKeys} (scope, key, request_hash, created_at)
        values (${record.scope}, ${record.key}, ${record.requestHash}, ${record.now.toISOString()})
        on conflict (scope, key) do update
          set request_hash = excluded.request_hash, created_at = excluded.created_at,
              status_code = null, response = null
          where ${idempotencyKeys.createdAt} < ${record.expiredBefore.toISOString()}
        returning key`,
  );
  return rows.length > 0;
}

export async function saveIdempotentAnswer(
  tx: Transaction,
  record: { scope: string; key: string; statusCode: number; response: unknown },
) {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: record.statusCode, response: record.response })
    .where(and(eq(idempotencyKeys.scope, record.scope), eq(idempotencyKeys.key, record.key)));
}

/** Keys older than the retention window: a later request may use them again as new. */
export async function deleteExpiredIdempotencyKeys(db: Executor, scope: string, createdBefore: Date) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), lt(idempotencyKeys.createdAt, createdBefore)));
}
