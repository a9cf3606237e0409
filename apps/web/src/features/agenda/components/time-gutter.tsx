import { formatWallTime } from '@citavet/domain/time/zoned-time';
import { SLOT_MINUTES } from '../utils/working-hours';

interface TimeGutterProps {
  startMinutes: number;
  endMinutes: number;
  pixelsPerMinute: number;
  /** Label every slot (daily view) or only full hours (weekly view). */
  stepMinutes?: number;
}

/** The times down the left edge of a grid. Decorative: each slot button says its own time. */
export function TimeGutter({
  startMinutes,
  endMinutes,
  pixelsPerMinute,
  stepMinutes = SLOT_MINUTES,
}: TimeGutterProps) {
  const labels: number[] = [];
  const first = Math.ceil(startMinutes / stepMinutes) * stepMinutes;
  for (let minute = first; minute < endMinutes; minute += stepMinutes) labels.push(minute);
  return (
    <div
      className="relative w-14 shrink-0"
      style={{ height: (endMinutes - startMinutes) * pixelsPerMinute }}
      aria-hidden
    >
      {labels.map((minute) => (
        <span
          key={minute}
          className="absolute right-2 -translate-y-1/2 text-xs text-slate-500 tabular-nums first:translate-y-0"
          style={{ top: (minute - startMinutes) * pixelsPerMinute }}
        >
          {formatWallTime(minute)}
        </span>
      ))}
    </div>
  );
}
