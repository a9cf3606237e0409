import type { Schedule } from '@citavet/domain/schedules/schedule.schema';
import { clsx } from 'clsx';
import { Power, Trash2, X } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatPrice, formatTimeRange } from '../schedule-format';
import { compareByDayAndTime, WEEKDAYS, weekdayName } from '../weekdays';

interface HostScheduleGroupProps {
  host: Schedule['host'];
  schedules: Schedule[];
  currency: string;
  onDelete: (scheduleIds: string[]) => void;
  onToggleActive: (schedule: Schedule) => void;
  /** The range whose active flag is being changed, if any. */
  pendingScheduleId: string | null;
}

function rangeDescription(schedule: Schedule): string {
  return `del ${weekdayName(schedule.dayOfWeek)} de ${schedule.startTime} a ${schedule.endTime}`;
}

const chipButtonClasses =
  'inline-flex size-7 cursor-pointer items-center justify-center rounded-md text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:cursor-wait disabled:opacity-50';

/** One host's ranges of the service, a row per weekday (Monday first). */
export function HostScheduleGroup({
  host,
  schedules,
  currency,
  onDelete,
  onToggleActive,
  pendingScheduleId,
}: HostScheduleGroupProps) {
  const activeCount = schedules.filter((schedule) => schedule.isActive).length;
  const days = WEEKDAYS.map((day) => ({
    day,
    schedules: schedules.filter((schedule) => schedule.dayOfWeek === day).sort(compareByDayAndTime),
  })).filter((entry) => entry.schedules.length > 0);

  return (
    <Card>
      <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-3 sm:px-6">
        <Avatar name={host.name} imageUrl={host.avatar} size="sm" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-slate-900">{host.name}</h3>
          <p className="truncate text-xs text-slate-500">{host.email}</p>
        </div>
        <p className="text-right text-sm text-slate-600 tabular-nums">
          {schedules.length} {schedules.length === 1 ? 'horario' : 'horarios'} · {activeCount}{' '}
          {activeCount === 1 ? 'activo' : 'activos'}
        </p>
      </div>
      <ul className="divide-y divide-slate-100">
        {days.map(({ day, schedules: daySchedules }) => (
          <li key={day} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:px-6">
            <span className="w-28 shrink-0 text-sm font-medium text-slate-700">{weekdayName(day)}</span>
            <ul className="flex flex-1 flex-wrap gap-2">
              {daySchedules.map((schedule) => (
                <li
                  key={schedule.id}
                  className={clsx(
                    'inline-flex items-center gap-1.5 rounded-control border py-1 pr-1 pl-2.5 text-sm',
                    schedule.isActive
                      ? 'border-primary/30 bg-primary-tint/50 text-slate-900'
                      : 'border-slate-200 bg-slate-50 text-slate-500',
                  )}
                >
                  <span className="font-medium tabular-nums">
                    {formatTimeRange(schedule.startTime, schedule.endTime)}
                  </span>
                  {schedule.customPrice !== null && (
                    <Badge tone="accent" className="tabular-nums">
                      {formatPrice(schedule.customPrice, currency)}
                    </Badge>
                  )}
                  {!schedule.isActive && <Badge>Inactivo</Badge>}
                  <button
                    type="button"
                    className={chipButtonClasses}
                    disabled={pendingScheduleId === schedule.id}
                    onClick={() => onToggleActive(schedule)}
                    aria-label={`${schedule.isActive ? 'Desactivar' : 'Activar'} horario ${rangeDescription(schedule)}`}
                    title={schedule.isActive ? 'Desactivar' : 'Activar'}
                  >
                    <Power className="size-3.5" aria-hidden />
                  </button>
                  <button
                    type="button"
                    className={clsx(chipButtonClasses, 'hover:bg-error/10! hover:text-error!')}
                    onClick={() => onDelete([schedule.id])}
                    aria-label={`Eliminar horario ${rangeDescription(schedule)}`}
                    title="Eliminar"
                  >
                    <X className="size-3.5" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
            {daySchedules.length > 1 && (
              <Button
                variant="ghost"
                size="sm"
                className="self-start text-error hover:bg-error/10 sm:self-center"
                icon={<Trash2 className="size-4" aria-hidden />}
                onClick={() => onDelete(daySchedules.map((schedule) => schedule.id))}
                aria-label={`Eliminar día: los ${daySchedules.length} horarios del ${weekdayName(day)}`}
              >
                Eliminar día
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
