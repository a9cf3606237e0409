import { instantToZonedParts, type LocalDate } from '@citavet/domain/time/zoned-time';
import { useEffect, useMemo, useState } from 'react';

export const CLOCK_REFRESH_MS = 60_000;

export interface SpaceClock {
  now: number;
  /** Today on the space's calendar. */
  today: LocalDate;
  /** Minutes since local midnight in the space's zone. */
  minutesOfDay: number;
}

export function readSpaceClock(now: number, timeZone: string): SpaceClock {
  const parts = instantToZonedParts(now, timeZone);
  return { now, today: parts.date, minutesOfDay: parts.minutesOfDay };
}

/** "Now" and "today" as the space sees them, refreshed every minute (current-time line, badges). */
export function useSpaceClock(timeZone: string): SpaceClock {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return useMemo(() => readSpaceClock(now, timeZone), [now, timeZone]);
}

/** The browser's own zone, to say when the agenda's times are another zone's. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
