import { parseRangeEnd } from '@citavet/domain/availability/day-ranges';
import { PAST_TOLERANCE_MINUTES } from '@citavet/domain/bookings/booking-time';
import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import { type LocalDate, MINUTES_PER_DAY, parseWallTime } from '@citavet/domain/time/zoned-time';

export interface MinuteRange {
  startMinutes: number;
  endMinutes: number;
}

export const SLOT_MINUTES = 30;
/** Without any schedule to go by, the grid shows a usual clinic day (brief: 08:00–20:00). */
const FALLBACK_HOURS: MinuteRange = { startMinutes: 8 * 60, endMinutes: 20 * 60 };
/** One slot of air before the first and after the last working minute. */
const PADDING_MINUTES = SLOT_MINUTES;

/** Active schedule ranges of the given hosts on a weekday (1 = Monday .. 7 = Sunday). */
export function schedulesOfWeekday(
  schedules: readonly SpaceSchedule[],
  hostIds: readonly string[],
  weekday: number,
): SpaceSchedule[] {
  return schedules.filter(
    (schedule) => schedule.isActive && schedule.dayOfWeek === weekday && hostIds.includes(schedule.hostId),
  );
}

/**
 * The hours a day grid draws: from the earliest to the latest working minute of the schedules given,
 * padded by one slot and snapped to the 30-minute grid, widened to show every booking of the day.
 */
export function gridHours(
  schedules: readonly SpaceSchedule[],
  bookings: readonly MinuteRange[],
): MinuteRange {
  const working =
    schedules.length === 0
      ? FALLBACK_HOURS
      : {
          startMinutes:
            Math.min(...schedules.map((schedule) => parseWallTime(schedule.startTime))) - PADDING_MINUTES,
          endMinutes:
            Math.max(...schedules.map((schedule) => parseRangeEnd(schedule.endTime))) + PADDING_MINUTES,
        };
  const startMinutes = Math.min(working.startMinutes, ...bookings.map((booking) => booking.startMinutes));
  const endMinutes = Math.max(working.endMinutes, ...bookings.map((booking) => booking.endMinutes));
  return {
    startMinutes: Math.max(0, Math.floor(startMinutes / SLOT_MINUTES) * SLOT_MINUTES),
    endMinutes: Math.min(MINUTES_PER_DAY, Math.ceil(endMinutes / SLOT_MINUTES) * SLOT_MINUTES),
  };
}

/**
 * The first minute of `date` a new appointment may start at: none on past days, now minus the
 * 5 minutes of tolerance today, any on later days.
 */
export function firstBookableMinute(
  date: LocalDate,
  clock: { today: LocalDate; minutesOfDay: number },
): number {
  if (date < clock.today) return Number.POSITIVE_INFINITY;
  return date === clock.today ? clock.minutesOfDay - PAST_TOLERANCE_MINUTES : 0;
}

/** The wall minutes an extra opening or changed hours cover, so the grid widens to show them. */
export function overrideMinutes(override: { startTime: string; endTime: string }): MinuteRange {
  return { startMinutes: parseWallTime(override.startTime), endMinutes: parseRangeEnd(override.endTime) };
}

/** A grid that starts before this minute holds the night: it opens lower than its first row. */
const NIGHT_ENDS_MINUTES = 6 * 60;

/**
 * The minute a time grid opens at, as its first visible row. A day grid of usual hours opens at its
 * top. One that holds the night (a 24-hour clinic's starts at 00:00) opens at the start of the usual
 * day (08:00), or earlier at the hour of the week's first booking, or an hour before now when the
 * grid shows today; the night stays one scroll up.
 */
export function openingMinute(
  hours: MinuteRange,
  context: { bookingStarts: readonly number[]; nowMinutes: number | null },
): number {
  if (hours.startMinutes >= NIGHT_ENDS_MINUTES) return hours.startMinutes;
  const candidates = [FALLBACK_HOURS.startMinutes, ...context.bookingStarts];
  if (context.nowMinutes !== null) candidates.push(context.nowMinutes - 60);
  const hour = Math.floor(Math.min(...candidates) / 60) * 60;
  return Math.min(Math.max(hours.startMinutes, hour), hours.endMinutes);
}
