import { resolveDisabledRange } from '../availability/disabled-ranges';
import { rangesOverlap, type TimeRange } from '../availability/time-range';
import { zonedWallTimeToInstant } from '../time/zoned-time';
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
};

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

/** The first entry blocking any part of [startAt, endAt). */
export function findBlockingEntry<T extends StoredDisabledDate>(
  entries: readonly T[],
  range: TimeRange,
  timeZone: string,
): T | undefined {
  return entries.find((entry) => rangesOverlap(blockedRangeOf(entry, timeZone), range));
}

/** The first entry whose blocked range contains the instant. */
export function findEntryAt<T extends StoredDisabledDate>(
  entries: readonly T[],
  instant: number,
  timeZone: string,
): T | undefined {
  return findBlockingEntry(entries, { startAt: instant, endAt: instant + 1 }, timeZone);
}
