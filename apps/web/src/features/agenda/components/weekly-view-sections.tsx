import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { DayClosure } from '@citavet/domain/disabled-dates/day-closures';
import type { DayOverride } from '@citavet/domain/schedule-overrides/day-overrides';
import type { LocalDate } from '@citavet/domain/time/zoned-time';
import { clsx } from 'clsx';
import { dayOfMonth, formatLongDate, formatShortWeekday } from '@/lib/format-local-date';
import type { SpaceClock } from '../utils/use-space-clock';
import { firstBookableMinute, type MinuteRange } from '../utils/working-hours';
import { CurrentTimeLine } from './current-time-line';
import { DayColumn } from './day-column';

export const WEEKLY_PIXELS_PER_MINUTE = 1;

interface WeekDayHeaderProps {
  date: LocalDate;
  selectedDate: LocalDate;
  today: LocalDate;
  count: number;
  onOpen: () => void;
}

/** A day's head in the week: weekday, day of the month and its count; choosing it opens the day. */
export function WeekDayHeader({ date, selectedDate, today, count, onOpen }: WeekDayHeaderProps) {
  return (
    <button
      key={date}
      type="button"
      onClick={onOpen}
      aria-label={`Ver el día ${formatLongDate(date)} (${count} ${count === 1 ? 'cita' : 'citas'})`}
      className={clsx(
        'flex flex-1 cursor-pointer flex-col items-center border-l border-slate-200 py-2 hover:bg-slate-50',
        date === selectedDate && 'bg-primary-tint/40',
      )}
    >
      <span className={clsx('text-xs font-medium', date === today ? 'text-primary' : 'text-slate-500')}>
        {formatShortWeekday(date)}
      </span>
      <span
        className={clsx(
          'flex size-7 items-center justify-center rounded-full text-sm font-semibold tabular-nums',
          date === today ? 'bg-primary text-white' : 'text-slate-900',
        )}
      >
        {dayOfMonth(date)}
      </span>
      <span className="text-[0.6875rem] text-slate-500 tabular-nums">{count > 0 ? `${count}` : '—'}</span>
    </button>
  );
}

interface WeekDayColumnProps {
  date: LocalDate;
  clock: SpaceClock;
  timeZone: string;
  hours: MinuteRange;
  bookings: readonly Booking[];
  onNewAppointment: (date: LocalDate, startTime?: string) => void;
  onOpenBooking: (booking: Booking) => void;
  closuresOf?: (date: LocalDate) => DayClosure[];
  overridesOf?: (date: LocalDate) => DayOverride[];
}

/** A day's column in the week's grid, with the current time across today's. */
export function WeekDayColumn({
  date,
  clock,
  timeZone,
  hours,
  bookings,
  onNewAppointment,
  onOpenBooking,
  closuresOf,
  overridesOf,
}: WeekDayColumnProps) {
  return (
    <div className="relative min-w-0 flex-1 border-l border-slate-200">
      <DayColumn
        bookings={bookings}
        timeZone={timeZone}
        startMinutes={hours.startMinutes}
        endMinutes={hours.endMinutes}
        pixelsPerMinute={WEEKLY_PIXELS_PER_MINUTE}
        firstBookableMinute={firstBookableMinute(date, clock)}
        slotLabelPrefix={`Nueva cita el ${formatLongDate(date)}`}
        onSlotClick={(startTime) => onNewAppointment(date, startTime)}
        onBookingClick={onOpenBooking}
        closures={closuresOf?.(date)}
        overrides={overridesOf?.(date)}
        isCompact
      />
      {date === clock.today &&
        clock.minutesOfDay >= hours.startMinutes &&
        clock.minutesOfDay <= hours.endMinutes && (
          <CurrentTimeLine
            minutesOfDay={clock.minutesOfDay}
            startMinutes={hours.startMinutes}
            pixelsPerMinute={WEEKLY_PIXELS_PER_MINUTE}
          />
        )}
    </div>
  );
}
