import type { TimeRange } from '../availability/time-range';
import { addMonths, type CalendarMonth, firstDayOfMonth } from '../time/calendar-month';
import { instantToZonedParts, startOfLocalDay } from '../time/zoned-time';

// The month the monthly appointment limit counts: a calendar month on the clinic's wall clock.
// Its instants are [local 00:00 of the 1st, local 00:00 of the next 1st): a DST change inside the
// month makes it an hour longer or shorter, never moves an appointment into the wrong month.

/** `YYYY-MM` of the instant on the clinic's wall clock. */
export function localMonthOf(instant: number, timeZone: string): CalendarMonth {
  return instantToZonedParts(instant, timeZone).date.slice(0, 7);
}

export function monthInstants(month: CalendarMonth, timeZone: string): TimeRange {
  return {
    startAt: startOfLocalDay(firstDayOfMonth(month), timeZone),
    endAt: startOfLocalDay(firstDayOfMonth(addMonths(month, 1)), timeZone),
  };
}

/** The month window of the instant: the appointments counted with one starting then. */
export function monthWindowAround(instant: number, timeZone: string): TimeRange & { month: CalendarMonth } {
  const month = localMonthOf(instant, timeZone);
  return { month, ...monthInstants(month, timeZone) };
}
