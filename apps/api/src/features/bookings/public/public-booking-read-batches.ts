import { batcherPerOwner, createBatcher } from '@citavet/db/batcher';
import type { DatabaseHandle } from '@citavet/db/database';
import {
  type PublicBookingRead,
  readPublicBookings,
  type SnapshotRequest,
} from './public-booking-snapshot.repository';

// The reads of public bookings that arrive while the database is busy go together, as their writes
// do (decision 118): one statement per batch, each read answered in its own row. The batcher is the
// writes' one (packages/db/src/batcher.ts): a read finding a free place goes out on the next
// turn of the event loop with whatever else arrived in that turn, so an idle server adds no wait.

/** As for the writes: one batch runs on each of a server's two cores while the next one gathers. */
const MAX_IN_FLIGHT = 2;
/** A read takes ~0.2 ms of PostgreSQL: a batch this size still answers well within a millisecond or two. */
const MAX_BATCH = 16;

const batcherOf = batcherPerOwner((database: DatabaseHandle) =>
  createBatcher<SnapshotRequest, PublicBookingRead>({
    maxInFlight: MAX_IN_FLIGHT,
    maxBatch: MAX_BATCH,
    run: async (requests) =>
      (await readPublicBookings(database, requests)).map((value) => ({ isAnswered: true, value })),
  }),
);

/** readPublicBooking, read together with the other public bookings' reads waiting at the time. */
export function readPublicBookingTogether(
  database: DatabaseHandle,
  request: SnapshotRequest,
): Promise<PublicBookingRead> {
  return batcherOf(database).submit(request);
}
