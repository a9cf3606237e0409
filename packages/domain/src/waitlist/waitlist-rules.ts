import { addDays, instantToZonedParts, startOfLocalDay, zonedWallTimeToInstant } from '../time/zoned-time';
import type { FreedSlot, WaitlistWindow } from './waitlist-matching';

// The waitlist's rules besides matching, pure: `now` and the clinic's zone come in.

/** When a window ends, as an instant in the clinic's zone ('24:00' is the next day's midnight). */
export function windowEndInstant(window: WaitlistWindow, timeZone: string): number {
  const midnight = startOfLocalDay(addDays(window.date, 1), timeZone);
  if (window.to === '24:00') return midnight;
  // A wall time a spring-forward jump skips: the window runs to the day's end at the latest.
  return zonedWallTimeToInstant(window.date, window.to, timeZone) ?? midnight;
}

/** The windows still ahead at `now`: a request made only of past windows wants nothing. */
export function windowsAhead(
  windows: readonly WaitlistWindow[],
  timeZone: string,
  now: number,
): WaitlistWindow[] {
  return windows.filter((window) => windowEndInstant(window, timeZone) > now);
}

/**
 * A request lasts `days` from `now`, and never past the end of its last window: after that no slot
 * could match it.
 */
export function requestExpiry(
  windows: readonly WaitlistWindow[],
  timeZone: string,
  now: number,
  days: number,
): number {
  const lastEnd = Math.max(...windows.map((window) => windowEndInstant(window, timeZone)));
  return Math.min(now + days * 86_400_000, lastEnd);
}

/**
 * A booking's time as the slot it frees, in the clinic's wall time. A slot ending on a later local
 * date ends at '24:00' for matching (only a window up to midnight holds it).
 */
export function freedSlotOf(
  booking: { serviceId: string; hostId: string; startAt: number; endAt: number },
  timeZone: string,
): FreedSlot {
  const start = instantToZonedParts(booking.startAt, timeZone);
  const end = instantToZonedParts(booking.endAt, timeZone);
  return {
    serviceId: booking.serviceId,
    hostId: booking.hostId,
    date: start.date,
    startTime: start.time,
    endTime: end.date === start.date ? end.time : '24:00',
    startAt: booking.startAt,
  };
}
