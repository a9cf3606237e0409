import type { Schedule } from '@citavet/domain/schedules/schedule.schema';
import { clsx } from 'clsx';

/**
 * This screen indexes days 0 = Domingo .. 6 = Sábado, unlike every other screen.
 * The API's weekdays are 1 = Lunes .. 7 = Domingo, so Domingo (7) becomes 0 and the rest keep
 * their number.
 */
const SUNDAY_FIRST_DAYS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'] as const;

function sundayFirstIndex(dayOfWeek: number): number {
  return dayOfWeek % 7;
}

function byStartTime(first: Schedule, second: Schedule): number {
  return first.startTime.localeCompare(second.startTime) || first.host.name.localeCompare(second.host.name);
}

/** The service's week at a glance: each day's ranges with who attends them. */
export function ServiceWeeklyGrid({ schedules }: { schedules: Schedule[] }) {
  const days = SUNDAY_FIRST_DAYS.map((name, index) => ({
    name,
    schedules: schedules
      .filter((schedule) => sundayFirstIndex(schedule.dayOfWeek) === index)
      .sort(byStartTime),
  }));
  return (
    <div className="grid gap-2 sm:grid-cols-7">
      {days.map((day) => (
        <section
          key={day.name}
          aria-label={day.name}
          className={clsx(
            'rounded-control border p-2.5',
            day.schedules.length > 0
              ? 'border-slate-200 bg-white'
              : 'border-dashed border-slate-200 bg-slate-50',
          )}
        >
          <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{day.name}</h3>
          {day.schedules.length === 0 ? (
            <p className="text-xs text-slate-500">Sin horarios</p>
          ) : (
            <ul className="flex flex-wrap gap-1.5 sm:flex-col">
              {day.schedules.map((schedule) => (
                <li
                  key={schedule.id}
                  className={clsx(
                    'rounded-md px-2 py-1 text-xs',
                    schedule.isActive ? 'bg-primary-tint text-primary-hover' : 'bg-slate-100 text-slate-500',
                  )}
                >
                  <span className="block font-semibold tabular-nums">
                    {schedule.startTime}–{schedule.endTime}
                  </span>
                  <span className="block truncate">{schedule.host.name}</span>
                  {!schedule.isActive && <span className="block italic">Inactivo</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
