import { writesInBatches } from '@citavet/db/batcher';
import type { DatabaseHandle } from '@citavet/db/database';
import type { BookingRow } from '../bookings.repository';
import { type StaffBookingWrite, writeStaffBookings } from './staff-booking-writes.repository';

// Staff bookings that arrive while another batch of them is being written go together, one call and
// one transaction per batch (decision 120, packages/db/src/batcher.ts), each write in its own
// subtransaction with its own outcome. A write that finds no batch running goes on the next turn of
// the event loop, so a lone booking waits for nothing.

/**
 * One batch at a time. With two, as the public page's batches run (decision 112), the four staff
 * writes of the bench at once went half alone and the rest by twos, and the CPU did not move; with
 * one, four in five went in batches (2.2 writes a call) and PostgreSQL's CPU per booking fell by a
 * quarter. The cost: a batch that waits on a lock (a booking of the same time not yet committed by
 * another request) holds this process's other staff bookings until that request commits, which a
 * front desk's pace makes rare.
 */
const MAX_IN_FLIGHT = 1;
/** A batch's writes hold their locks until its commit: a bound on how many wait on one slow write. */
const MAX_BATCH = 16;

/**
 * The booking as the API answers it, or the database's error for this write alone (a deadlock's
 * write sent once more).
 */
export const writeStaffBookingInBatch: (
  database: DatabaseHandle,
  write: StaffBookingWrite,
) => Promise<BookingRow> = writesInBatches({
  maxInFlight: MAX_IN_FLIGHT,
  maxBatch: MAX_BATCH,
  run: writeStaffBookings,
});
