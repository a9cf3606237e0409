// What one push of a booking to CalDAV must do (decision 090), from the booking as it is now, where
// its host's bookings go, and what was written last. Pure: the worker does the requests.

/** The calendar that receives the host's bookings, or null when none does (or writing stopped). */
export type PushTarget = { connectionId: string; calendarUrl: string };

/** The booking's event as Citavet last wrote it. */
export type StoredEvent = {
  connectionId: string;
  calendarUrl: string;
  eventUrl: string;
  etag: string | null;
  sequenceWritten: number;
  contentHash: string;
};

export type PushInput = {
  /** Null when the booking no longer exists. */
  booking: { status: string; calendarSequence: number; contentHash: string } | null;
  target: PushTarget | null;
  stored: StoredEvent | null;
};

export type PushPlan = {
  /** Take the event out of the calendar it is in (the booking left it, or the calendar changed). */
  remove: StoredEvent | null;
  /** Write the booking's event with this SEQUENCE, over `etag` (null: create it). */
  write: { target: PushTarget; etag: string | null; sequence: number } | null;
};

export function planBookingPush(input: PushInput): PushPlan {
  const { booking, target, stored } = input;
  const isInPlace =
    stored !== null &&
    target !== null &&
    booking !== null &&
    stored.connectionId === target.connectionId &&
    stored.calendarUrl === target.calendarUrl;
  const remove = stored && !isInPlace ? stored : null;
  if (!booking || !target) return { remove, write: null };
  // A booking cancelled before its event was ever written in this calendar has nothing to show there.
  if (!isInPlace && booking.status === 'CANCELLED') return { remove, write: null };
  if (isInPlace && stored.contentHash === booking.contentHash) return { remove: null, write: null };
  // SEQUENCE never goes back for a UID: the booking's counter, or one past what was written when
  // something the event shows changed without it (another pet, a renamed service).
  const sequence = stored
    ? Math.max(booking.calendarSequence, stored.sequenceWritten + 1)
    : booking.calendarSequence;
  return {
    remove,
    write: { target, etag: isInPlace ? stored.etag : null, sequence },
  };
}

/** Exponential backoff from `baseMs`, capped at an hour: attempt 1 waits `baseMs`. */
export function pushRetryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(60 * 60_000, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 20)));
}
