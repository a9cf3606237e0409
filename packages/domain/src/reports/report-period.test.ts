import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, eachLocalDate, weekdayOf } from '../time/zoned-time';
import {
  bucketStartOf,
  defaultGranularity,
  GRANULARITIES,
  listBuckets,
  nextBucketStart,
  periodInstants,
  periodLengthInDays,
  presetPeriod,
  previousPeriod,
  splitWholeMonths,
} from './report-period';

const anyDate = fc.integer({ min: 0, max: 3 * 366 }).map((day) => addDays('2024-01-01', day));
const anyPeriod = fc
  .tuple(anyDate, fc.integer({ min: 0, max: 120 }))
  .map(([from, length]) => ({ from, to: addDays(from, length) }));

describe('report buckets', () => {
  it('every local date of the period falls in exactly one listed bucket, the one bucketStartOf names', () => {
    fc.assert(
      fc.property(anyPeriod, fc.constantFrom(...GRANULARITIES), (period, granularity) => {
        const buckets = listBuckets(period, granularity);
        expect([...buckets].sort()).toEqual(buckets);
        expect(new Set(buckets).size).toBe(buckets.length);
        const listed = new Set(buckets);
        const used = new Set<string>();
        for (const date of eachLocalDate(period.from, period.to)) {
          const start = bucketStartOf(date, granularity);
          if (!listed.has(start) || !(start <= date && date < nextBucketStart(start, granularity))) {
            throw new Error(`${date} is not in its ${granularity} bucket ${start} of ${buckets.join(',')}`);
          }
          used.add(start);
        }
        // No bucket is listed that holds no date of the period.
        expect(used.size).toBe(buckets.length);
      }),
      { numRuns: 60 },
    );
  }, 30_000);

  it('weeks start on Monday and months on the 1st', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        expect(weekdayOf(bucketStartOf(date, 'week'))).toBe(1);
        expect(bucketStartOf(date, 'month')).toBe(`${date.slice(0, 7)}-01`);
        expect(nextBucketStart(bucketStartOf(date, 'month'), 'month').slice(8)).toBe('01');
      }),
    );
    expect(nextBucketStart('2024-12-01', 'month')).toBe('2025-01-01');
    expect(nextBucketStart('2024-02-01', 'month')).toBe('2024-03-01');
    expect(listBuckets({ from: '2026-11-26', to: '2026-12-02' }, 'week')).toEqual([
      '2026-11-23',
      '2026-11-30',
    ]);
  });

  it('the previous period has the same length and ends the day before', () => {
    fc.assert(
      fc.property(anyPeriod, (period) => {
        const previous = previousPeriod(period);
        expect(periodLengthInDays(previous)).toBe(periodLengthInDays(period));
        expect(addDays(previous.to, 1)).toBe(period.from);
      }),
    );
  });

  it('a DST week is still seven clinic-local days: 167 or 169 hours long in Santiago', () => {
    // Chile: clocks go back on 2026-04-05 (Sunday) and forward on 2026-09-06 (Sunday).
    const autumn = periodInstants({ from: '2026-03-30', to: '2026-04-05' }, 'America/Santiago');
    expect((autumn.endAt - autumn.startAt) / 3_600_000).toBe(169);
    const spring = periodInstants({ from: '2026-08-31', to: '2026-09-06' }, 'America/Santiago');
    expect((spring.endAt - spring.startAt) / 3_600_000).toBe(167);
    // A day starts at local midnight: 2026-03-02 00:00 in Santiago is 03:00 UTC.
    expect(
      new Date(periodInstants({ from: '2026-03-02', to: '2026-03-02' }, 'America/Santiago').startAt),
    ).toEqual(new Date('2026-03-02T03:00:00.000Z'));
  });

  it('charts read days up to two months, weeks up to a year, then months', () => {
    expect(defaultGranularity({ from: '2026-01-01', to: '2026-01-31' })).toBe('day');
    expect(defaultGranularity({ from: '2026-01-01', to: '2026-06-30' })).toBe('week');
    expect(defaultGranularity({ from: '2024-01-01', to: '2026-06-30' })).toBe('month');
  });
});

describe('period presets', () => {
  it('run up to the clinic-local today', () => {
    // 2026-11-26 is a Thursday.
    expect(presetPeriod('this-week', '2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-26' });
    expect(presetPeriod('this-month', '2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    expect(presetPeriod('last-30-days', '2026-11-26')).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(presetPeriod('last-90-days', '2026-11-26')).toEqual({ from: '2026-08-29', to: '2026-11-26' });
    expect(presetPeriod('this-year', '2026-11-26')).toEqual({ from: '2026-01-01', to: '2026-11-26' });
  });
});

describe('splitWholeMonths', () => {
  it('covers every day of the period exactly once with whole months and edge days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 500 }), (start, length) => {
        const period = { from: addDays('2025-01-01', start), to: addDays('2025-01-01', start + length) };
        const { months, days } = splitWholeMonths(period);
        const covered: string[] = days.flatMap((run) => eachLocalDate(run.from, run.to));
        if (months) {
          for (let month = months.first; month <= months.last; month = nextBucketStart(month, 'month')) {
            expect(month.endsWith('-01')).toBe(true);
            covered.push(...eachLocalDate(month, addDays(nextBucketStart(month, 'month'), -1)));
          }
        }
        expect(covered.sort()).toEqual(eachLocalDate(period.from, period.to));
      }),
      { numRuns: 300 },
    );
  });
});
