import { addDays, isLocalDate, type LocalDate, startOfLocalDay } from '../time/zoned-time';
import { isEmptyRange, type TimeRange } from './time-range';

export type DisabledDateEntry = { isAllDay: boolean; startDate: string | Date; endDate: string | Date };

/**
 * The instants a disabled date blocks. All-day entries cover whole local days of the space (local 00:00
 * of the first date to local 24:00 of the last), read from the calendar-date part of each value, so an
 * entry stored as UTC midnight still blocks the clinic's day; partial-day entries are the instants given.
 */
export function resolveDisabledRange(entry: DisabledDateEntry, timeZone: string): TimeRange {
  if (entry.isAllDay) {
    return {
      startAt: startOfLocalDay(calendarDatePart(entry.startDate), timeZone),
      endAt: startOfLocalDay(addDays(calendarDatePart(entry.endDate), 1), timeZone),
    };
  }
  return { startAt: instantOf(entry.startDate), endAt: instantOf(entry.endDate) };
}

/** Blocked ranges of several entries; entries whose end is not after their start block nothing. */
export function resolveDisabledRanges(entries: readonly DisabledDateEntry[], timeZone: string): TimeRange[] {
  return entries
    .map((entry) => resolveDisabledRange(entry, timeZone))
    .filter((range) => !isEmptyRange(range));
}

const ISO_INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

function calendarDatePart(value: string | Date): LocalDate {
  const text = value instanceof Date ? isoStringOf(value) : value;
  const date = typeof text === 'string' ? text.slice(0, 10) : '';
  const rest = typeof text === 'string' ? text.slice(10) : '';
  if (!isLocalDate(date) || (rest !== '' && !/^[T ]/i.test(rest))) {
    throw new RangeError(`Invalid disabled date "${String(value)}": expected YYYY-MM-DD or an ISO date-time`);
  }
  return date;
}

function instantOf(value: string | Date): number {
  // An ISO string without an offset would be read in the process's zone, so it is refused.
  const instant =
    value instanceof Date
      ? value.getTime()
      : ISO_INSTANT_PATTERN.test(value)
        ? Date.parse(value)
        : Number.NaN;
  if (!Number.isFinite(instant)) {
    throw new RangeError(
      `Invalid disabled instant "${String(value)}": expected an ISO date-time with Z or an offset`,
    );
  }
  return instant;
}

function isoStringOf(value: Date): string {
  if (!Number.isFinite(value.getTime())) throw new RangeError('Invalid disabled date: the Date is invalid');
  return value.toISOString();
}
