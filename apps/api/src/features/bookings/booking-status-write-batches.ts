import { writesInBatches } from '@citavet/db/batcher';
import type { DatabaseHandle } from '@citavet/db/database';
import type { StatusChangeWrite } from './booking-status-write.repository';
import { type ChangedColumns, writeStatusChanges } from './booking-status-writes.repository';

// Status changes that arrive while another batch of them is being written go together, one call and
// one transaction per batch (decision 121, packages/db/src/batcher.ts), each in its own
// subtransaction with its own outcome. A change that finds no batch running goes on the next turn of
// the event loop, so a lone change waits for nothing. One batch at a time, for the reason staff
// bookings have one (decision 120): with four changes at once, the concurrent transactions' waits and
// commits were a quarter of PostgreSQL's CPU per change.
const MAX_IN_FLIGHT = 1;
/** A batch's changes hold their row locks until its commit: a bound on how many wait on one slow one. */
const MAX_BATCH = 16;

/**
 * The booking's own columns as the change left them, null when it was no longer as read, or the
 * database's error for this change alone (a deadlock's change sent once more).
 */
export const writeStatusChangeInBatch: (
  database: DatabaseHandle,
  write: StatusChangeWrite,
) => Promise<ChangedColumns | null> = writesInBatches({
  maxInFlight: MAX_IN_FLIGHT,
  maxBatch: MAX_BATCH,
  run: writeStatusChanges,
});
