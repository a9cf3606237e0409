import { writesInBatches } from '@citavet/db/batcher';
import type { DatabaseHandle } from '@citavet/db/database';
import { type PublicBookingWrite, writePublicBookings } from './public-booking-write.repository';

// Public bookings that arrive while the database is busy are written together, one statement and one
// transaction per batch (decision 112, packages/db/src/batcher.ts). Each keeps its own outcome:
// written, the key held by another request, or its own error (an overlap, a cap), exactly as when it
// went alone.

/**
 * Two batches at once: on the two cores a server has, one batch runs while the next one's writes
 * gather. With more, the writes would spread over more, smaller batches and each pay the commit
 * alone again; with one, a batch waiting on a lock (a concurrent write of the same time) would hold
 * every other public booking.
 */
const MAX_IN_FLIGHT = 2;
/** A batch's writes hold their locks until its commit: a bound on how many wait on one slow write. */
const MAX_BATCH = 16;

/**
 * True when written; false when another request holds the key (nothing was written). Two batches can
 * take the same rows' locks in opposite orders (two retries of one key, one client's e-mail in both);
 * PostgreSQL then fails one write with a deadlock (40P01), which undid that write alone: it is sent
 * once more.
 */
export const writePublicBooking: (database: DatabaseHandle, write: PublicBookingWrite) => Promise<boolean> =
  writesInBatches({ maxInFlight: MAX_IN_FLIGHT, maxBatch: MAX_BATCH, run: writePublicBookings });
