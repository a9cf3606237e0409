import type { DayOverride } from '@citavet/domain/schedule-overrides/day-overrides';
import { overrideEndMinutes } from '@citavet/domain/schedule-overrides/schedule-override.schema';
import { parseWallTime } from '@citavet/domain/time/zoned-time';
import { clsx } from 'clsx';
import { OVERRIDE_TONE } from '@/components/override-list';

// Extra openings and changed hours on the agenda: a tinted band with a coloured
// edge across the override's minutes of a day column, under closures and appointments, with its
// label ('Horario especial: 09:00–13:00'); narrow week columns show a short word and keep the full
// label for hover and screen readers.

interface OverrideBandsProps {
  overrides: readonly DayOverride[];
  startMinutes: number;
  endMinutes: number;
  pixelsPerMinute: number;
  isCompact?: boolean;
}

export function OverrideBands({
  overrides,
  startMinutes,
  endMinutes,
  pixelsPerMinute,
  isCompact = false,
}: OverrideBandsProps) {
  return overrides.map((override) => {
    const top = Math.max(parseWallTime(override.startTime), startMinutes);
    const bottom = Math.min(overrideEndMinutes(override.endTime), endMinutes);
    if (bottom <= top) return null;
    return (
      <div
        key={override.id}
        role="note"
        aria-label={override.label}
        title={override.label}
        data-testid="agenda-banda-horario-especial"
        className={clsx(
          'pointer-events-none absolute inset-x-0 overflow-hidden border-l-4 opacity-80',
          OVERRIDE_TONE[override.kind],
        )}
        style={{ top: (top - startMinutes) * pixelsPerMinute, height: (bottom - top) * pixelsPerMinute }}
      >
        <span
          className={clsx(
            'absolute top-0.5 left-1 max-w-[calc(100%-0.5rem)] truncate rounded bg-white/90 px-1 font-medium',
            isCompact ? 'text-[0.625rem]' : 'text-xs',
          )}
        >
          {isCompact ? (override.kind === 'ADD' ? 'Horas extra' : 'Horario especial') : override.label}
        </span>
      </div>
    );
  });
}
