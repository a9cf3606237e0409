import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { hostsOf, servicesOf } from '../overview-filters';
import { formatTimeRange } from '../schedule-format';
import { compareByDayAndTime, WEEKDAYS, weekdayName } from '../weekdays';

interface SchedulesMobileViewProps {
  spaceId: string;
  schedules: SpaceSchedule[];
}

/** Below 540 px: pick a service, then read each host's week for it. */
export function SchedulesMobileView({ spaceId, schedules }: SchedulesMobileViewProps) {
  const services = servicesOf(schedules);
  const [chosenServiceId, setChosenServiceId] = useState('');
  // The first service until one is chosen, or when the chosen one drops out of the filters.
  const serviceId = services.some((service) => service.id === chosenServiceId)
    ? chosenServiceId
    : (services[0]?.id ?? '');
  const serviceSchedules = schedules.filter((schedule) => schedule.serviceId === serviceId);

  return (
    <div className="space-y-4">
      <Select
        label="Servicio"
        id="horarios-servicio-movil"
        options={services.map((service) => ({ value: service.id, label: service.name }))}
        value={serviceId}
        onChange={(event) => setChosenServiceId(event.target.value)}
      />
      {hostsOf(serviceSchedules).map((host) => {
        const hostSchedules = serviceSchedules
          .filter((schedule) => schedule.hostId === host.id)
          .sort(compareByDayAndTime);
        const first = hostSchedules[0];
        return (
          <Card key={host.id}>
            <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-3">
              <Avatar name={host.name} imageUrl={first?.host.avatar} size="sm" />
              <h3 className="min-w-0 flex-1 truncate font-semibold text-slate-900">{host.name}</h3>
            </div>
            <dl className="divide-y divide-slate-100">
              {WEEKDAYS.map((day) => {
                const daySchedules = hostSchedules.filter((schedule) => schedule.dayOfWeek === day);
                if (daySchedules.length === 0) return null;
                return (
                  <div key={day} className="flex items-start justify-between gap-3 px-4 py-2.5">
                    <dt className="text-sm font-medium text-slate-700">{weekdayName(day)}</dt>
                    <dd className="flex flex-wrap justify-end gap-1.5">
                      {daySchedules.map((schedule) => (
                        <span
                          key={schedule.id}
                          className={clsx(
                            'rounded-md px-2 py-0.5 text-sm tabular-nums',
                            schedule.isActive
                              ? 'bg-primary-tint text-primary-hover'
                              : 'bg-slate-100 text-slate-500 line-through',
                          )}
                        >
                          {formatTimeRange(schedule.startTime, schedule.endTime)}
                          {!schedule.isActive && <span className="sr-only"> (inactivo)</span>}
                        </span>
                      ))}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </Card>
        );
      })}
      {serviceId && (
        <Link
          to={paths.space.serviceSchedules(spaceId, serviceId)}
          className="block text-center text-sm font-medium text-primary hover:text-primary-hover"
        >
          Gestionar los horarios de este servicio
        </Link>
      )}
    </div>
  );
}
