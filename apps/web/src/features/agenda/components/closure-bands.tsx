import { closureLabel, type DayClosure } from '@citavet/domain/disabled-dates/day-closures';
import { clsx } from 'clsx';
import { Ban } from 'lucide-react';
import { CLOSURE_HATCH as HATCH } from '@/components/closure-list';

// Closures on the agenda: a shaded, hatched band across the closed minutes of a
// day column, with the reason, under the appointments; and the same as a list for the day's header
// and the mobile agenda (components/closure-list.tsx). The slots below stay clickable: staff may
// still book an emergency there.

interface ClosureBandsProps {
  closures: readonly DayClosure[];
  startMinutes: number;
  endMinutes: number;
  pixelsPerMinute: number;
  /** Narrow columns (the week) show the reason on hover and to screen readers only. */
  isCompact?: boolean;
}

export function ClosureBands({
  closures,
  startMinutes,
  endMinutes,
  pixelsPerMinute,
  isCompact = false,
}: ClosureBandsProps) {
  return closures.map((closure) => {
    const top = Math.max(closure.startMinutes, startMinutes);
    const bottom = Math.min(closure.endMinutes, endMinutes);
    if (bottom <= top) return null;
    const label = closureLabel(closure);
    return (
      <div
        key={closure.id}
        role="note"
        aria-label={label}
        title={label}
        data-testid="agenda-cierre"
        className={clsx(
          'pointer-events-none absolute inset-x-0 overflow-hidden border-y border-slate-300 opacity-90',
          HATCH,
        )}
        style={{ top: (top - startMinutes) * pixelsPerMinute, height: (bottom - top) * pixelsPerMinute }}
      >
        {!isCompact && (
          <span className="m-1 inline-flex max-w-[calc(100%-0.5rem)] items-center gap-1 rounded bg-white/90 px-1.5 py-0.5 text-xs font-medium text-slate-700 shadow-xs">
            <Ban className="size-3 shrink-0 text-slate-500" aria-hidden />
            <span className="truncate">{label}</span>
          </span>
        )}
      </div>
    );
  });
}
