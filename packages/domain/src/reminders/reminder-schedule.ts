import { MILLISECONDS_PER_DAY, MILLISECONDS_PER_MINUTE } from '../time/civil-calendar';
import {
  buildOffsetTimeline,
  firstInstantAtOrAfterWall,
  instantToWallMilliseconds,
  MAXIMUM_OFFSET_MILLISECONDS,
} from '../time/zone-offset';
import {
  addDays,
  type LocalDate,
  localDateToEpochDay,
  parseWallTime,
  type WallTime,
} from '../time/zoned-time';
import { MINUTES_PER_DAY, type QuietHours } from './reminder-settings.schema';

// When reminders go out (decision 056). Pure: the settings, the appointment or the due
// date, `now` and the clinic's zone in; instants out. The API enqueues exactly what this answers.
//
// - Whole days of an offset count on the clinic's wall clock, the rest as elapsed time: a 24-h
//   reminder of a 09:00 appointment goes at 09:00 the day before even across a DST change; '2 h'
//   is two real hours.
// - Quiet hours (clinic-local, may wrap midnight) push a send to the end of the quiet period.
// - Two sends pushed to the same instant are one.
// - Nothing is scheduled in the past; an appointment reminder pushed to or past the start is dropped.

function timeline(timeZone: string, wall: number) {
  return buildOffsetTimeline(
    timeZone,
    wall - MAXIMUM_OFFSET_MILLISECONDS,
    wall + MAXIMUM_OFFSET_MILLISECONDS,
  );
}

/** Every instant the zone's clock shows `wall` (two on a fall-back night, none in a spring gap). */
function instantsOfWall(wall: number, timeZone: string): number[] {
  const found = new Set<number>();
  for (const probe of [wall - MAXIMUM_OFFSET_MILLISECONDS, wall, wall + MAXIMUM_OFFSET_MILLISECONDS]) {
    for (const offsetProbe of [probe - MILLISECONDS_PER_DAY, probe]) {
      const offset = instantToWallMilliseconds(offsetProbe, timeZone) - offsetProbe;
      const candidate = wall - offset;
      if (instantToWallMilliseconds(candidate, timeZone) === wall) found.add(candidate);
    }
  }
  return [...found].sort((a, b) => a - b);
}

/** The first instant at or after `notBefore` whose wall clock reads `wall` (or jumps past it). */
function wallToInstantAtOrAfter(wall: number, timeZone: string, notBefore: number): number {
  const exact = instantsOfWall(wall, timeZone).find((instant) => instant >= notBefore);
  if (exact !== undefined) return exact;
  return Math.max(firstInstantAtOrAfterWall(timeline(timeZone, wall), wall), notBefore);
}

/** The instant the clinic's clock shows `time` on `date` (a skipped time: when the clock jumps past it). */
export function localInstant(date: LocalDate, time: WallTime, timeZone: string): number {
  const wall =
    localDateToEpochDay(date) * MILLISECONDS_PER_DAY + parseWallTime(time) * MILLISECONDS_PER_MINUTE;
  return firstInstantAtOrAfterWall(timeline(timeZone, wall), wall);
}

/** Same wall time `days` calendar days earlier (negative: later). */
function shiftWallDays(instant: number, days: number, timeZone: string): number {
  const wall = instantToWallMilliseconds(instant, timeZone) - days * MILLISECONDS_PER_DAY;
  return firstInstantAtOrAfterWall(timeline(timeZone, wall), wall);
}

/** Whether the clinic-local minute of day falls in the quiet period [start, end). */
export function isInQuietHours(minuteOfDay: number, quiet: QuietHours): boolean {
  if (!quiet.isEnabled) return false;
  const start = parseWallTime(quiet.start);
  const end = parseWallTime(quiet.end);
  return start < end ? minuteOfDay >= start && minuteOfDay < end : minuteOfDay >= start || minuteOfDay < end;
}

/**
 * A send falling in quiet hours moves to the end of that quiet period, clinic-local. The end can
 * fall in a spring-forward gap and so land where the next quiet period already began (quiet
 * 03:00–02:00 on the night Madrid skips 02:00–03:00 leaves no free minute that day): then it
 * moves on to that period's end.
 */
export function applyQuietHours(instant: number, quiet: QuietHours, timeZone: string): number {
  let current = instant;
  for (let step = 0; step < 3; step++) {
    const next = pastQuietPeriod(current, quiet, timeZone);
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** The end of the quiet period the instant falls in, or the instant itself. */
function pastQuietPeriod(instant: number, quiet: QuietHours, timeZone: string): number {
  const wall = instantToWallMilliseconds(instant, timeZone);
  const wallDay = Math.floor(wall / MILLISECONDS_PER_DAY);
  const minuteOfDay = Math.floor((wall - wallDay * MILLISECONDS_PER_DAY) / MILLISECONDS_PER_MINUTE);
  if (!isInQuietHours(minuteOfDay, quiet)) return instant;
  const end = parseWallTime(quiet.end);
  const endDay = minuteOfDay >= end ? wallDay + 1 : wallDay;
  return wallToInstantAtOrAfter(
    endDay * MILLISECONDS_PER_DAY + end * MILLISECONDS_PER_MINUTE,
    timeZone,
    instant,
  );
}

export type AppointmentReminderSend = { offsetMinutes: number; sendAt: number };

/** The appointment's reminder instants, one per offset that is still ahead and before the start. */
export function appointmentReminderSends(input: {
  offsetsMinutes: readonly number[];
  quietHours: QuietHours;
  startAt: number;
  now: number;
  timeZone: string;
}): AppointmentReminderSend[] {
  const sends: AppointmentReminderSend[] = [];
  for (const offsetMinutes of input.offsetsMinutes) {
    const days = Math.floor(offsetMinutes / MINUTES_PER_DAY);
    const rest = offsetMinutes - days * MINUTES_PER_DAY;
    const raw = shiftWallDays(input.startAt, days, input.timeZone) - rest * MILLISECONDS_PER_MINUTE;
    const sendAt = applyQuietHours(raw, input.quietHours, input.timeZone);
    if (raw >= input.now && sendAt < input.startAt) sends.push({ offsetMinutes, sendAt });
  }
  // Two offsets pushed to the same end of quiet hours make one e-mail, not two at once.
  sends.sort((a, b) => a.sendAt - b.sendAt || b.offsetMinutes - a.offsetMinutes);
  return sends.filter((send, index) => index === 0 || sends[index - 1]?.sendAt !== send.sendAt);
}

export type DueReminderPhase = 'before' | 'overdue';
export type DueReminderSend = { phase: DueReminderPhase; sendAt: number };

/**
 * A due date's reminders: `daysBefore` days before at the send time (or right away, quiet hours
 * allowing, when that moment passed but the due day has not come yet), and the day after the due
 * date when overdue reminders are on.
 */
export function dueReminderSends(input: {
  dueDate: LocalDate;
  daysBefore: number;
  isOverdueEnabled: boolean;
  sendTime: WallTime;
  quietHours: QuietHours;
  now: number;
  timeZone: string;
}): DueReminderSend[] {
  const { timeZone, quietHours, now } = input;
  const sends: DueReminderSend[] = [];
  const planned = localInstant(addDays(input.dueDate, -input.daysBefore), input.sendTime, timeZone);
  const dueDayStart = localInstant(input.dueDate, '00:00', timeZone);
  if (planned >= now) {
    sends.push({ phase: 'before', sendAt: applyQuietHours(planned, quietHours, timeZone) });
  } else if (now < dueDayStart) {
    sends.push({ phase: 'before', sendAt: applyQuietHours(now, quietHours, timeZone) });
  }
  if (input.isOverdueEnabled) {
    const overdue = localInstant(addDays(input.dueDate, 1), input.sendTime, timeZone);
    if (overdue >= now)
      sends.push({ phase: 'overdue', sendAt: applyQuietHours(overdue, quietHours, timeZone) });
  }
  return sends;
}
