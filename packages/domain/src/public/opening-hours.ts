import { END_OF_DAY, parseRangeEnd } from '../availability/day-ranges';
import { WEEKDAY_NAMES } from '../schedules/schedule.schema';
import { formatWallTime, MINUTES_PER_DAY, parseWallTime, type WallTime } from '../time/zoned-time';

// The real opening hours of a space: for each weekday, the union of the active
// schedule ranges of its bookable services, whoever hosts them. A weekday without ranges is closed.

export type WeeklyRange = { dayOfWeek: number; startTime: WallTime; endTime: WallTime };
export type OpeningHoursDay = {
  dayOfWeek: number;
  dayName: string;
  ranges: { startTime: WallTime; endTime: WallTime }[];
};

/** 'Lunes' .. 'Domingo' for 1 .. 7. */
export function weekdayLabel(dayOfWeek: number): string {
  const label = WEEKDAY_NAMES[dayOfWeek];
  if (label === undefined) throw new RangeError(`Invalid dayOfWeek ${dayOfWeek}: expected 1..7`);
  return label;
}

/** Monday to Sunday, each with its ranges merged (overlapping or touching ranges become one). */
export function computeOpeningHours(ranges: readonly WeeklyRange[]): OpeningHoursDay[] {
  return [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => {
    const ofDay = ranges
      .filter((range) => range.dayOfWeek === dayOfWeek)
      .map((range) => ({ start: parseWallTime(range.startTime), end: parseRangeEnd(range.endTime) }))
      .filter((range) => range.end > range.start)
      .sort((first, second) => first.start - second.start);
    const merged: { start: number; end: number }[] = [];
    for (const range of ofDay) {
      const last = merged[merged.length - 1];
      if (last !== undefined && range.start <= last.end) last.end = Math.max(last.end, range.end);
      else merged.push({ ...range });
    }
    return {
      dayOfWeek,
      dayName: weekdayLabel(dayOfWeek),
      ranges: merged.map((range) => ({
        startTime: formatWallTime(range.start),
        endTime: range.end === MINUTES_PER_DAY ? END_OF_DAY : formatWallTime(range.end),
      })),
    };
  });
}
