import {
  SCHEDULE_PRESETS,
  type SchedulePresetId,
  type TimelineDay,
} from '@citavet/domain/schedules/schedule-timeline';
import { clsx } from 'clsx';
import { weekdayName } from './timeline-scale';

interface DaySelectorProps {
  idPrefix: string;
  days: TimelineDay[];
  error?: string | undefined;
  isDisabled?: boolean;
  onToggle: (dayOfWeek: number) => void;
  onPreset: (presetId: SchedulePresetId) => void;
}

/** Weekday chips (Monday first) and the two presets of the spec. */
export function DaySelector({ idPrefix, days, error, isDisabled, onToggle, onPreset }: DaySelectorProps) {
  const errorId = `${idPrefix}-dias-error`;
  const selectedDays = days.filter((day) => day.isSelected).map((day) => day.dayOfWeek);

  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-3 text-sm font-medium text-slate-700">Días de atención</legend>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-slate-500">Selección rápida:</span>
        {SCHEDULE_PRESETS.map((preset) => {
          const isActive =
            preset.days.length === selectedDays.length &&
            preset.days.every((dayOfWeek) => selectedDays.includes(dayOfWeek));
          return (
            <button
              key={preset.id}
              type="button"
              disabled={isDisabled}
              aria-pressed={isActive}
              onClick={() => onPreset(preset.id)}
              className={clsx(
                'h-8 cursor-pointer rounded-full border px-3 text-xs font-medium transition-colors disabled:cursor-not-allowed',
                isActive
                  ? 'border-primary bg-primary-tint text-primary-hover'
                  : 'border-slate-300 bg-white text-slate-600 hover:border-primary hover:text-primary',
              )}
            >
              {preset.label}
            </button>
          );
        })}
      </div>
      <div className="flex flex-wrap gap-2">
        {days.map((day) => (
          <button
            key={day.dayOfWeek}
            type="button"
            disabled={isDisabled}
            aria-pressed={day.isSelected}
            onClick={() => onToggle(day.dayOfWeek)}
            className={clsx(
              'inline-flex h-9 cursor-pointer items-center rounded-control border px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed',
              day.isSelected
                ? 'border-primary bg-primary text-white shadow-sm hover:bg-primary-hover'
                : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
              error && !day.isSelected && 'border-error/60',
            )}
          >
            {weekdayName(day.dayOfWeek)}
          </button>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
