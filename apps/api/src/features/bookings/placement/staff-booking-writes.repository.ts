import {
  asBatchText,
  type BatchedWriteRow,
  type BatchOutcome,
  inLockOrder,
  outcomeOf,
  outcomesOfRows,
} from '@citavet/db/batcher';
import type { DatabaseHandle, PreparedStatement } from '@citavet/db/database';
import { queryPreparedRows } from '@citavet/db/prepared-rows';
import { STAFF_PATH_STATEMENTS } from '@citavet/db/statement-names';
import type { BookingRow } from '../bookings.repository';
import type { NewBooking } from './booking-placement.repository';
import {
  bookingRowOf,
  type StaffBookingParty,
  staffBookingValues,
  type WrittenJson,
  writeStaffBooking,
} from './staff-booking-write.repository';

// Staff bookings that arrive together, written in one call of citavet_staff_booking_writes (migration
// 0063, decision 120): one statement and one transaction for the batch, each write in its own
// subtransaction, so each keeps its own outcome, as the public page's batches do (decision 112).

export type StaffBookingWrite = {
  booking: Omit<NewBooking, 'clientId'>;
  party: StaffBookingParty;
};

/** Several writes in one call: the values of each as a JSON array of text, in the parameters' order. */
const WRITE_MANY: PreparedStatement = {
  name: STAFF_PATH_STATEMENTS.staffBookingWrites,
  text: `select ordinal, written, sql_state, constraint_name, message, detail
    from citavet_staff_booking_writes($1::jsonb) order by ordinal`,
};

type WrittenRow = BatchedWriteRow & {
  /** The statement's `row` column: the function answers that value alone. */
  written: WrittenJson['row'] | null;
};

/**
 * The writes, each answered with its booking as the API answers it or with the database's error for
 * that write alone. One write goes as the statement itself, without a function or a subtransaction:
 * its error is the driver's own.
 */
export async function writeStaffBookings(
  database: DatabaseHandle,
  writes: readonly StaffBookingWrite[],
): Promise<BatchOutcome<BookingRow>[]> {
  const [only] = writes;
  if (writes.length === 1 && only) {
    return [await outcomeOf(() => writeStaffBooking(database.db, only.booking, only.party))];
  }
  const sent = inLockOrder(writes, lockKeysOf);
  const payload = JSON.stringify(
    sent.map(({ write }) => staffBookingValues(write.booking, write.party).map(asBatchText)),
  );
  const rows = await queryPreparedRows<WrittenRow>(database.db, WRITE_MANY, [payload]);
  return outcomesOfRows(sent, rows, (row) =>
    row.written
      ? { isAnswered: true, value: bookingRowOf({ row: row.written }) }
      : { isAnswered: false, error: new Error('booking insert returned nothing') },
  );
}

/** By professional, then start, then e-mail: the rows a write waits on (its time, its client). */
function lockKeysOf(write: StaffBookingWrite): string[] {
  return [
    write.booking.hostId,
    String(write.booking.range.startAt).padStart(16, '0'),
    (write.booking.client.email ?? '').toLowerCase(),
  ];
}
