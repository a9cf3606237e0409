import {
  canRemoveRange,
  type RangeEdge,
  TIMELINE_STEP_MINUTES,
  type TimelineDay,
} from '@citavet/domain/schedules/schedule-timeline';
import { clsx } from 'clsx';
import { ChevronDown, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { fieldBorderClasses, inputClasses } from '@/components/ui/input';
import { edgeBounds, formatMinute, weekdayName } from './timeline-scale';

function gridMinutes(first: number, last: number): number[] {
  const minutes: number[] = [];
  for (let minute = first; minute <= last; minute += TIMELINE_STEP_MINUTES) minutes.push(minute);
  return minutes;
}

interface DayRangeFieldsProps {
  idPrefix: string;
  day: TimelineDay;
  isDisabled?: boolean;
  /** Shown when a new range does not fit anywhere in the day. */
  addError?: string | undefined;
  onSetTime: (index: number, edge: RangeEdge, minute: number) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** The plain-field way to edit a day: a start and an end time per range, add and remove. */
export function DayRangeFields({
  idPrefix,
  day,
  isDisabled,
  addError,
  onSetTime,
  onAdd,
  onRemove,
}: DayRangeFieldsProps) {
  const dayName = weekdayName(day.dayOfWeek);
  const isRemovable = canRemoveRange(day.ranges);

  const timeField = (index: number, edge: RangeEdge, minute: number) => {
    const fieldId = `${idPrefix}-${day.dayOfWeek}-${index}-${edge}`;
    // Only the times this edge may take: the grid, the cap and the neighbours are already applied,
    // and the list reads in 24-hour time whatever the browser's language.
    const bounds = edgeBounds(day.ranges, index, edge);
    const choices = gridMinutes(bounds.min, bounds.max);
    return (
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={fieldId} className="text-xs font-medium text-slate-600">
          {edge === 'start' ? 'Desde' : 'Hasta'}
          <span className="sr-only">
            {' '}
            ({dayName}, rango {index + 1})
          </span>
        </label>
        <div className="relative">
          <select
            id={fieldId}
            disabled={isDisabled}
            value={minute}
            onChange={(event) => onSetTime(index, edge, Number(event.target.value))}
            className={clsx(
              inputClasses,
              fieldBorderClasses(false),
              'cursor-pointer appearance-none pr-8 tabular-nums',
            )}
          >
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {formatMinute(choice)}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
        </div>
      </div>
    );
  };

  return (
    <div className="rounded-card border border-slate-200 bg-white p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-900">{dayName}</h4>
        <Button
          variant="ghost"
          size="sm"
          disabled={isDisabled}
          onClick={onAdd}
          aria-label={`Agregar rango (${dayName})`}
          icon={<Plus className="size-4" aria-hidden />}
        >
          Agregar rango
        </Button>
      </div>
      <ul className="space-y-3">
        {day.ranges.map((range, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: ranges are ordered and never overlap; see the chart.
          <li key={index} className="flex items-end gap-2">
            {timeField(index, 'start', range.startMinute)}
            {timeField(index, 'end', range.endMinute)}
            {isRemovable && (
              <Button
                variant="ghost"
                size="md"
                disabled={isDisabled}
                onClick={() => onRemove(index)}
                aria-label={`Eliminar rango ${index + 1} del ${dayName}`}
                className="px-2.5 text-slate-500 hover:text-error"
                icon={<Trash2 className="size-4" aria-hidden />}
              />
            )}
          </li>
        ))}
      </ul>
      {addError && <p className="mt-2 text-sm text-warning">{addError}</p>}
    </div>
  );
}
