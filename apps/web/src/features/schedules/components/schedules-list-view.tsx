import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatTimeRange } from '../schedule-format';
import { compareByDayAndTime, weekdayName } from '../weekdays';

const headerClasses = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';

/** Every range in one table, Monday first, then by start time. */
export function SchedulesListView({ spaceId, schedules }: { spaceId: string; schedules: SpaceSchedule[] }) {
  const rows = [...schedules].sort(
    (first, second) =>
      compareByDayAndTime(first, second) || first.serviceName.localeCompare(second.serviceName, 'es'),
  );
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[40rem] border-collapse">
        <caption className="sr-only">Horarios del espacio</caption>
        <thead className="border-b border-slate-200 bg-slate-50/80">
          <tr>
            <th scope="col" className={headerClasses}>
              Día
            </th>
            <th scope="col" className={headerClasses}>
              Horario
            </th>
            <th scope="col" className={headerClasses}>
              Servicio
            </th>
            <th scope="col" className={headerClasses}>
              Profesional
            </th>
            <th scope="col" className={headerClasses}>
              Estado
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((schedule) => (
            <tr key={schedule.id} className="hover:bg-slate-50">
              <td className="px-4 py-2.5 text-sm font-medium text-slate-700">
                {weekdayName(schedule.dayOfWeek)}
              </td>
              <td className="px-4 py-2.5 text-sm text-slate-900 tabular-nums">
                {formatTimeRange(schedule.startTime, schedule.endTime)}
              </td>
              <td className="px-4 py-2.5 text-sm">
                <Link
                  to={paths.space.serviceSchedules(spaceId, schedule.serviceId)}
                  className="font-medium text-slate-900 hover:text-primary"
                >
                  {schedule.serviceName}
                </Link>
              </td>
              <td className="px-4 py-2.5 text-sm text-slate-700">{schedule.host.name}</td>
              <td className="px-4 py-2.5">
                <Badge tone={schedule.isActive ? 'success' : 'neutral'}>
                  {schedule.isActive ? 'Activo' : 'Inactivo'}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
