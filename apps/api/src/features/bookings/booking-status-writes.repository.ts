import {
  asBatchText,
  type BatchedWriteRow,
  type BatchOutcome,
  inLockOrder,
  outcomeOf,
  outcomesOfRows,
} from '@citavet/db/batcher';
import type { DatabaseHandle, PreparedStatement } from '@citavet/db/database';
import { STAFF_PATH_STATEMENTS } from '@citavet/db/statement-names';
import {
  type StatusChangeWrite,
  statusChangeValues,
  writeStatusChange,
} from './booking-status-write.repository';
import { type OwnColumnsRaw, ownColumnsOf } from './bookings.repository';

// Status changes that arrive together, written in one call of citavet_status_change_writes (migration
// 0064, decision 121): one statement and one transaction for the batch, each change in its own
// subtransaction, so each keeps its own outcome, as staff bookings do (decision 120).

/** The booking's own columns as a change left them. */
export type ChangedColumns = ReturnType<typeof ownColumnsOf>;

/** Several changes in one call: the values of each as a JSON array of text, in the parameters' order. */
const WRITE_MANY: PreparedStatement = {
  name: STAFF_PATH_STATEMENTS.statusChangeWrites,
  // As the change alone (its statement is the function's body): every part is found by primary key.
  isGenericPlan: true,
  text: `select ordinal, moved, sql_state, constraint_name, message, detail
    from citavet_status_change_writes($1::jsonb) order by ordinal`,
};

type ChangedRow = BatchedWriteRow & { moved: OwnColumnsRaw | null };

/**
 * The changes, each answered with the booking's own columns as it left them, null when the booking
 * was no longer as read (nothing written), or the database's error for that change alone. One change
 * goes as the statement itself, without a function or a subtransaction: its error is the driver's own.
 */
export async function writeStatusChanges(
  database: DatabaseHandle,
  writes: readonly StatusChangeWrite[],
): Promise<BatchOutcome<ChangedColumns | null>[]> {
  const [only] = writes;
  if (writes.length === 1 && only) {
    return [await outcomeOf(() => writeStatusChange(database, only))];
  }
  // Each change locks its booking's row first: by booking, so that two batches never wait in a cycle.
  const sent = inLockOrder(writes, (write) => [write.bookingId]);
  const payload = JSON.stringify(sent.map(({ write }) => statusChangeValues(write).map(asBatchText)));
  const rows = await database.run<ChangedRow>(WRITE_MANY, [payload]);
  return outcomesOfRows(sent, rows, (row) => ({
    isAnswered: true,
    value: row.moved ? ownColumnsOf(row.moved) : null,
  }));
}
