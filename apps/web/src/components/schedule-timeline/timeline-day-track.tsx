import type { RangeEdge, TimelineDay } from '@citavet/domain/schedules/schedule-timeline';
import { clsx } from 'clsx';
import { useRef } from 'react';
import { RangeHandle } from './range-handle';
import {
  edgeBounds,
  formatMinute,
  HOUR_WIDTH_PIXELS,
  HOURS,
  minuteToPixels,
  TRACK_WIDTH_PIXELS,
  weekdayName,
  weekdayShortName,
} from './timeline-scale';

interface TimelineDayTrackProps {
  day: TimelineDay;
  isDisabled?: boolean;
  onMove: (index: number, edge: RangeEdge, minute: number) => void;
  onNudge: (index: number, edge: RangeEdge, direction: -1 | 1) => void;
}

const EDGE_NAMES: Record<RangeEdge, string> = { start: 'Inicio', end: 'Fin' };

/** One selected day on the chart: its name (kept in view while scrolling) and its ranges on 24 hours. */
export function TimelineDayTrack({ day, isDisabled = false, onMove, onNudge }: TimelineDayTrackProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const dayName = weekdayName(day.dayOfWeek);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of sliders, not a form fieldset.
    <div role="group" aria-label={`Horario del ${dayName}`} className="flex border-t border-slate-100">
      <div className="sticky left-0 z-20 flex w-16 shrink-0 items-center border-r border-slate-200 bg-white px-3 text-sm font-medium text-slate-700 sm:w-28">
        <span className="sm:hidden" aria-hidden>
          {weekdayShortName(day.dayOfWeek)}
        </span>
        <span className="hidden sm:inline">{dayName}</span>
      </div>
      <div ref={trackRef} className="relative h-14 shrink-0" style={{ width: TRACK_WIDTH_PIXELS }}>
        {HOURS.map((hour) => (
          <div
            key={hour}
            aria-hidden
            className={clsx(
              'absolute inset-y-0 border-l',
              hour % 6 === 0 ? 'border-slate-200' : 'border-slate-100',
            )}
            style={{ left: hour * HOUR_WIDTH_PIXELS }}
          />
        ))}
        {day.ranges.map((range, index) => {
          const rangeNumber = index + 1;
          const width = minuteToPixels(range.endMinute - range.startMinute);
          return (
            <div
              // The position is the identity: ranges never overlap, so a resize never reorders them, and
              // a key built from the times would remount the range (losing focus) on every drag step.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              key={index}
              className="absolute inset-y-2 rounded-control border border-primary/60 bg-primary-tint"
              style={{ left: minuteToPixels(range.startMinute), width }}
            >
              {/* Sticky past the day column, so a range scrolled half out of view still says its times. */}
              <span className="pointer-events-none sticky left-16 inline-flex h-full max-w-full items-center overflow-hidden px-3 text-xs font-semibold whitespace-nowrap text-primary-hover tabular-nums sm:left-28">
                {formatMinute(range.startMinute)} – {formatMinute(range.endMinute)}
              </span>
              {(['start', 'end'] as const).map((edge) => {
                const bounds = edgeBounds(day.ranges, index, edge);
                return (
                  <RangeHandle
                    key={edge}
                    edge={edge}
                    minute={edge === 'start' ? range.startMinute : range.endMinute}
                    min={bounds.min}
                    max={bounds.max}
                    label={`${EDGE_NAMES[edge]} del rango ${rangeNumber} del ${dayName}`}
                    trackRef={trackRef}
                    isDisabled={isDisabled}
                    onMove={(minute) => onMove(index, edge, minute)}
                    onNudge={(direction) => onNudge(index, edge, direction)}
                  />
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
