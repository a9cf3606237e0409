import {
  civilFromDays,
  daysFromCivil,
  daysInMonth,
  MILLISECONDS_PER_DAY,
  MILLISECONDS_PER_MINUTE,
  weekdayOfEpochDay,
} from './civil-calendar';
import {
  assertValidTimeZone,
  buildOffsetTimeline,
  firstInstantAtOrAfterWall,
  instantToWallMilliseconds,
  MAXIMUM_OFFSET_MILLISECONDS,
  wallToInstant,
} from './zone-offset';

/** A calendar date in some zone, 'YYYY-MM-DD'. */
export type LocalDate = string;
/** A wall-clock time of day, 'HH:MM' (00:00..23:59). */
export type WallTime = string;

export type ZonedParts = {
  date: LocalDate;
  time: WallTime;
  /** 1 = Monday .. 7 = Sunday. */
  weekday: number;
  /** Minutes since local midnight as read on the wall clock (not elapsed time on DST days). */
  minutesOfDay: number;
};

export const MINUTES_PER_DAY = 1_440;

// Four-digit years only: Intl prints years before 1 CE era-relative, and the API speaks 'YYYY-MM-DD'.
const MINIMUM_YEAR = 1000;
const MAXIMUM_YEAR = 9999;
const MINIMUM_EPOCH_DAY = daysFromCivil(MINIMUM_YEAR, 1, 1);
const MAXIMUM_EPOCH_DAY = daysFromCivil(MAXIMUM_YEAR, 12, 31);
const LOCAL_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isValidTimeZone(timeZone: string): boolean {
  try {
    assertValidTimeZone(timeZone);
    return true;
  } catch {
    return false;
  }
}

export function isLocalDate(value: unknown): value is LocalDate {
  if (typeof value !== 'string') return false;
  const match = LOCAL_DATE_PATTERN.exec(value);
  if (match === null) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return year >= MINIMUM_YEAR && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function isWallTime(value: unknown): value is WallTime {
  return typeof value === 'string' && WALL_TIME_PATTERN.test(value);
}

/** Days since 1970-01-01 of a local date. */
export function localDateToEpochDay(date: LocalDate): number {
  if (!isLocalDate(date)) {
    throw new RangeError(
      `Invalid local date "${String(date)}": expected an existing date as YYYY-MM-DD (years 1000-9999)`,
    );
  }
  return daysFromCivil(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
}

export function epochDayToLocalDate(epochDay: number): LocalDate {
  if (!Number.isInteger(epochDay) || epochDay < MINIMUM_EPOCH_DAY || epochDay > MAXIMUM_EPOCH_DAY) {
    throw new RangeError(`Day ${epochDay} is outside the supported years ${MINIMUM_YEAR}-${MAXIMUM_YEAR}`);
  }
  const { year, month, day } = civilFromDays(epochDay);
  return `${year}-${padTwo(month)}-${padTwo(day)}`;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  if (!Number.isInteger(days)) throw new RangeError(`Invalid day count ${days}: expected an integer`);
  return epochDayToLocalDate(localDateToEpochDay(date) + days);
}

/** 1 = Monday .. 7 = Sunday. */
export function weekdayOf(date: LocalDate): number {
  return weekdayOfEpochDay(localDateToEpochDay(date));
}

/** Every date from `from` to `to`, both included; empty when `to` is before `from`. */
export function eachLocalDate(from: LocalDate, to: LocalDate): LocalDate[] {
  const first = localDateToEpochDay(from);
  const last = localDateToEpochDay(to);
  const dates: LocalDate[] = [];
  for (let epochDay = first; epochDay <= last; epochDay++) dates.push(epochDayToLocalDate(epochDay));
  return dates;
}

/** Minutes since midnight of an 'HH:MM' wall time. */
export function parseWallTime(time: WallTime): number {
  const match = typeof time === 'string' ? WALL_TIME_PATTERN.exec(time) : null;
  if (match === null) {
    throw new RangeError(`Invalid wall time "${String(time)}": expected HH:MM between 00:00 and 23:59`);
  }
  return Number(match[1]) * 60 + Number(match[2]);
}

export function formatWallTime(minutes: number): WallTime {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= MINUTES_PER_DAY) {
    throw new RangeError(`Invalid minutes of day ${minutes}: expected an integer from 0 to 1439`);
  }
  return `${padTwo(Math.floor(minutes / 60))}:${padTwo(minutes % 60)}`;
}

/**
 * The instant a wall clock in the zone shows `time` on `date`: null when that time is skipped by a
 * spring-forward jump, the earlier instant when a fall-back makes it happen twice.
 */
export function zonedWallTimeToInstant(date: LocalDate, time: WallTime, timeZone: string): number | null {
  const wall =
    localDateToEpochDay(date) * MILLISECONDS_PER_DAY + parseWallTime(time) * MILLISECONDS_PER_MINUTE;
  assertValidTimeZone(timeZone);
  return wallToInstant(timelineAround(timeZone, wall), wall);
}

/** Local 00:00 of the date, or the first instant of that day when midnight is skipped (e.g. Chile). */
export function startOfLocalDay(date: LocalDate, timeZone: string): number {
  const wall = localDateToEpochDay(date) * MILLISECONDS_PER_DAY;
  assertValidTimeZone(timeZone);
  return firstInstantAtOrAfterWall(timelineAround(timeZone, wall), wall);
}

export function instantToZonedParts(epochMilliseconds: number, timeZone: string): ZonedParts {
  const epochDay = Math.floor(epochMilliseconds / MILLISECONDS_PER_DAY);
  if (!Number.isFinite(epochMilliseconds) || epochDay <= MINIMUM_EPOCH_DAY || epochDay >= MAXIMUM_EPOCH_DAY) {
    throw new RangeError(
      `Invalid instant ${epochMilliseconds}: expected epoch milliseconds within years 1000-9999`,
    );
  }
  const wall = instantToWallMilliseconds(epochMilliseconds, timeZone);
  const wallDay = Math.floor(wall / MILLISECONDS_PER_DAY);
  const minutesOfDay = Math.floor((wall - wallDay * MILLISECONDS_PER_DAY) / MILLISECONDS_PER_MINUTE);
  return {
    date: epochDayToLocalDate(wallDay),
    time: formatWallTime(minutesOfDay),
    weekday: weekdayOfEpochDay(wallDay),
    minutesOfDay,
  };
}

function timelineAround(timeZone: string, wallMilliseconds: number) {
  return buildOffsetTimeline(
    timeZone,
    wallMilliseconds - MAXIMUM_OFFSET_MILLISECONDS,
    wallMilliseconds + MAXIMUM_OFFSET_MILLISECONDS,
  );
}

function padTwo(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}
