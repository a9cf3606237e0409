import { createHash } from 'node:crypto';
import type { Transaction } from '@citavet/db/database';
import { PUBLIC_BOOKING_MESSAGES } from '@citavet/domain/bookings/public-booking.schema';
import type { AppDependencies } from '../../app-dependencies';
import { AppError, conflict } from '../../http/app-error';
import {
  claimIdempotencyKey,
  deleteExpiredIdempotencyKeys,
  findIdempotencyRecord,
  type IdempotencyRecord,
  saveIdempotentAnswer,
} from './idempotency-keys.repository';

// The Idempotency-Key of POST /bookings/public: a retry with the same key and body gets the first
// answer back (same status, same body) and books nothing new; the same key with another body is a
// 422. Only successful answers are kept: a refused request leaves the key free, so retrying it is
// simply trying again. Keys are kept for 24 hours.

const RETENTION_MILLISECONDS = 24 * 3_600_000;

export type Answer<T> = { statusCode: number; body: T };
export type IdempotentAnswer<T> = Answer<T> & { isReplay: boolean };

/** SHA-256 of the request with its keys sorted: the same request always hashes the same. */
export function hashRequest(value: unknown): string {
  return createHash('sha256').update(stableJson(value)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([first], [second]) => (first < second ? -1 : first > second ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Runs `work` in a transaction that also takes the key, so the booking and its stored answer commit
 * together, and a concurrent request with the same key waits for the first and replays its answer.
 */
export async function runIdempotently<T>(
  deps: AppDependencies,
  request: { scope: string; key: string | undefined; requestHash: string; parse: (body: unknown) => T },
  work: (tx: Transaction) => Promise<Answer<T>>,
): Promise<IdempotentAnswer<T>> {
  const { db } = deps.database;
  const { key, scope, requestHash } = request;
  if (key === undefined) return { ...(await db.transaction(work)), isReplay: false };
  const now = deps.clock.now();
  await deleteExpiredIdempotencyKeys(db, scope, new Date(now.getTime() - RETENTION_MILLISECONDS));
  const earlier = await findIdempotencyRecord(db, scope, key);
  if (earlier && earlier.statusCode !== null) return replay(earlier, request);
  return db.transaction(async (tx) => {
    if (!(await claimIdempotencyKey(tx, { scope, key, requestHash, now }))) {
      const winner = await findIdempotencyRecord(tx, scope, key);
      if (!winner || winner.statusCode === null) {
        throw conflict(
          'Otra solicitud con la misma clave de idempotencia está en curso',
          'IDEMPOTENCY_IN_PROGRESS',
        );
      }
      return replay(winner, request);
    }
    const answer = await work(tx);
    await saveIdempotentAnswer(tx, { scope, key, statusCode: answer.statusCode, response: answer.body });
    return { ...answer, isReplay: false };
  });
}

function replay<T>(
  record: IdempotencyRecord,
  request: { requestHash: string; parse: (body: unknown) => T },
): IdempotentAnswer<T> {
  if (record.requestHash !== request.requestHash) {
    throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', PUBLIC_BOOKING_MESSAGES.idempotencyKeyReused);
  }
  return { statusCode: record.statusCode ?? 200, body: request.parse(record.response), isReplay: true };
}
