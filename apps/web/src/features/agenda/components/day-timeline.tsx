import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { DayClosure } from '@citavet/domain/disabled-dates/day-closures';
import type { DayOverride } from '@citavet/domain/schedule-overrides/day-overrides';
import { useEffect, useRef } from 'react';
import type { MinuteRange } from '../utils/working-hours';
import { CurrentTimeLine } from './current-time-line';
import { DayColumn } from './day-column';
import { TimeGutter } from './time-gutter';

/** 30-minute slots at 60 px each. */
export const DAILY_PIXELS_PER_MINUTE = 2;

interface DayTimelineProps {
  bookings: readonly Booking[];
  timeZone: string;
  hours: MinuteRange;
  /** Minutes of the day now, when the day shown is today. */
  nowMinutes: number | null;
  firstBookableMinute: number;
  slotLabelPrefix: string;
  onSlotClick: (startTime: string) => void;
  onBookingClick: (booking: Booking) => void;
  closures?: readonly DayClosure[];
  overrides?: readonly DayOverride[];
  now?: number;
}

/** The daily grid: scrolls on its own and, for today, brings the current time into view. */
export function DayTimeline({ hours, nowMinutes, ...columnProps }: DayTimelineProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const isShowingNow =
    nowMinutes !== null && nowMinutes >= hours.startMinutes && nowMinutes <= hours.endMinutes;

  // Scrolls once per day shown, not on every minute's tick, so it never fights the user's scrolling.
  const nowRef = useRef(nowMinutes);
  useEffect(() => {
    nowRef.current = nowMinutes;
  }, [nowMinutes]);
  const startMinutes = hours.startMinutes;
  const dayKey = columnProps.slotLabelPrefix;
  useEffect(() => {
    const container = scrollRef.current;
    const now = nowRef.current;
    if (!container || !isShowingNow || now === null || !dayKey) return;
    const offset = (now - startMinutes) * DAILY_PIXELS_PER_MINUTE;
    container.scrollTo?.({ top: Math.max(0, offset - container.clientHeight / 3) });
  }, [isShowingNow, startMinutes, dayKey]);

  return (
    <div
      ref={scrollRef}
      className="max-h-[36rem] overflow-y-auto overscroll-contain pt-2"
      data-testid="agenda-dia"
    >
      <div className="flex">
        <TimeGutter
          startMinutes={hours.startMinutes}
          endMinutes={hours.endMinutes}
          pixelsPerMinute={DAILY_PIXELS_PER_MINUTE}
        />
        <div className="relative min-w-0 flex-1 border-l border-slate-200">
          <DayColumn
            {...columnProps}
            startMinutes={hours.startMinutes}
            endMinutes={hours.endMinutes}
            pixelsPerMinute={DAILY_PIXELS_PER_MINUTE}
          />
          {isShowingNow && nowMinutes !== null && (
            <CurrentTimeLine
              minutesOfDay={nowMinutes}
              startMinutes={hours.startMinutes}
              pixelsPerMinute={DAILY_PIXELS_PER_MINUTE}
            />
          )}
        </div>
      </div>
    </div>
  );
}
