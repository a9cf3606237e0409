import { useEffect, useRef } from 'react';
import type { MinuteRange } from '../utils/working-hours';

/** The day's grids: 30-minute slots at 60 px each. */
export const DAILY_PIXELS_PER_MINUTE = 2;

/**
 * A day's scrolling grid that, for today, brings the current time into view: once per day shown
 * (`dayKey`), not on every minute's tick, so it never fights the user's scrolling.
 */
export function useScrollToNow(hours: MinuteRange, nowMinutes: number | null, dayKey: string) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const isShowingNow =
    nowMinutes !== null && nowMinutes >= hours.startMinutes && nowMinutes <= hours.endMinutes;
  const nowRef = useRef(nowMinutes);
  useEffect(() => {
    nowRef.current = nowMinutes;
  }, [nowMinutes]);
  const startMinutes = hours.startMinutes;
  useEffect(() => {
    const container = scrollRef.current;
    const now = nowRef.current;
    if (!container || !isShowingNow || now === null || !dayKey) return;
    const offset = (now - startMinutes) * DAILY_PIXELS_PER_MINUTE;
    container.scrollTo?.({ top: Math.max(0, offset - container.clientHeight / 3) });
  }, [isShowingNow, startMinutes, dayKey]);
  return { scrollRef, isShowingNow };
}
