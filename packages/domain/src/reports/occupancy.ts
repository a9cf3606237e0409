import { computeSlots, type SlotSchedule } from '../availability/compute-slots';
import { intersectRanges, mergeRanges, type TimeRange } from '../availability/time-range';
import { MILLISECONDS_PER_MINUTE } from '../time/civil-calendar';
import { periodInstants, type ReportPeriod } from './report-period';

// Occupancy = booked minutes ÷ minutes the host's schedules offered in the period. "Offered" is
// asked of the one slot engine (computeSlots), never re-derived: the time its slots cover, with no
// bookings taken out (booked time is still offered time) and the disabled dates taken out. Notice
// and advance limits are about when a client may book, not about capacity, so they are lifted.

export type OfferedService = { id: string; duration: number; schedules: readonly SlotSchedule[] };

export type OfferedTimeInput = {
  timeZone: string;
  period: ReportPeriod;
  /** The host's services with that host's schedule ranges for each. */
  services: readonly OfferedService[];
  /** SPACE-scope plus this host's HOST-scope disabled dates, resolved to instants. */
  disabledRanges: readonly TimeRange[];
};

/** The instants the engine offers the host in the period, merged across services. */
export function offeredRanges(input: OfferedTimeInput): TimeRange[] {
  const period = periodInstants(input.period, input.timeZone);
  const covered: TimeRange[] = [];
  for (const service of input.services) {
    const slots = computeSlots({
      timeZone: input.timeZone,
      service: { id: service.id, duration: service.duration, minAdvanceBooking: 0, maxAdvanceBooking: null },
      schedules: service.schedules,
      bookings: [],
      disabledRanges: input.disabledRanges,
      now: period.startAt,
      fromDate: input.period.from,
      toDate: input.period.to,
    });
    for (const slot of slots) covered.push({ startAt: slot.startAt, endAt: slot.endAt });
  }
  return mergeRanges(covered).flatMap((range) => intersectRanges(range, period) ?? []);
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
