import { createHash } from 'node:crypto';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import {
  type OfferedTimeInput,
  offeredMinutesOfDates,
  offeredRangesByDate,
} from '@citavet/domain/reports/occupancy';
import { periodInstants } from '@citavet/domain/reports/report-period';
import { addDays, eachLocalDate, type LocalDate } from '@citavet/domain/time/zoned-time';
import { LRUCache } from 'lru-cache';

/**
 * Occupancy's offered minutes, memoised per host and clinic-local month in the API process
 * (decision 044). A month's entry is the slot engine's ranges per local date (domain
 * offeredRangesByDate); a period is read from the entries of the months it touches
 * (offeredMinutesOfDates), which the domain test shows equal to offeredMinutes.
 *
 * The key is a hash of everything the engine reads — zone, the host's services with durations and
 * schedule ranges, the host's and the space's disabled ranges — plus the month, so an entry can
 * never be stale: a changed schedule or disabled date is a new key. That is why this memo needs no
 * invalidation by the citavet_availability notifications (decision 012), which every booking write
 * also sends and which would otherwise empty it all day long; old keys just age out (LRU).
 */
export class OfferedMinutesMemo {
  private readonly months: LRUCache<string, Map<LocalDate, TimeRange[]>>;

  constructor(maxMonths = 4096) {
    this.months = new LRUCache({ max: maxMonths });
  }

  offeredMinutes(input: OfferedTimeInput): number {
    const dates = eachLocalDate(input.period.from, input.period.to);
    // One hash of the host's inputs per request; each month's key adds the month to it.
    const services = [...input.services]
      .map((service) => ({
        ...service,
        schedules: [...service.schedules].sort((a, b) => a.id.localeCompare(b.id)),
      }))
      .sort((a, b) => a.id.localeCompare(b.id));
    const disabledRanges = [...input.disabledRanges].sort(
      (a, b) => a.startAt - b.startAt || a.endAt - b.endAt,
    );
    const inputs = { timeZone: input.timeZone, period: input.period, services, disabledRanges };
    const inputKey = createHash('sha256')
      .update(JSON.stringify([input.timeZone, services, disabledRanges]))
      .digest('base64');
    const months = new Map<string, Map<LocalDate, TimeRange[]>>();
    for (const date of dates) {
      const month = date.slice(0, 7);
      if (!months.has(month)) months.set(month, this.monthOf(inputs, `${inputKey}:${month}`, month));
    }
    return offeredMinutesOfDates(
      (date) => months.get(date.slice(0, 7))?.get(date),
      dates,
      periodInstants(input.period, input.timeZone),
    );
  }

  private monthOf(input: OfferedTimeInput, key: string, month: string): Map<LocalDate, TimeRange[]> {
    const known = this.months.get(key);
    if (known) return known;
    const first = `${month}-01`;
    const last = addDays(addDays(first, 32).slice(0, 8).concat('01'), -1);
    const computed = offeredRangesByDate({ ...input, period: { from: first, to: last } });
    this.months.set(key, computed);
    return computed;
  }
}
