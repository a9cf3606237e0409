import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { DayClosure } from '@citavet/domain/disabled-dates/day-closures';
import type { DayOverride } from '@citavet/domain/schedule-overrides/day-overrides';
import type { MinuteRange } from '../utils/working-hours';
import { CurrentTimeLine } from './current-time-line';
import { DayColumn } from './day-column';
import { TimeGutter } from './time-gutter';
import { DAILY_PIXELS_PER_MINUTE, useScrollToNow } from './use-scroll-to-now';

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
  const { scrollRef, isShowingNow } = useScrollToNow(hours, nowMinutes, columnProps.slotLabelPrefix);

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
