import type { DayOverride } from '@citavet/domain/schedule-overrides/day-overrides';
import { clsx } from 'clsx';
import { CalendarClock, CalendarPlus } from 'lucide-react';

/** The tint of a day's changed hours (sky) and extra openings (emerald), in lists and agenda bands. */
export const OVERRIDE_TONE = {
  ADD: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  REPLACE: 'border-sky-300 bg-sky-50 text-sky-900',
} as const;

/** A day's extra openings and changed hours as a list: above the daily grid and on the mobile agenda. */
export function OverrideList({ overrides }: { overrides: readonly DayOverride[] }) {
  if (overrides.length === 0) return null;
  return (
    <ul className="space-y-1" aria-label="Horarios especiales del día">
      {overrides.map((override) => {
        const Icon = override.kind === 'ADD' ? CalendarPlus : CalendarClock;
        return (
          <li
            key={override.id}
            data-testid="agenda-horario-especial"
            className={clsx(
              'flex items-start gap-2 rounded-control border px-3 py-2 text-sm',
              OVERRIDE_TONE[override.kind],
            )}
          >
            <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="min-w-0">
              <span className="font-medium tabular-nums">{override.label}</span>
              {override.note && <span className="text-slate-600"> · {override.note}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
