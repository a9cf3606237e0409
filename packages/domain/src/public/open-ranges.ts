import { dayRangeResolver, type SlotDateOverride, type SlotSchedule } from '../availability/day-ranges';
import { mergeRanges, subtractRanges, type TimeRange } from '../availability/time-range';
import {
  addDays,
  eachLocalDate,
  formatWallTime,
  type LocalDate,
  localDateToEpochDay,
  MINUTES_PER_DAY,
  startOfLocalDay,
  weekdayOf,
  zonedWallTimeToInstant,
} from '../time/zoned-time';

// When a clinic is open, as instants (docs/decisions/063-one-tap-booking-and-open-now.md):
// what 'Abierto ahora' answers. Each professional's day is the week's ranges of the bookable
// services they host unless a date override changes it (decision 047, the engine's own
// resolveDayRanges), minus their disabled time (holidays, the clinic's or their own); the clinic is
// open when any professional is. The directory stores these ranges for the next days as UTC instants,
// so its search compares `now` with them without converting zones or joining overrides per query.

/** How many local days, today included, a directory entry's open ranges cover (slack past midnight). */
export const OPEN_RANGE_DAYS = 3;

export type OpeningHost = {
  /** The active weekly ranges of the bookable services the professional hosts. */
  schedules: readonly SlotSchedule[];
  /** The date overrides concerning the professional: the clinic's and their own. */
  overrides: readonly SlotDateOverride[];
  /** Instants blocked by disabled dates concerning the professional. */
  blocked: readonly TimeRange[];
};

/**
 * The first instant the zone's wall clock shows `minutes` after midnight of `date` (or later, when a
 * spring-forward jump skips it); 1,440 is the next day's first instant.
 */
export function wallMinuteToInstant(date: LocalDate, minutes: number, timeZone: string): number {
  if (minutes >= MINUTES_PER_DAY) return startOfLocalDay(addDays(date, 1), timeZone);
  // A skipped wall time: the jump's instant is the first minute after it that exists.
  for (let minute = minutes; minute < MINUTES_PER_DAY; minute++) {
    const instant = zonedWallTimeToInstant(date, formatWallTime(minute), timeZone);
    if (instant !== null) return instant;
  }
  return startOfLocalDay(addDays(date, 1), timeZone);
}

/** The instants the clinic is open on the local dates [fromDate, toDate], sorted and merged. */
export function openInstantRanges(
  hosts: readonly OpeningHost[],
  timeZone: string,
  fromDate: LocalDate,
  toDate: LocalDate,
): TimeRange[] {
  const open: TimeRange[] = [];
  const dates = eachLocalDate(fromDate, toDate);
  for (const host of hosts) {
    const rangesOf = dayRangeResolver(host.schedules, host.overrides);
    for (const date of dates) {
      for (const range of rangesOf(localDateToEpochDay(date), weekdayOf(date), () => date)) {
        const interval = {
          startAt: wallMinuteToInstant(date, range.startMinutes, timeZone),
          endAt: wallMinuteToInstant(date, range.endMinutes, timeZone),
        };
        open.push(...subtractRanges(interval, host.blocked));
      }
    }
  }
  return mergeRanges(open);
}

/** Open at the instant: a range holds it (start included, end not). */
export function isOpenWithin(ranges: readonly TimeRange[], instant: number): boolean {
  return ranges.some((range) => instant >= range.startAt && instant < range.endAt);
}
