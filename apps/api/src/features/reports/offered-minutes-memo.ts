import { createHash } from 'node:crypto';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import {
  type OfferedTimeInput,
  offeredMinutesOfDates,
  offeredRangesByDate,
} from '@citavet/domain/reports/occupancy';
import { periodInstants } from '@citavet/domain/reports/report-period';
import { addDays, eachLocalDate, type LocalDate } from '@citavet/domain/time/zoned-time';

const DAY = 86_400_000;

/**
 * Occupancy's offered minutes, memoised per host and clinic-local month in the API process
 * (decision 044). A month's entry is the slot engine's ranges per local date (domain
 * offeredRangesByDate); a period is read from the entries of the months it touches
 * (offeredMinutesOfDates), which the domain test shows equal to offeredMinutes.
 *
 * The key is a hash of everything the engine reads for that month — zone, the host's services with
 * durations and schedule ranges, the disabled ranges near the month — so an entry can never be
 * stale: a changed schedule or disabled date is a new key. That is why this memo needs no
 * invalidation by the citavet_availability notifications (decision 012), which every booking write
 * also sends and which would otherwise empty it all day long; old keys just age out (LRU).
 */
export class OfferedMinutesMemo {
  private readonly months = new Map<string, Map<LocalDate, TimeRange[]>>();

  constructor(private readonly maxMonths = 4096) {}

  offeredMinutes(input: OfferedTimeInput): number {
    const dates = eachLocalDate(input.period.from, input.period.to);
    const months = new Map<string, Map<LocalDate, TimeRange[]>>();
    for (const date of dates) {
      const month = date.slice(0, 7);
      if (!months.has(month)) months.set(month, this.monthOf(input, month));
    }
    return offeredMinutesOfDates(
      (date) => months.get(date.slice(0, 7))?.get(date),
      dates,
      periodInstants(input.period, input.timeZone),
    );
  }

  private monthOf(input: OfferedTimeInput, month: string): Map<LocalDate, TimeRange[]> {
    const first = `${month}-01`;
    const last = addDays(addDays(first, 32).slice(0, 8).concat('01'), -1);
    const instants = periodInstants({ from: first, to: last }, input.timeZone);
    // A slot of the month's dates lies within its instants plus a day (a range run on past 24:00).
    const disabledRanges = input.disabledRanges.filter(
      (range) => range.endAt > instants.startAt - DAY && range.startAt < instants.endAt + 2 * DAY,
    );
    const services = [...input.services]
      .map((service) => ({
        ...service,
        schedules: [...service.schedules].sort((a, b) => a.id.localeCompare(b.id)),
      }))
      .sort((a, b) => a.id.localeCompare(b.id));
    const key = createHash('sha256')
      .update(JSON.stringify([input.timeZone, month, services, disabledRanges]))
      .digest('base64');
    const known = this.months.get(key);
    if (known) {
      this.months.delete(key);
      this.months.set(key, known);
      return known;
    }
    const computed = offeredRangesByDate({
      timeZone: input.timeZone,
      period: { from: first, to: last },
      services,
      disabledRanges,
    });
    this.months.set(key, computed);
    if (this.months.size > this.maxMonths) {
      const oldest = this.months.keys().next().value;
      if (oldest !== undefined) this.months.delete(oldest);
    }
    return computed;
  }
}
