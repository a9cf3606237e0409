// Is a professional's CalDAV busy time to be trusted right now? (docs/decisions/091). Pure: the
// caller passes the connection's times and `now`. Two separate facts, shown to staff in the agenda:
// - failing: the last pull failed ('Tu calendario no responde desde …'), from the first failure on;
// - stale: the busy time in the slots was read longer ago than CALDAV_STALE_AFTER_MS, so a personal
//   event added since may not block its slot yet ("slots are never silently wrong").

/**
 * Pulls run every 5 minutes (a one-minute check, so at most about 6 between them). Thirty minutes is
 * five pulls missed in a row: one or two failed pulls (a phone calendar's server restarting) do not
 * alarm anyone, while an event added half an hour ago that still does not block is worth a warning
 * before staff promise that hour.
 */
export const CALDAV_STALE_AFTER_MS = 30 * 60_000;

export type CalDavHealthInput = {
  /** When the connection was made: a connection never read is stale only after the limit too. */
  connectedAt: number;
  /** The last pull that read every chosen calendar; null if none has yet. */
  lastSucceededAt: number | null;
  /** The first failure of the current run of failures; null while pulls work. */
  failingSince: number | null;
  /** Whether any calendar blocks time: without one there is no busy time to be out of date. */
  hasBusyCalendars: boolean;
};

export type CalDavHealth = {
  isFailing: boolean;
  failingSince: number | null;
  isStale: boolean;
  /** What the busy time in the slots is as of (null: never read). */
  busyTimeAsOf: number | null;
};

export function caldavHealthOf(input: CalDavHealthInput, now: number): CalDavHealth {
  const isFailing = input.failingSince !== null;
  const readAt = input.lastSucceededAt ?? input.connectedAt;
  const isStale = input.hasBusyCalendars && now - readAt > CALDAV_STALE_AFTER_MS;
  return {
    isFailing,
    failingSince: input.failingSince,
    isStale,
    busyTimeAsOf: input.lastSucceededAt,
  };
}
