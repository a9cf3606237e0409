import type { OpeningDay } from '@citavet/domain/public/public-space.schema';
import { weekdayOf } from '@citavet/domain/time/zoned-time';
import { clsx } from 'clsx';
import { Clock } from 'lucide-react';
import { todayInZone } from '../booking-flow/slot-labels';
import { SectionCard } from './section-card';
import { TimeZoneNotice } from './time-zone-notice';

interface OpeningHoursCardProps {
  /** Monday to Sunday, from the clinic's real schedules, emergencies apart. */
  openingHours: OpeningDay[];
  /** The emergency services' hours; empty when there are none to show apart. */
  emergencyHours?: OpeningDay[];
  timeZone: string;
}

const isAllDayEveryDay = (days: readonly OpeningDay[]) =>
  days.length === 7 &&
  days.every(
    (day) =>
      day.ranges.length === 1 && day.ranges[0]?.startTime === '00:00' && day.ranges[0]?.endTime === '24:00',
  );

export function OpeningHoursCard({ openingHours, emergencyHours = [], timeZone }: OpeningHoursCardProps) {
  // "Today" is the clinic's, like every time on this page.
  const todayWeekday = weekdayOf(todayInZone(Date.now(), timeZone));
  return (
    <SectionCard id="horarios-de-atencion" title="Horarios de atención" icon={Clock}>
      <WeekHours days={openingHours} todayWeekday={todayWeekday} />
      {emergencyHours.length > 0 && (
        <section aria-labelledby="horarios-urgencias" className="mt-4 border-t border-slate-200 pt-3">
          <h3 id="horarios-urgencias" className="px-3 text-sm font-semibold text-slate-900">
            Urgencias
          </h3>
          {isAllDayEveryDay(emergencyHours) ? (
            <p className="px-3 pt-1 text-sm text-slate-700">Las 24 horas, todos los días</p>
          ) : (
            <WeekHours days={emergencyHours} todayWeekday={todayWeekday} />
          )}
        </section>
      )}
      <TimeZoneNotice timeZone={timeZone} className="mt-3" />
    </SectionCard>
  );
}

function WeekHours({ days, todayWeekday }: { days: OpeningDay[]; todayWeekday: number }) {
  return (
    <ul className="space-y-1">
      {days.map((day) => {
        const isToday = day.dayOfWeek === todayWeekday;
        const isClosed = day.ranges.length === 0;
        return (
          <li
            key={day.dayOfWeek}
            aria-current={isToday ? 'date' : undefined}
            className={clsx(
              'flex items-baseline justify-between gap-4 rounded-control px-3 py-1.5 text-sm',
              isToday ? 'bg-primary-tint font-semibold text-primary-hover' : 'text-slate-700',
            )}
          >
            <span>
              {day.dayName}
              {isToday && <span className="ml-1.5 text-xs font-medium">(hoy)</span>}
            </span>
            <span className={clsx('text-right tabular-nums', isClosed && !isToday && 'text-slate-500')}>
              {isClosed
                ? 'Cerrado'
                : day.ranges.map((range) => `${range.startTime} - ${range.endTime}`).join(', ')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
