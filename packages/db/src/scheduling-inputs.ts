import type { TimeRange } from '@citavet/domain/availability/time-range';
import { and, eq, ne, or } from 'drizzle-orm';
import { bookingOverlaps } from './booking-overlap';
import type { Database, Transaction } from './database';
import { bookings, disabledDates } from './schema/bookings';

type Executor = Database | Transaction;

// What the slot engine needs besides the schedules, read the same way by the agenda's availability
// and the public page: features may not import each other, so the queries live here once.

/** The host's non-cancelled bookings of every space overlapping the window: all of them hold time. */
export async function listHostBusyRanges(
  db: Executor,
  hostId: string,
  window: TimeRange,
): Promise<TimeRange[]> {
  const rows = await db
    .select({ startAt: bookings.startAt, endAt: bookings.endAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.hostId, hostId),
        ne(bookings.status, 'CANCELLED'),
        bookingOverlaps(window.startAt, window.endAt),
      ),
    );
  return rows.map((row) => ({ startAt: row.startAt.getTime(), endAt: row.endAt.getTime() }));
}

/** The space's own disabled dates plus the host's. */
export async function listDisabledDatesConcerning(db: Executor, spaceId: string, hostId: string) {
  return db
    .select({
      isAllDay: disabledDates.isAllDay,
      startDay: disabledDates.startDay,
      endDay: disabledDates.endDay,
      startAt: disabledDates.startAt,
      endAt: disabledDates.endAt,
    })
    .from(disabledDates)
    .where(
      and(
        eq(disabledDates.spaceId, spaceId),
        or(eq(disabledDates.scope, 'SPACE'), eq(disabledDates.hostId, hostId)),
      ),
    );
}
