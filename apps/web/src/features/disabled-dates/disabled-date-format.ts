import type { DisabledDate } from '@citavet/domain/disabled-dates/disabled-date.schema';
import { instantToZonedParts } from '@citavet/domain/time/zoned-time';

const LOCALE = 'es-ES';
const DAY_OPTIONS = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
const TIME_OPTIONS = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** A calendar day 'YYYY-MM-DD' as 'lun, 6 abr 2026', whatever the browser's zone. */
export function formatCalendarDay(day: string): string {
  // Noon UTC read in UTC names the same calendar day everywhere.
  return new Intl.DateTimeFormat(LOCALE, { ...DAY_OPTIONS, timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

function formatInstantDay(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE, { ...DAY_OPTIONS, timeZone }).format(instant);
}

function formatInstantTime(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE, { ...TIME_OPTIONS, timeZone }).format(instant);
}

/** An entry's range in pieces that each stay on one line: first day, last day, and the times. */
export interface DisabledDateRangeParts {
  start: string;
  /** Null for a one-day entry. */
  end: string | null;
  /** 'Todo el día', the times of a one-day entry, or empty when each end carries its own time. */
  times: string;
}

/**
 * The range of an entry in the space's zone: 'lun, 6 abr 2026 – mié, 8 abr 2026 · Todo el día',
 * 'lun, 6 abr 2026 · 09:00–13:00', or both ends with their times when a partial entry spans days.
 */
export function disabledDateRangeParts(entry: DisabledDate, timeZone: string): DisabledDateRangeParts {
  if (entry.isAllDay && entry.startDay && entry.endDay) {
    return {
      start: formatCalendarDay(entry.startDay),
      end: entry.startDay === entry.endDay ? null : formatCalendarDay(entry.endDay),
      times: 'Todo el día',
    };
  }
  const startAt = Date.parse(entry.startDate);
  const endAt = Date.parse(entry.endDate);
  const startTime = formatInstantTime(startAt, timeZone);
  const endTime = formatInstantTime(endAt, timeZone);
  if (instantToZonedParts(startAt, timeZone).date === instantToZonedParts(endAt, timeZone).date) {
    return { start: formatInstantDay(startAt, timeZone), end: null, times: `${startTime}–${endTime}` };
  }
  return {
    start: `${formatInstantDay(startAt, timeZone)} ${startTime}`,
    end: `${formatInstantDay(endAt, timeZone)} ${endTime}`,
    times: '',
  };
}

/** The range as one line of text. */
export function formatDisabledDateRange(entry: DisabledDate, timeZone: string): string {
  const { start, end, times } = disabledDateRangeParts(entry, timeZone);
  const days = end ? `${start} – ${end}` : start;
  return times ? `${days} · ${times}` : days;
}

/** Over once its last blocked instant has gone by. */
export function isPastDisabledDate(entry: DisabledDate, now: number): boolean {
  // A yearly closure comes back: it is never over.
  return !entry.isRecurring && Date.parse(entry.endDate) < now;
}

/** Today's date in the space's zone, 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  return instantToZonedParts(now, timeZone).date;
}

/** In the order they happen, whatever order they arrived in. */
export function sortByStart(entries: readonly DisabledDate[]): DisabledDate[] {
  return [...entries].sort((first, second) => Date.parse(first.startDate) - Date.parse(second.startDate));
}
