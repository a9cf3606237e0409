import { resolveDisabledRange } from '../availability/disabled-ranges';
import { rangesOverlap, type TimeRange } from '../availability/time-range';
import { addDays, localDateToEpochDay, zonedWallTimeToInstant } from '../time/zoned-time';
import {
  calendarDateOf,
  type DisabledDateInput,
  readPartialBound,
  START_BEFORE_END_MESSAGE,
} from './disabled-date.schema';

// Between the payload, the stored row and the blocked instants of a disabled date. Blocked ranges are
// always resolved by availability/disabled-ranges.ts, the engine's own reading of an entry.

export const SKIPPED_TIME_MESSAGE = 'Esa hora no existe en la zona horaria del espacio (cambio de horario)';

/** What is stored: local calendar days for all-day entries, instants otherwise. */
export type DisabledDateBounds =
  | { isAllDay: true; startDay: string; endDay: string }
  | { isAllDay: false; startAt: number; endAt: number };

export type BoundsResolution =
  | { isValid: true; bounds: DisabledDateBounds }
  | { isValid: false; field: string; message: string };

/** Reads a validated payload in the space's zone. */
export function resolveDisabledDateBounds(input: DisabledDateInput, timeZone: string): BoundsResolution {
  if (input.isAllDay) {
    const startDay = calendarDateOf(input.startDate);
    const endDay = calendarDateOf(input.endDate);
    if (startDay === null || endDay === null || startDay > endDay) {
      return { isValid: false, field: 'startDate', message: START_BEFORE_END_MESSAGE };
    }
    return { isValid: true, bounds: { isAllDay: true, startDay, endDay } };
  }
  const instants: number[] = [];
  for (const [value, time, field] of [
    [input.startDate, input.startTime, 'startDate'],
    [input.endDate, input.endTime, 'endDate'],
  ] as const) {
    const bound = readPartialBound(value, time);
    const instant =
      bound.kind === 'instant'
        ? bound.epochMilliseconds
        : bound.kind === 'local'
          ? zonedWallTimeToInstant(bound.date, bound.time, timeZone)
          : null;
    if (instant === null) return { isValid: false, field, message: SKIPPED_TIME_MESSAGE };
    instants.push(instant);
  }
  const [startAt = 0, endAt = 0] = instants;
  if (startAt >= endAt) return { isValid: false, field: 'startDate', message: START_BEFORE_END_MESSAGE };
  return { isValid: true, bounds: { isAllDay: false, startAt, endAt } };
}

/** A stored row as the engine's resolver reads it. */
export type StoredDisabledDate = {
  isAllDay: boolean;
  startDay: string | null;
  endDay: string | null;
  startAt: Date | null;
  endAt: Date | null;
  /** An all-day entry that comes back every year on the same month and days; absent is once. */
  isRecurring?: boolean;
  /** The services it closes; empty or absent closes every service. */
  serviceIds?: readonly string[] | null;
};

/**
 * Whether the entry closes the service. Without a service (the clinic as a whole) only an entry of
 * every service counts: a holiday of the consultations leaves the clinic open for its emergencies.
 */
export function closesService(entry: StoredDisabledDate, serviceId: string | undefined): boolean {
  const serviceIds = entry.serviceIds ?? [];
  if (serviceIds.length === 0) return true;
  return serviceId !== undefined && serviceIds.includes(serviceId);
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The instants an entry blocks that touch `window`. A yearly entry blocks its days in every year
 * from its own on (the same month and day, as many days long); a 29 February comes back only in
 * leap years.
 */
export function blockedRangesWithin(
  entry: StoredDisabledDate,
  timeZone: string,
  window: TimeRange,
): TimeRange[] {
  if (!(entry.isRecurring && entry.isAllDay && entry.startDay !== null && entry.endDay !== null)) {
    const range = blockedRangeOf(entry, timeZone);
    return rangesOverlap(range, window) ? [range] : [];
  }
  const { startDay, endDay } = entry;
  const firstYear = Number(startDay.slice(0, 4));
  const monthDay = startDay.slice(5);
  const length = localDateToEpochDay(endDay) - localDateToEpochDay(startDay);
  // A local day lies within 14 hours of the same UTC day; one year back holds an occurrence that
  // began in the previous year and runs into the window.
  const fromYear = Math.max(firstYear, new Date(window.startAt).getUTCFullYear() - 1);
  const toYear = Math.min(9999, new Date(window.endAt).getUTCFullYear() + 1);
  const ranges: TimeRange[] = [];
  for (let year = fromYear; year <= toYear; year += 1) {
    if (monthDay === '02-29' && !isLeapYear(year)) continue;
    const start = `${String(year).padStart(4, '0')}-${monthDay}`;
    const range = resolveDisabledRange(
      { isAllDay: true, startDate: start, endDate: addDays(start, length) },
      timeZone,
    );
    if (rangesOverlap(range, window)) ranges.push(range);
  }
  return ranges;
}

/** Whether the entry blocks any of `window`, whose bounds may be infinite (a list without dates). */
export function touchesWindow(entry: StoredDisabledDate, timeZone: string, window: TimeRange): boolean {
  const first = blockedRangeOf(entry, timeZone);
  if (!entry.isRecurring) return rangesOverlap(first, window);
  // A yearly entry comes back for ever: an open end always meets it once it has begun.
  if (!(first.startAt < window.endAt)) return false;
  if (!Number.isFinite(window.startAt) || !Number.isFinite(window.endAt)) return true;
  return blockedRangesWithin(entry, timeZone, window).length > 0;
}

/** The ranges the entries close for the service (or the clinic as a whole) within `window`. */
export function disabledRangesFor(
  entries: readonly StoredDisabledDate[],
  scope: { timeZone: string; window: TimeRange; serviceId?: string | undefined },
): TimeRange[] {
  return entries
    .filter((entry) => closesService(entry, scope.serviceId))
    .flatMap((entry) => blockedRangesWithin(entry, scope.timeZone, scope.window));
}

/** The instants an entry blocks, [startAt, endAt): whole local days for all-day entries. */
export function blockedRangeOf(entry: StoredDisabledDate, timeZone: string): TimeRange {
  if (entry.isAllDay && entry.startDay !== null && entry.endDay !== null) {
    return resolveDisabledRange(
      { isAllDay: true, startDate: entry.startDay, endDate: entry.endDay },
      timeZone,
    );
  }
  if (!entry.isAllDay && entry.startAt !== null && entry.endAt !== null) {
    return resolveDisabledRange(
      { isAllDay: false, startDate: entry.startAt, endDate: entry.endAt },
      timeZone,
    );
  }
  throw new RangeError('Disabled date row without bounds');
}

/**
 * The ISO bounds shown for an entry: for all-day entries local 00:00 of the first day and the last
 * millisecond of the last day in the space's zone (the spec's 00:00–23:59:59.999 window, but local).
 */
export function displayWindowOf(entry: StoredDisabledDate, timeZone: string) {
  const range = blockedRangeOf(entry, timeZone);
  return {
    startDate: new Date(range.startAt).toISOString(),
    endDate: new Date(entry.isAllDay ? range.endAt - 1 : range.endAt).toISOString(),
  };
}

/** The first entry closing the service (or the clinic as a whole) for any part of [startAt, endAt). */
export function findBlockingEntry<T extends StoredDisabledDate>(
  entries: readonly T[],
  range: TimeRange,
  timeZone: string,
  serviceId?: string,
): T | undefined {
  return entries.find(
    (entry) => closesService(entry, serviceId) && blockedRangesWithin(entry, timeZone, range).length > 0,
  );
}

/** The first entry whose blocked ranges contain the instant. */
export function findEntryAt<T extends StoredDisabledDate>(
  entries: readonly T[],
  instant: number,
  timeZone: string,
  serviceId?: string,
): T | undefined {
  return findBlockingEntry(entries, { startAt: instant, endAt: instant + 1 }, timeZone, serviceId);
}
