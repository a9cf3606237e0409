import { type LocalDate, MINUTES_PER_DAY, parseWallTime } from '../time/zoned-time';

// Which wall-clock ranges a local day opens, before any instant is worked out: the week's ranges of its
// weekday, unless a date override replaces them, plus the override's extra openings (decision 047).

/** 'HH:MM' from 00:00 to 23:59, or '24:00' for a range that runs to the end of the local day. */
export type RangeEndTime = string;

export const END_OF_DAY = '24:00';

/** Minutes since local midnight of a range end: 'HH:MM' or '24:00' (1440). */
export function parseRangeEnd(time: RangeEndTime): number {
  return time === END_OF_DAY ? MINUTES_PER_DAY : parseWallTime(time);
}

export type SlotSchedule = {
  id: string;
  /** 1 = Monday .. 7 = Sunday. */
  dayOfWeek: number;
  startTime: string;
  /** May be '24:00'. */
  endTime: RangeEndTime;
  isActive: boolean;
};

/**
 * A date's changed hours: ADD opens the range besides the week's hours (a Saturday campaign),
 * REPLACE stands instead of the week's hours of that date (24 December 09:00–13:00). A professional's
 * own REPLACE entries win over the space's; ADD entries of both apply.
 */
export type SlotDateOverride = {
  id: string;
  date: LocalDate;
  kind: 'ADD' | 'REPLACE';
  /** true: the professional's own entry; false: the whole space's. */
  isHostLevel: boolean;
  startTime: string;
  endTime: RangeEndTime;
};

export type DayRange = { scheduleId: string; startMinutes: number; endMinutes: number; isOverride: boolean };

export type DayRangeResolver = (epochDay: number, dayOfWeek: number, date: () => LocalDate) => DayRange[];

/** A resolver of each local day's ranges, the week's grouped once and overrides looked up by date. */
export function dayRangeResolver(
  schedules: readonly SlotSchedule[],
  overrides: readonly SlotDateOverride[] = [],
): DayRangeResolver {
  const byWeekday = groupActiveRangesByWeekday(schedules);
  if (overrides.length === 0) return (_day, dayOfWeek) => byWeekday[dayOfWeek - 1] ?? [];
  const overridesByDate = new Map<LocalDate, SlotDateOverride[]>();
  for (const override of overrides) {
    const list = overridesByDate.get(override.date);
    if (list === undefined) overridesByDate.set(override.date, [override]);
    else list.push(override);
  }
  return (_day, dayOfWeek, date) => {
    const weekly = byWeekday[dayOfWeek - 1] ?? [];
    const ofDate = overridesByDate.get(date());
    return ofDate === undefined ? weekly : resolveDayRanges(weekly, ofDate);
  };
}

/** The day's ranges given its weekly ranges and the overrides of that date. */
export function resolveDayRanges(
  weekly: readonly DayRange[],
  overrides: readonly SlotDateOverride[],
): DayRange[] {
  const replacing = overrides.filter((each) => each.kind === 'REPLACE');
  const hostReplacing = replacing.filter((each) => each.isHostLevel);
  const replacement = hostReplacing.length > 0 ? hostReplacing : replacing;
  const base = replacement.length > 0 ? replacement.map(overrideRange) : [...weekly];
  const added = overrides.filter((each) => each.kind === 'ADD').map(overrideRange);
  return [...base, ...added].filter((range) => range.endMinutes > range.startMinutes);
}

function overrideRange(override: SlotDateOverride): DayRange {
  return {
    scheduleId: override.id,
    startMinutes: parseWallTime(override.startTime),
    endMinutes: parseRangeEnd(override.endTime),
    isOverride: true,
  };
}

function groupActiveRangesByWeekday(schedules: readonly SlotSchedule[]): DayRange[][] {
  const byWeekday: DayRange[][] = [[], [], [], [], [], [], []];
  for (const schedule of schedules) {
    if (!schedule.isActive) continue;
    const ranges = Number.isInteger(schedule.dayOfWeek) ? byWeekday[schedule.dayOfWeek - 1] : undefined;
    if (ranges === undefined) {
      throw new RangeError(
        `Invalid dayOfWeek ${schedule.dayOfWeek} in schedule ${schedule.id}: expected 1..7`,
      );
    }
    const startMinutes = parseWallTime(schedule.startTime);
    const endMinutes = parseRangeEnd(schedule.endTime);
    if (endMinutes > startMinutes) {
      ranges.push({ scheduleId: schedule.id, startMinutes, endMinutes, isOverride: false });
    }
  }
  return byWeekday;
}
