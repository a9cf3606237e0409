import type { TimeRange } from '@citavet/domain/availability/time-range';
import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { bookingOverlaps } from './booking-overlap';
import type { Database, Transaction } from './database';
import { bookings, disabledDates } from './schema/bookings';

type Executor = Database | Transaction;
/** A value: a parameter (string) or, for a prepared statement's text, a placeholder or a column. */
type Operand = string | SQLWrapper;

// What the slot engine and every booking check need besides the schedules: which bookings and which
// disabled dates block a host. Written once here; the Drizzle reads below and the public booking's
// prepared statement (apps/api/.../public-booking-snapshot.repository.ts, whose text is rendered
// from these fragments at module load) both use them.

/**
 * The host's bookings that hold time in [from, to): non-cancelled, in any space. The range test is
 * the exclusion constraint's own expression, so PostgreSQL answers it from that GiST index (see
 * booking-overlap.ts); a booking being moved can be left out of its own way.
 */
export function hostBusyCondition(operands: {
  hostId: Operand;
  from: number | SQLWrapper;
  to: number | SQLWrapper;
  excludeBookingId?: Operand;
}): SQL {
  return and(
    sql`${bookings.hostId} = ${operands.hostId}`,
    sql`${bookings.status} <> 'CANCELLED'`,
    operands.excludeBookingId === undefined ? undefined : sql`${bookings.id} <> ${operands.excludeBookingId}`,
    bookingOverlaps(operands.from, operands.to),
  ) as SQL;
}

/** The space's own disabled dates plus the host's. */
export function disabledDatesConcerningCondition(spaceId: Operand, hostId: Operand): SQL {
  return sql`${disabledDates.spaceId} = ${spaceId} and (${disabledDates.scope} = 'SPACE' or ${disabledDates.hostId} = ${hostId})`;
}

/** What the engine reads of a disabled date (blockedRangeOf's StoredDisabledDate). */
export const DISABLED_DATE_COLUMNS = {
  isAllDay: disabledDates.isAllDay,
  startDay: disabledDates.startDay,
  endDay: disabledDates.endDay,
  startAt: disabledDates.startAt,
  endAt: disabledDates.endAt,
};

/**
 * The busy time of the host's non-cancelled bookings of every space overlapping the window (each
 * appointment with the buffers it was booked with): all of them hold time.
 */
export async function listHostBusyRanges(
  db: Executor,
  hostId: string,
  window: TimeRange,
  excludeBookingId?: string,
): Promise<TimeRange[]> {
  const rows = await db
    .select({ startAt: bookings.busyStartAt, endAt: bookings.busyEndAt })
    .from(bookings)
    .where(
      hostBusyCondition({
        hostId,
        from: window.startAt,
        to: window.endAt,
        excludeBookingId,
      }),
    );
  // The trigger citavet_booking_busy_range fills both on every write (bookings_busy_range_covers).
  return rows.map((row) => ({
    startAt: Number(row.startAt?.getTime()),
    endAt: Number(row.endAt?.getTime()),
  }));
}

/** The space's own disabled dates plus the host's; the blocked instants are resolved by the caller. */
export async function listDisabledDatesConcerning(db: Executor, spaceId: string, hostId: string) {
  return db
    .select(DISABLED_DATE_COLUMNS)
    .from(disabledDates)
    .where(disabledDatesConcerningCondition(spaceId, hostId));
}
export type DisabledDateRow = Awaited<ReturnType<typeof listDisabledDatesConcerning>>[number];
