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
 * A retry of a finished request is answered from the stored record inside the same kind of
 * transaction (the claim finds the key taken): retries are rare, first attempts are not.
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
  const expiredBefore = new Date(now.getTime() - RETENTION_MILLISECONDS);
  await sweepExpiredKeysNowAndThen(deps, scope, now, expiredBefore);
  return db.transaction(async (tx) => {
    if (!(await claimIdempotencyKey(tx, { scope, key, requestHash, now, expiredBefore }))) {
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

const SWEEP_EVERY_MILLISECONDS = 60_000;
const lastSweepAt = new WeakMap<AppDependencies['database'], number>();

/**
 * Expired keys are garbage only (the claim takes them over), so they are deleted at most once a
 * minute per process rather than on every request: one round trip less per booking.
 */
async function sweepExpiredKeysNowAndThen(
  deps: AppDependencies,
  scope: string,
  now: Date,
  expiredBefore: Date,
) {
  const last = lastSweepAt.get(deps.database);
  if (last !== undefined && Math.abs(now.getTime() - last) < SWEEP_EVERY_MILLISECONDS) return;
  lastSweepAt.set(deps.database, now.getTime());
  await deleteExpiredIdempotencyKeys(deps.database.db, scope, expiredBefore);
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
