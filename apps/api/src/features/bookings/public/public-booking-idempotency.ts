import { createHash } from 'node:crypto';
import { PUBLIC_BOOKING_MESSAGES } from '@citavet/domain/bookings/public-booking.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { AppError, conflict } from '../../../http/app-error';
import {
  deleteExpiredIdempotencyKeys,
  findIdempotencyRecord,
  type IdempotencyRecord,
} from './idempotency-keys.repository';

// The Idempotency-Key of POST /bookings/public: a retry with the same key and body gets the same
// booking back (same status, the booking as it is now) and books nothing new; the same key with
// another body is a 422. The key keeps the booking's id, not the answer: the first answer carried
// the manage link's token, which is kept at rest nowhere (only its hash, in the booking), so the
// replayed answer has no manage path; the link is in the client's e-mail. Only successful requests
// are kept: a refused request leaves the key free, so retrying it is simply trying again. Keys are
// kept for 24 hours. The key is claimed by the statement that writes the booking
// (public-booking-write.repository.ts).

const RETENTION_MILLISECONDS = 24 * 3_600_000;

export type Answer<T> = { statusCode: number; body: T };
export type IdempotentAnswer<T> = Answer<T> & { isReplay: boolean };

export type IdempotentRequest<T> = {
  scope: string;
  key: string;
  requestHash: string;
  /** The answer about a booking already made, rebuilt from what is stored. */
  rebuild: (bookingId: string) => Promise<T>;
};

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

/** Keys created before this instant have expired: a request may take them over as new. */
export function expiryOfKeysAt(now: Date): Date {
  return new Date(now.getTime() - RETENTION_MILLISECONDS);
}

/** The same booking again, when the retry is the same request; a 422 when the key is reused. */
export async function replayStoredAnswer<T>(
  record: IdempotencyRecord,
  request: Pick<IdempotentRequest<T>, 'requestHash' | 'rebuild'>,
): Promise<IdempotentAnswer<T>> {
  if (record.requestHash !== request.requestHash) {
    throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', PUBLIC_BOOKING_MESSAGES.idempotencyKeyReused);
  }
  if (record.bookingId === null) throw inProgress();
  const body = await request.rebuild(record.bookingId);
  return { statusCode: record.statusCode ?? 200, body, isReplay: true };
}

function inProgress() {
  return conflict(
    'Otra solicitud con la misma clave de idempotencia está en curso',
    'IDEMPOTENCY_IN_PROGRESS',
  );
}

/**
 * The write found the key held by a request that committed while this one waited: its answer is
 * this one's too. (Absent only if that request's record expired meanwhile; then try again.)
 */
export async function replayHolderOfKey<T>(
  deps: AppDependencies,
  request: IdempotentRequest<T>,
): Promise<IdempotentAnswer<T>> {
  const holder = await findIdempotencyRecord(deps.database.db, request.scope, request.key);
  if (!holder || holder.statusCode === null) throw inProgress();
  return replayStoredAnswer(holder, request);
}

const SWEEP_EVERY_MILLISECONDS = 60_000;
const lastSweepAt = new WeakMap<AppDependencies['database'], number>();

/**
 * Expired keys are garbage only (the claim takes them over), so they are deleted at most once a
 * minute per process rather than on every request: one round trip less per booking.
 */
export async function sweepExpiredKeysNowAndThen(deps: AppDependencies, scope: string, now: Date) {
  const last = lastSweepAt.get(deps.database);
  if (last !== undefined && Math.abs(now.getTime() - last) < SWEEP_EVERY_MILLISECONDS) return;
  lastSweepAt.set(deps.database, now.getTime());
  await deleteExpiredIdempotencyKeys(deps.database.db, scope, expiryOfKeysAt(now));
}
