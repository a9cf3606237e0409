import { parseRangeEnd } from '../availability/day-ranges';
import {
  addDays,
  instantToZonedParts,
  isLocalDate,
  isWallTime,
  type LocalDate,
  MINUTES_PER_DAY,
  parseWallTime,
  startOfLocalDay,
  type WallTime,
  zonedWallTimeToInstant,
} from '../time/zoned-time';

// How booking times are read and judged. Instants with an offset are taken as they are; a date-time
// without an offset is clinic-local time, read in the space's zone. "Past" and
// "today" are the space's, never the server's or the browser's.

export type BookingDateTime =
  | { kind: 'instant'; epochMilliseconds: number }
  | { kind: 'local'; date: LocalDate; time: WallTime };

/** Years the API accepts: any appointment fits, and every zone computation stays in range. */
export const MIN_SUPPORTED_YEAR = 1900;
export const MAX_SUPPORTED_YEAR = 2999;

export function isSupportedDate(value: unknown): value is LocalDate {
  if (!isLocalDate(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= MIN_SUPPORTED_YEAR && year <= MAX_SUPPORTED_YEAR;
}

/** Minutes a staff booking made today may start before now. */
export const PAST_TOLERANCE_MINUTES = 5;

const DATE_TIME_PATTERN =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?$/i;

/**
 * Reads an ISO date-time to the minute: '2026-03-10T09:00:00.000Z', '2026-03-10T10:00+01:00' or
 * clinic-local '2026-03-10T09:00'. Seconds must be zero: appointments are booked to the minute.
 */
export function parseBookingDateTime(value: string): BookingDateTime | null {
  const match = DATE_TIME_PATTERN.exec(value.trim());
  if (match === null) return null;
  const [, date, time, seconds = '00', fraction = '0', offset] = match;
  if (!isSupportedDate(date) || !isWallTime(time)) return null;
  if (Number(seconds) !== 0 || Number(fraction) !== 0) return null;
  if (offset === undefined) return { kind: 'local', date, time };
  const epochMilliseconds = Date.parse(`${date}T${time}:00${offset.toUpperCase()}`);
  return Number.isFinite(epochMilliseconds) ? { kind: 'instant', epochMilliseconds } : null;
}

export function isBookingDateTime(value: string): boolean {
  return parseBookingDateTime(value) !== null;
}

/** The instant of a booking time; null for a local time a spring-forward jump skips. */
export function resolveBookingInstant(value: BookingDateTime, timeZone: string): number | null {
  return value.kind === 'instant'
    ? value.epochMilliseconds
    : zonedWallTimeToInstant(value.date, value.time, timeZone);
}

/**
 * Whether a start is in the past for the space: on an earlier local day, or earlier than now minus
 * the tolerance (which therefore never reaches back into yesterday).
 */
export function isInThePast(startAt: number, now: number, timeZone: string, toleranceMinutes = 0): boolean {
  const startDate = instantToZonedParts(startAt, timeZone).date;
  const today = instantToZonedParts(now, timeZone).date;
  if (startDate < today) return true;
  return startAt < now - toleranceMinutes * 60_000;
}

export type ScheduleRange = {
  id: string;
  /** 1 = Monday .. 7 = Sunday. */
  dayOfWeek: number;
  startTime: WallTime;
  endTime: WallTime;
  isActive: boolean;
};

export type ScheduleFit<T extends ScheduleRange> =
  | { kind: 'inside'; schedule: T }
  | { kind: 'no-schedule-that-day' }
  | { kind: 'outside'; rangesOfDay: T[] };

/**
 * Whether [startAt, endAt) lies inside one active range of the host for the local weekday of its
 * start, read on the space's wall clock (staff may book any start inside a range, not only the slot
 * grid). The preferred schedule wins when several ranges contain the booking.
 */
export function fitBookingInSchedules<T extends ScheduleRange>(input: {
  startAt: number;
  endAt: number;
  timeZone: string;
  schedules: readonly T[];
  preferredScheduleId?: string;
}): ScheduleFit<T> {
  const start = instantToZonedParts(input.startAt, input.timeZone);
  const end = instantToZonedParts(input.endAt, input.timeZone);
  const rangesOfDay = input.schedules
    .filter((schedule) => schedule.isActive && schedule.dayOfWeek === start.weekday)
    .sort((first, second) => parseWallTime(first.startTime) - parseWallTime(second.startTime));
  if (rangesOfDay.length === 0) return { kind: 'no-schedule-that-day' };
  // An appointment ending at the next day's 00:00 ends at 24:00 of its own day.
  const endMinutes =
    end.date === start.date
      ? end.minutesOfDay
      : end.date === addDays(start.date, 1) && end.minutesOfDay === 0
        ? MINUTES_PER_DAY
        : Number.POSITIVE_INFINITY;
  const containing = rangesOfDay.filter(
    (schedule) =>
      input.endAt > input.startAt &&
      start.minutesOfDay >= parseWallTime(schedule.startTime) &&
      endMinutes <= parseRangeEnd(schedule.endTime),
  );
  const chosen = containing.find((schedule) => schedule.id === input.preferredScheduleId) ?? containing[0];
  return chosen === undefined ? { kind: 'outside', rangesOfDay } : { kind: 'inside', schedule: chosen };
}

/** "09:00–13:00, 15:00–19:00", the way a day's ranges are quoted in messages. */
export function formatRanges(ranges: readonly { startTime: WallTime; endTime: WallTime }[]): string {
  return ranges.map((range) => `${range.startTime}–${range.endTime}`).join(', ');
}

const ISO_INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

/** A query bound: a calendar date of the space ('YYYY-MM-DD') or an ISO instant with an offset. */
export function isDateBound(value: string): boolean {
  if (!isSupportedDate(value.slice(0, 10))) return false;
  return isLocalDate(value) || (ISO_INSTANT_PATTERN.test(value) && Number.isFinite(Date.parse(value)));
}

/**
 * A range filter's bound as an instant. A date starts at local 00:00 (`from`) or includes the whole
 * local day (`to`, exclusive at the next local midnight); an instant `to` is included.
 */
export function resolveDateBound(value: string, timeZone: string, side: 'from' | 'to'): number {
  if (isLocalDate(value)) {
    return side === 'from' ? startOfLocalDay(value, timeZone) : startOfLocalDay(addDays(value, 1), timeZone);
  }
  const instant = Date.parse(value);
  if (!ISO_INSTANT_PATTERN.test(value) || !Number.isFinite(instant)) {
    throw new RangeError(`Invalid date bound "${value}": expected YYYY-MM-DD or an ISO instant`);
  }
  return side === 'from' ? instant : instant + 1;
}
