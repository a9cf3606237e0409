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

/**
 * Services whose hours are not the clinic's opening hours: a 24-hour emergency rota would make every
 * day read '00:00 - 24:00' and the clinic 'Abierto ahora' at night, for consultations too.
 */
export const EMERGENCY_CATEGORIES: readonly string[] = ['emergencia'];

export const isEmergencyCategory = (category: string | null | undefined) =>
  category !== null && category !== undefined && EMERGENCY_CATEGORIES.includes(category);

/**
 * The ranges that make the clinic's opening hours: those of its consultations (every service not an
 * emergency), or the emergencies' when the clinic offers nothing else.
 */
export function consultationRanges<T extends { category: string | null }>(ranges: readonly T[]): T[] {
  const consultations = ranges.filter((range) => !isEmergencyCategory(range.category));
  return consultations.length > 0 ? consultations : [...ranges];
}

/**
 * Opening hours and, apart, the emergencies' hours: none when the clinic has no emergency service,
 * or when its emergencies already are its opening hours (it offers nothing else).
 */
export function splitOpeningHours(ranges: readonly (WeeklyRange & { category: string | null })[]): {
  openingHours: OpeningHoursDay[];
  emergencyHours: OpeningHoursDay[];
} {
  const consultations = consultationRanges(ranges);
  const emergencies = ranges.filter((range) => isEmergencyCategory(range.category));
  const isApart = consultations.length < ranges.length;
  return {
    openingHours: computeOpeningHours(consultations),
    emergencyHours: isApart && emergencies.length > 0 ? computeOpeningHours(emergencies) : [],
  };
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
