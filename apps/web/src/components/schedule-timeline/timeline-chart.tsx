import type { RangeEdge, TimelineDay } from '@citavet/domain/schedules/schedule-timeline';
import { useEffect, useRef } from 'react';
import { TimelineDayTrack } from './timeline-day-track';
import {
  HOUR_WIDTH_PIXELS,
  HOURS,
  INITIAL_VISIBLE_MINUTE,
  minuteToPixels,
  TRACK_WIDTH_PIXELS,
} from './timeline-scale';

interface TimelineChartProps {
  days: TimelineDay[];
  isDisabled?: boolean;
  onMove: (dayOfWeek: number, index: number, edge: RangeEdge, minute: number) => void;
  onNudge: (dayOfWeek: number, index: number, edge: RangeEdge, direction: -1 | 1) => void;
}

/** The selected days stacked over one shared hour ruler, scrolled sideways together. */
export function TimelineChart({ days, isDisabled, onMove, onNudge }: TimelineChartProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (scrollerRef.current) scrollerRef.current.scrollLeft = minuteToPixels(INITIAL_VISIBLE_MINUTE);
  }, []);

  return (
    <div
      ref={scrollerRef}
      className="overflow-x-auto rounded-card border border-slate-200 bg-white [scrollbar-width:thin]"
    >
      <div className="w-max">
        <div className="flex" aria-hidden>
          <div className="sticky left-0 z-20 w-16 shrink-0 border-r border-slate-200 bg-white sm:w-28" />
          <div className="relative h-8 shrink-0" style={{ width: TRACK_WIDTH_PIXELS }}>
            {HOURS.map((hour) => (
              <span
                key={hour}
                className="absolute top-2 -translate-x-1/2 text-[11px] text-slate-500 tabular-nums first:translate-x-0"
                style={{ left: hour * HOUR_WIDTH_PIXELS + (hour === 0 ? 4 : 0) }}
              >
                {String(hour).padStart(2, '0')}:00
              </span>
            ))}
          </div>
        </div>
        {days.map((day) => (
          <TimelineDayTrack
            key={day.dayOfWeek}
            day={day}
            isDisabled={isDisabled}
            onMove={(index, edge, minute) => onMove(day.dayOfWeek, index, edge, minute)}
            onNudge={(index, edge, direction) => onNudge(day.dayOfWeek, index, edge, direction)}
          />
        ))}
      </div>
    </div>
  );
}
