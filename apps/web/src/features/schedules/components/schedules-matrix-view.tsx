import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import { clsx } from 'clsx';
import { Card } from '@/components/ui/card';
import { hostsOf, servicesOf } from '../overview-filters';
import { formatTimeRange } from '../schedule-format';
import { compareByDayAndTime, WEEKDAYS, weekdayName } from '../weekdays';

export type MatrixGrouping = 'hosts' | 'services';

interface SchedulesMatrixViewProps {
  schedules: SpaceSchedule[];
  grouping: MatrixGrouping;
}

/** Days across, hosts (or services) down; each cell lists that row's ranges of that day. */
export function SchedulesMatrixView({ schedules, grouping }: SchedulesMatrixViewProps) {
  const isByHost = grouping === 'hosts';
  const rows = isByHost ? hostsOf(schedules) : servicesOf(schedules);
  const rowIdOf = (schedule: SpaceSchedule) => (isByHost ? schedule.hostId : schedule.serviceId);
  const sorted = [...schedules].sort(compareByDayAndTime);

  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[56rem] table-fixed border-collapse">
        <caption className="sr-only">
          {isByHost ? 'Horarios por día y host' : 'Horarios por día y servicio'}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50/80">
          <tr>
            <th
              scope="col"
              className="sticky left-0 w-40 bg-slate-50 px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase"
            >
              {isByHost ? 'Profesional' : 'Servicio'}
            </th>
            {WEEKDAYS.map((day) => (
              <th
                key={day}
                scope="col"
                className="px-2 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase"
              >
                {weekdayName(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              <th
                scope="row"
                className="sticky left-0 bg-white px-3 py-3 text-left text-sm font-medium break-words text-slate-900"
              >
                {row.name}
              </th>
              {WEEKDAYS.map((day) => {
                const cell = sorted.filter(
                  (schedule) => rowIdOf(schedule) === row.id && schedule.dayOfWeek === day,
                );
                return (
                  <td key={day} className="px-1.5 py-2">
                    {cell.length === 0 ? (
                      <span className="block px-1 text-xs text-slate-300">
                        <span aria-hidden>—</span>
                        <span className="sr-only">Sin horarios</span>
                      </span>
                    ) : (
                      <ul className="space-y-1">
                        {cell.map((schedule) => (
                          <li
                            key={schedule.id}
                            className={clsx(
                              'rounded-md px-2 py-1 text-xs',
                              schedule.isActive
                                ? 'bg-primary-tint text-primary-hover'
                                : 'bg-slate-100 text-slate-500 line-through',
                            )}
                          >
                            <span className="block font-semibold tabular-nums">
                              {formatTimeRange(schedule.startTime, schedule.endTime)}
                            </span>
                            <span
                              className="block truncate"
                              title={isByHost ? schedule.serviceName : schedule.host.name}
                            >
                              {isByHost ? schedule.serviceName : schedule.host.name}
                            </span>
                            {!schedule.isActive && <span className="sr-only">(inactivo)</span>}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
