import { formatWallTime } from '@citavet/domain/time/zoned-time';

interface CurrentTimeLineProps {
  minutesOfDay: number;
  startMinutes: number;
  pixelsPerMinute: number;
}

/** 'Now' across today's grid; the page's clock moves it every 60 s. */
export function CurrentTimeLine({ minutesOfDay, startMinutes, pixelsPerMinute }: CurrentTimeLineProps) {
  return (
    <div
      className="pointer-events-none absolute inset-x-0 z-20 flex items-center"
      style={{ top: (minutesOfDay - startMinutes) * pixelsPerMinute }}
      role="img"
      aria-label={`Hora actual ${formatWallTime(minutesOfDay)}`}
      data-testid="linea-hora-actual"
    >
      <span className="-ml-1 size-2.5 rounded-full bg-error" />
      <span className="h-0.5 flex-1 bg-error" />
    </div>
  );
}
