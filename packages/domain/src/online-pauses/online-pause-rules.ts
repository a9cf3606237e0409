import type { TimeRange } from '../availability/time-range';
import { canInSpace } from '../members/space-permissions';
import { addDays, instantToZonedParts, startOfLocalDay, zonedWallTimeToInstant } from '../time/zoned-time';
import type { SpaceRole } from '../users/user.schema';
import { ONLINE_PAUSE_MESSAGES, type OnlinePauseInput, type OnlinePauseScope } from './online-pause.schema';

// The rules of a pause, pure: when it ends, whom it concerns, who may start and end it, and what the
// public page says while it lasts. `now` and the clinic's zone come in.

const MINUTE = 60_000;
const FIXED_LENGTH_MINUTES = { '30m': 30, '1h': 60, '2h': 120 } as const;

/** A stored pause: a window of instants, for the whole clinic (hostId null) or one professional. */
export type PauseWindow = { hostId: string | null; startAt: number; endAt: number };

/**
 * The instant a pause asked for at `now` ends: 30 min, 1 h or 2 h later; the clinic's next midnight
 * ('until tomorrow'); or the chosen wall time today, which must still be ahead.
 */
export function pauseEndAt(
  input: Pick<OnlinePauseInput, 'length' | 'untilTime'>,
  now: number,
  timeZone: string,
): { endAt: number } | { refusal: string } {
  const today = instantToZonedParts(now, timeZone).date;
  if (input.length === 'tomorrow') return { endAt: startOfLocalDay(addDays(today, 1), timeZone) };
  if (input.length === 'until') {
    if (!input.untilTime) return { refusal: ONLINE_PAUSE_MESSAGES.untilRequired };
    const endAt = zonedWallTimeToInstant(today, input.untilTime, timeZone);
    // The clocks skip that wall time today (spring forward).
    if (endAt === null) return { refusal: ONLINE_PAUSE_MESSAGES.untilSkipped };
    if (endAt <= now) return { refusal: ONLINE_PAUSE_MESSAGES.untilPast };
    return { endAt };
  }
  return { endAt: now + FIXED_LENGTH_MINUTES[input.length] * MINUTE };
}

/**
 * The instants pauses keep from the host's online slots: the clinic's pauses and the host's own,
 * from the moment each was started to its end (an ended pause's end is when it was resumed).
 */
export function pausedRangesFor(pauses: readonly PauseWindow[], hostId: string): TimeRange[] {
  return pauses
    .filter((pause) => pause.hostId === null || pause.hostId === hostId)
    .filter((pause) => pause.endAt > pause.startAt)
    .map((pause) => ({ startAt: pause.startAt, endAt: pause.endAt }));
}

/** Whether [startAt, endAt) of a booking falls in a pause concerning its host. */
export function isInPause(pauses: readonly PauseWindow[], hostId: string, range: TimeRange): boolean {
  return pausedRangesFor(pauses, hostId).some(
    (pause) => pause.startAt < range.endAt && range.startAt < pause.endAt,
  );
}

/**
 * The end of the clinic-wide pause running at `now`, followed through pauses that chain on (one
 * starting before the other ends), or null when the clinic is taking online bookings.
 */
export function activeClinicPauseEnd(pauses: readonly PauseWindow[], now: number): number | null {
  const clinic = pauses
    .filter((pause) => pause.hostId === null && pause.endAt > pause.startAt)
    .sort((first, second) => first.startAt - second.startAt);
  let end: number | null = null;
  for (const pause of clinic) {
    if (end === null) {
      if (pause.startAt <= now && now < pause.endAt) end = pause.endAt;
    } else if (pause.startAt <= end && pause.endAt > end) {
      end = pause.endAt;
    }
  }
  return end;
}

/** 'hasta las 16:30', 'hasta mañana' (the clinic's next midnight), 'hasta mañana a las 09:00', 'hasta el 02/12 a las 09:00'. */
export function pauseUntilLabel(endAt: number, now: number, timeZone: string): string {
  const today = instantToZonedParts(now, timeZone).date;
  const end = instantToZonedParts(endAt, timeZone);
  const tomorrow = addDays(today, 1);
  if (end.date === today) return `hasta las ${end.time}`;
  if (endAt === startOfLocalDay(tomorrow, timeZone)) return 'hasta mañana';
  if (end.date === tomorrow) return `hasta mañana a las ${end.time}`;
  return `hasta el ${end.date.slice(8, 10)}/${end.date.slice(5, 7)} a las ${end.time}`;
}

/** What the public page, the embed and the directory say while the whole clinic is paused. */
export function onlinePauseNotice(
  endAt: number,
  now: number,
  timeZone: string,
  phone: string | null,
): string {
  const sentence = `La clínica no está tomando reservas online ${pauseUntilLabel(endAt, now, timeZone)}`;
  const trimmed = phone?.trim();
  return trimmed ? `${sentence}; llámanos al ${trimmed}.` : `${sentence}.`;
}

/** Why the role may not start a pause of this scope, or null when it may. */
export function pauseRefusal(role: SpaceRole, scope: OnlinePauseScope): string | null {
  if (scope === 'SPACE')
    return canInSpace(role, 'settings.manage') ? null : ONLINE_PAUSE_MESSAGES.spaceForbidden;
  return canInSpace(role, 'schedules.hostOwn') ? null : ONLINE_PAUSE_MESSAGES.selfForbidden;
}

/** Why the user may not end this pause, or null: the clinic's needs an ADMIN; one's own, oneself too. */
export function resumeRefusal(
  actor: { userId: string; role: SpaceRole },
  pause: Pick<PauseWindow, 'hostId'>,
): string | null {
  if (canInSpace(actor.role, 'settings.manage')) return null;
  if (pause.hostId === null) return ONLINE_PAUSE_MESSAGES.spaceForbidden;
  return pause.hostId === actor.userId ? null : ONLINE_PAUSE_MESSAGES.resumeForbidden;
}
