import type { OpeningDay } from '@citavet/domain/public/public-space.schema';
import { weekdayOf } from '@citavet/domain/time/zoned-time';
import { clsx } from 'clsx';
import { Clock } from 'lucide-react';
import { todayInZone } from '../booking-flow/slot-labels';
import { SectionCard } from './section-card';
import { TimeZoneNotice } from './time-zone-notice';

interface OpeningHoursCardProps {
  /** Monday to Sunday, from the clinic's real schedules. */
  openingHours: OpeningDay[];
  timeZone: string;
}

export function OpeningHoursCard({ openingHours, timeZone }: OpeningHoursCardProps) {
  // "Today" is the clinic's, like every time on this page.
  const todayWeekday = weekdayOf(todayInZone(Date.now(), timeZone));
  return (
    <SectionCard id="horarios-de-atencion" title="Horarios de atención" icon={Clock}>
      <ul className="space-y-1">
        {openingHours.map((day) => {
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
      <TimeZoneNotice timeZone={timeZone} className="mt-3" />
    </SectionCard>
  );
}
