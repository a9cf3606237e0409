import {
  addRange,
  applyPreset,
  nudgeRange,
  type RangeEdge,
  removeRange,
  resizeRange,
  type ScheduleTimeline,
  toggleDay,
  updateDayRanges,
} from '@citavet/domain/schedules/schedule-timeline';
import { Globe } from 'lucide-react';
import { useId, useState } from 'react';
import { DayRangeFields } from './day-range-fields';
import { DaySelector } from './day-selector';
import { TimelineChart } from './timeline-chart';
import { TIMELINE_OPTIONS } from './timeline-scale';

export interface ScheduleTimelineEditorProps {
  value: ScheduleTimeline;
  onChange: (timeline: ScheduleTimeline) => void;
  /** Shown under the weekday chips (e.g. 'Debes seleccionar al menos un día de la semana'). */
  dayError?: string | undefined;
  /** The space's IANA zone: the times are wall-clock times there, and the editor says so when it differs. */
  timeZone?: string | undefined;
  isDisabled?: boolean;
}

const NO_ROOM_MESSAGE = 'No queda espacio libre en este día para otro rango de al menos una hora.';

function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The setup-style weekly schedule editor: pick the days, then shape each day's
 * ranges by dragging their edges on the timeline, with the keyboard on the same handles, or by typing
 * the times. Every change goes through the pure rules of @citavet/domain/schedules/schedule-timeline.
 */
export function ScheduleTimelineEditor({
  value,
  onChange,
  dayError,
  timeZone,
  isDisabled = false,
}: ScheduleTimelineEditorProps) {
  const idPrefix = useId();
  const [dayWithoutRoom, setDayWithoutRoom] = useState<number | null>(null);
  const selectedDays = value.days.filter((day) => day.isSelected);
  const isOtherZone = Boolean(timeZone && timeZone !== browserTimeZone());

  const moveEdge = (dayOfWeek: number, index: number, edge: RangeEdge, minute: number) =>
    onChange(
      updateDayRanges(value, dayOfWeek, (ranges) =>
        resizeRange(ranges, index, edge, minute, TIMELINE_OPTIONS),
      ),
    );

  const nudgeEdge = (dayOfWeek: number, index: number, edge: RangeEdge, direction: -1 | 1) =>
    onChange(
      updateDayRanges(value, dayOfWeek, (ranges) =>
        nudgeRange(ranges, index, edge, direction, TIMELINE_OPTIONS),
      ),
    );

  const addDayRange = (dayOfWeek: number) => {
    const day = value.days.find((candidate) => candidate.dayOfWeek === dayOfWeek);
    if (!day) return;
    const change = addRange(day.ranges, TIMELINE_OPTIONS);
    setDayWithoutRoom(change.isApplied ? null : dayOfWeek);
    if (change.isApplied) onChange(updateDayRanges(value, dayOfWeek, () => change.ranges));
  };

  const removeDayRange = (dayOfWeek: number, index: number) => {
    setDayWithoutRoom(null);
    onChange(updateDayRanges(value, dayOfWeek, (ranges) => removeRange(ranges, index)));
  };

  return (
    <div className="space-y-5">
      <DaySelector
        idPrefix={idPrefix}
        days={value.days}
        error={dayError}
        isDisabled={isDisabled}
        onToggle={(dayOfWeek) => onChange(toggleDay(value, dayOfWeek))}
        onPreset={(presetId) => onChange(applyPreset(value, presetId))}
      />

      {selectedDays.length > 0 && (
        <section className="space-y-3" aria-labelledby={`${idPrefix}-linea-de-tiempo`}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h3 id={`${idPrefix}-linea-de-tiempo`} className="text-sm font-medium text-slate-700">
              Horarios por día
            </h3>
            <p className="text-xs text-slate-500">
              Arrastra los extremos de cada rango o usa las flechas del teclado (15 min).
            </p>
          </div>
          {isOtherZone && (
            <p className="flex items-center gap-1.5 text-xs text-slate-600">
              <Globe className="size-3.5 text-slate-500" aria-hidden />
              Horas de la clínica ({timeZone})
            </p>
          )}
          <TimelineChart days={selectedDays} isDisabled={isDisabled} onMove={moveEdge} onNudge={nudgeEdge} />
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {selectedDays.map((day) => (
              <DayRangeFields
                key={day.dayOfWeek}
                idPrefix={idPrefix}
                day={day}
                isDisabled={isDisabled}
                addError={dayWithoutRoom === day.dayOfWeek ? NO_ROOM_MESSAGE : undefined}
                onSetTime={(index, edge, minute) => moveEdge(day.dayOfWeek, index, edge, minute)}
                onAdd={() => addDayRange(day.dayOfWeek)}
                onRemove={(index) => removeDayRange(day.dayOfWeek, index)}
              />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
