import { civilFromDays, daysFromCivil } from '../time/civil-calendar';
import {
  addDays,
  epochDayToLocalDate,
  type LocalDate,
  localDateToEpochDay,
  startOfLocalDay,
  weekdayOf,
} from '../time/zoned-time';

// A report period is a run of clinic-local calendar days, both ends included (the API's `from`,
// `to`). Everything about it is worked out on local dates, never on UTC days: a booking at 23:30
// in Santiago counts on that local day, and a DST week still has seven local days.

export const GRANULARITIES = ['day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

export type ReportPeriod = { from: LocalDate; to: LocalDate };

/** The instants [startAt, endAt) of the period's local days in the space's zone. */
export function periodInstants(period: ReportPeriod, timeZone: string): { startAt: number; endAt: number } {
  return {
    startAt: startOfLocalDay(period.from, timeZone),
    endAt: startOfLocalDay(addDays(period.to, 1), timeZone),
  };
}

export function periodLengthInDays(period: ReportPeriod): number {
  return localDateToEpochDay(period.to) - localDateToEpochDay(period.from) + 1;
}

/** The same number of days just before the period: what the ▲/▼ comparison reads. */
export function previousPeriod(period: ReportPeriod): ReportPeriod {
  const length = periodLengthInDays(period);
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/** The first local date of the bucket holding `date`: itself, its week's Monday, its month's 1st. */
export function bucketStartOf(date: LocalDate, granularity: Granularity): LocalDate {
  if (granularity === 'day') return date;
  if (granularity === 'week') return addDays(date, 1 - weekdayOf(date));
  return `${date.slice(0, 8)}01`;
}

/** The bucket after the one starting at `start`. */
export function nextBucketStart(start: LocalDate, granularity: Granularity): LocalDate {
  if (granularity === 'day') return addDays(start, 1);
  if (granularity === 'week') return addDays(start, 7);
  const { year, month } = civilFromDays(localDateToEpochDay(start));
  return epochDayToLocalDate(
    month === 12 ? daysFromCivil(year + 1, 1, 1) : daysFromCivil(year, month + 1, 1),
  );
}

/**
 * Every bucket touching the period, in order, each with its first local date (`start`, possibly
 * before `from` for a partial first week or month) — empty buckets included, so a chart has no gaps.
 */
export function listBuckets(period: ReportPeriod, granularity: Granularity): LocalDate[] {
  const starts: LocalDate[] = [];
  for (
    let start = bucketStartOf(period.from, granularity);
    start <= period.to;
    start = nextBucketStart(start, granularity)
  ) {
    starts.push(start);
  }
  return starts;
}

/** The granularity a chart of the period reads best at: days up to two months, weeks up to a year. */
export function defaultGranularity(period: ReportPeriod): Granularity {
  const length = periodLengthInDays(period);
  if (length <= 62) return 'day';
  if (length <= 366) return 'week';
  return 'month';
}

export const PERIOD_PRESETS = [
  'this-week',
  'this-month',
  'last-30-days',
  'last-90-days',
  'this-year',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const PERIOD_PRESET_LABELS: Record<PeriodPreset, string> = {
  'this-week': 'Esta semana',
  'this-month': 'Este mes',
  'last-30-days': 'Últimos 30 días',
  'last-90-days': 'Últimos 90 días',
  'this-year': 'Este año',
};

/** A preset's period up to `today` (the clinic's local date), so it compares like for like. */
export function presetPeriod(preset: PeriodPreset, today: LocalDate): ReportPeriod {
  switch (preset) {
    case 'this-week':
      return { from: bucketStartOf(today, 'week'), to: today };
    case 'this-month':
      return { from: bucketStartOf(today, 'month'), to: today };
    case 'last-30-days':
      return { from: addDays(today, -29), to: today };
    case 'last-90-days':
      return { from: addDays(today, -89), to: today };
    case 'this-year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/**
 * The period as whole calendar months plus the days at its edges, for the month roll-ups:
 * `months` names the first day of the first and of the last whole month (null when none fits),
 * `days` the runs of days outside them (0 to 2 runs). Together they are the period's days, once.
 */
export function splitWholeMonths(period: ReportPeriod): {
  months: { first: LocalDate; last: LocalDate } | null;
  days: ReportPeriod[];
} {
  const firstWhole =
    period.from === bucketStartOf(period.from, 'month') ? period.from : nextBucketStart(period.from, 'month');
  const afterLastWhole = bucketStartOf(addDays(period.to, 1), 'month');
  if (firstWhole >= afterLastWhole) return { months: null, days: [period] };
  const days: ReportPeriod[] = [];
  if (period.from < firstWhole) days.push({ from: period.from, to: addDays(firstWhole, -1) });
  if (afterLastWhole <= period.to) days.push({ from: afterLastWhole, to: period.to });
  return {
    months: { first: firstWhole, last: bucketStartOf(addDays(afterLastWhole, -1), 'month') },
    days,
  };
}
