import { closureLabel, type DayClosure } from '@citavet/domain/disabled-dates/day-closures';
import { formatWallTime } from '@citavet/domain/time/zoned-time';
import { clsx } from 'clsx';
import { Ban } from 'lucide-react';

/** The hatch of a closed time: the agenda's bands and these lists look alike. */
export const CLOSURE_HATCH =
  'bg-[repeating-linear-gradient(135deg,rgb(241_245_249)_0,rgb(241_245_249)_6px,rgb(226_232_240)_6px,rgb(226_232_240)_12px)]';

const wallTime = (minutes: number) => (minutes >= 24 * 60 ? '24:00' : formatWallTime(minutes));

/** A day's closures as a list: above the daily grid, on the mobile agenda and in the new-appointment modal. */
export function ClosureList({ closures }: { closures: readonly DayClosure[] }) {
  if (closures.length === 0) return null;
  return (
    <ul className="space-y-1" aria-label="Cierres y ausencias del día">
      {closures.map((closure) => (
        <li
          key={closure.id}
          className={clsx(
            'flex items-start gap-2 rounded-control border border-slate-300 px-3 py-2 text-sm text-slate-800',
            CLOSURE_HATCH,
          )}
        >
          <Ban className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          <span className="min-w-0 rounded bg-white/90 px-1">
            <span className="font-medium">{closureLabel(closure)}</span>
            <span className="text-slate-600 tabular-nums">
              {' '}
              ·{' '}
              {closure.isWholeDay
                ? 'Todo el día'
                : `${wallTime(closure.startMinutes)}–${wallTime(closure.endMinutes)}`}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
