import type { LocalDate } from '../time/zoned-time';

// "At most N appointments a day" (a service's two surgeries a day, a professional's cap). The engine
// stops offering a full day; the database refuses the write of the N+1th (trigger
// citavet_enforce_daily_caps), both counting non-cancelled bookings by the space's local date of
// their start (decision 048).

/** The database refused the N+1th appointment of a capped day (SQLSTATE CV001, 409). */
export const DAILY_CAP_REACHED_MESSAGE =
  'Ya no quedan citas disponibles para ese día: se alcanzó el máximo diario';
export const DAILY_CAP_SQLSTATE = 'CV001';

export type DailyCap = {
  /** At most this many appointments a local day; a whole number >= 1. */
  limit: number;
  /** Non-cancelled appointments already counted per local date (absent = none). */
  counts: ReadonlyMap<LocalDate, number>;
};

/** A day is full once a cap's count has reached its limit. */
export function isDayFull(caps: readonly DailyCap[], date: LocalDate): boolean {
  for (const cap of caps) {
    if ((cap.counts.get(date) ?? 0) >= cap.limit) return true;
  }
  return false;
}

export function assertValidCaps(caps: readonly DailyCap[]): void {
  for (const cap of caps) {
    if (!Number.isInteger(cap.limit) || cap.limit < 1) {
      throw new RangeError(`Invalid daily cap ${cap.limit}: expected a whole number >= 1`);
    }
  }
}

/** Counts per local date, from the local dates of the bookings' starts. */
export function countByDate(dates: Iterable<LocalDate>): Map<LocalDate, number> {
  const counts = new Map<LocalDate, number>();
  for (const date of dates) counts.set(date, (counts.get(date) ?? 0) + 1);
  return counts;
}
