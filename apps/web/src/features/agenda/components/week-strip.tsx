import { bookingDate, countBookedOn, countByStatus } from '@citavet/domain/bookings/agenda-summary';
import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { BOOKING_STATUSES } from '@citavet/domain/bookings/booking-status';
import type { DayOverride } from '@citavet/domain/schedule-overrides/day-overrides';
import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import type { Service } from '@citavet/domain/services/service.schema';
import type { LocalDate } from '@citavet/domain/time/zoned-time';
import { clsx } from 'clsx';
import { statusColors } from '@/lib/booking-status-colors';
import { dayOfMonth, formatLongDate, formatShortWeekday } from '@/lib/format-local-date';
import { weekDates } from '../utils/agenda-dates';
import { dayOccupancy } from '../utils/day-occupancy';

interface WeekStripProps {
  selectedDate: LocalDate;
  today: LocalDate;
  bookings: readonly Booking[];
  timeZone: string;
  hostIds: readonly string[];
  schedules: readonly SpaceSchedule[];
  services: readonly Service[];
  overridesOf?: ((date: LocalDate) => DayOverride[]) | undefined;
  onSelectDate: (date: LocalDate) => void;
}

/** Monday to Sunday of the selected week: count, a status bar and occupancy per day. */
export function WeekStrip({
  selectedDate,
  today,
  bookings,
  timeZone,
  hostIds,
  schedules,
  services,
  overridesOf,
  onSelectDate,
}: WeekStripProps) {
  return (
    <div className="grid grid-cols-7 gap-2">
      {weekDates(selectedDate).map((date) => {
        const ofDay = bookings.filter((booking) => bookingDate(booking, timeZone) === date);
        const bookedCount = countBookedOn(ofDay, date, timeZone);
        const occupancy = dayOccupancy({
          date,
          timeZone,
          hostIds,
          schedules,
          services,
          bookedCount,
          overrides: overridesOf?.(date),
        });
        const counts = countByStatus(ofDay);
        const isSelected = date === selectedDate;
        const isToday = date === today;
        const summary = occupancy.isWorkingDay
          ? `${bookedCount} ${bookedCount === 1 ? 'cita' : 'citas'}, ${occupancy.percent}% ocupado`
          : 'No hábil';
        return (
          <button
            key={date}
            type="button"
            disabled={!occupancy.isWorkingDay}
            aria-pressed={isSelected}
            aria-label={`${formatLongDate(date)}: ${summary}`}
            onClick={() => onSelectDate(date)}
            className={clsx(
              'flex min-w-0 flex-col items-center gap-1 rounded-card border px-1 py-2 text-center transition-colors',
              'disabled:cursor-not-allowed disabled:border-dashed disabled:bg-slate-50 disabled:opacity-70',
              isSelected
                ? 'border-primary bg-primary-tint/60 ring-1 ring-primary'
                : 'cursor-pointer border-slate-200 bg-white hover:border-primary/50',
            )}
          >
            <span className={clsx('text-xs font-medium', isToday ? 'text-primary' : 'text-slate-600')}>
              {formatShortWeekday(date)}
            </span>
            <span
              className={clsx(
                'flex size-8 items-center justify-center rounded-full text-sm font-semibold tabular-nums',
                isToday ? 'bg-primary text-white' : 'text-slate-900',
              )}
            >
              {dayOfMonth(date)}
            </span>
            {occupancy.isWorkingDay ? (
              <>
                <span className="text-xs text-slate-700 tabular-nums">
                  {bookedCount} {bookedCount === 1 ? 'cita' : 'citas'}
                </span>
                <span
                  className="flex h-1.5 w-full max-w-16 overflow-hidden rounded-full bg-slate-100"
                  aria-hidden
                >
                  {counts.total > 0 &&
                    BOOKING_STATUSES.map((status) =>
                      counts[status] > 0 ? (
                        <span
                          key={status}
                          className={statusColors(status).solid}
                          style={{ width: `${(counts[status] / counts.total) * 100}%` }}
                        />
                      ) : null,
                    )}
                </span>
                <span className="text-[0.6875rem] text-slate-600 tabular-nums">
                  {occupancy.percent}% ocupado
                </span>
              </>
            ) : (
              <span className="mt-1 text-xs text-slate-600">No hábil</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
