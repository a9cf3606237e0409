import { computeSlots, type SlotSchedule } from '../availability/compute-slots';
import { intersectRanges, mergeRanges, type TimeRange } from '../availability/time-range';
import { MILLISECONDS_PER_MINUTE } from '../time/civil-calendar';
import type { LocalDate } from '../time/zoned-time';
import { periodInstants, type ReportPeriod } from './report-period';

// Occupancy = booked minutes ÷ minutes the host's schedules offered in the period. "Offered" is
// asked of the one slot engine (computeSlots), never re-derived: the time its slots cover, with no
// bookings taken out (booked time is still offered time) and the disabled dates taken out. Notice
// and advance limits are about when a client may book, not about capacity, so they are lifted.

/**
 * Services counted apart from occupancy: an emergency service is open to be ready, not to be
 * filled, so a 24-hour emergency rota would make every clinic read '0,3 %'. Its schedules are not
 * offered time and its bookings not booked time, unless the report is of that service alone.
 */
export const OCCUPANCY_EXCLUDED_CATEGORIES = ['emergencia'] as const;

export type OfferedService = {
  id: string;
  duration: number;
  schedules: readonly SlotSchedule[];
  /** Closures of this service alone (a holiday of the consultations), on top of the host's. */
  disabledRanges?: readonly TimeRange[];
};

export type OfferedTimeInput = {
  timeZone: string;
  period: ReportPeriod;
  /** The host's services with that host's schedule ranges for each. */
  services: readonly OfferedService[];
  /** SPACE-scope plus this host's HOST-scope disabled dates of every service, resolved to instants. */
  disabledRanges: readonly TimeRange[];
};

/** The engine's slots of one service over the period, as a client with no notice limits sees them. */
function engineSlots(input: OfferedTimeInput, service: OfferedTimeInput['services'][number], now: number) {
  return computeSlots({
    timeZone: input.timeZone,
    service: { id: service.id, duration: service.duration, minAdvanceBooking: 0, maxAdvanceBooking: null },
    schedules: service.schedules,
    bookings: [],
    disabledRanges: [...input.disabledRanges, ...(service.disabledRanges ?? [])],
    now,
    fromDate: input.period.from,
    toDate: input.period.to,
  });
}

/** The instants the engine offers the host in the period, merged across services. */
export function offeredRanges(input: OfferedTimeInput): TimeRange[] {
  const period = periodInstants(input.period, input.timeZone);
  const covered: TimeRange[] = [];
  for (const service of input.services) {
    const slots = engineSlots(input, service, period.startAt);
    for (const slot of slots) covered.push({ startAt: slot.startAt, endAt: slot.endAt });
  }
  return mergeRanges(covered).flatMap((range) => intersectRanges(range, period) ?? []);
}

/**
 * The same slots grouped by the local date each was made for (the engine's `slot.date`), merged per
 * date and not cut at the period's end: a month's dates can be memoised and any period read from
 * them with offeredMinutesOfDates, which gives exactly offeredMinutes.
 */
export function offeredRangesByDate(input: OfferedTimeInput): Map<LocalDate, TimeRange[]> {
  const period = periodInstants(input.period, input.timeZone);
  const byDate = new Map<LocalDate, TimeRange[]>();
  for (const service of input.services) {
    const slots = engineSlots(input, service, period.startAt);
    for (const slot of slots) {
      const ranges = byDate.get(slot.date) ?? [];
      ranges.push({ startAt: slot.startAt, endAt: slot.endAt });
      byDate.set(slot.date, ranges);
    }
  }
  for (const [date, ranges] of byDate) byDate.set(date, mergeRanges(ranges));
  return byDate;
}

/** Offered minutes of a period from the ranges of its dates (offeredRangesByDate of any cut). */
export function offeredMinutesOfDates(
  rangesOfDate: (date: LocalDate) => readonly TimeRange[] | undefined,
  dates: readonly LocalDate[],
  period: { startAt: number; endAt: number },
): number {
  const covered = dates.flatMap((date) => rangesOfDate(date) ?? []);
  return minutesOf(mergeRanges(covered).flatMap((range) => intersectRanges(range, period) ?? []));
}

export function minutesOf(ranges: readonly TimeRange[]): number {
  let total = 0;
  for (const range of ranges) total += range.endAt - range.startAt;
  return total / MILLISECONDS_PER_MINUTE;
}

export function offeredMinutes(input: OfferedTimeInput): number {
  return minutesOf(offeredRanges(input));
}

/** Booked ÷ offered (0..1 and above when booked outside the schedules), or null when nothing was offered. */
export function occupancyRate(bookedMinutes: number, offered: number): number | null {
  return offered > 0 ? bookedMinutes / offered : null;
}
