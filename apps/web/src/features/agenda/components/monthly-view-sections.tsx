import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { closureLabel, type DayClosure } from '@citavet/domain/disabled-dates/day-closures';
import type { DayOverride } from '@citavet/domain/schedule-overrides/day-overrides';
import { monthOf } from '@citavet/domain/time/calendar-month';
import type { LocalDate } from '@citavet/domain/time/zoned-time';
import { clsx } from 'clsx';
import { OutsideScheduleBadge } from '@/components/outside-schedule-badge';
import { statusColors } from '@/lib/booking-status-colors';
import { dayOfMonth, formatLongDate } from '@/lib/format-local-date';
import { formatTime } from '@/lib/formatters';
import { BookingPetTag } from './booking-pet-tag';

/** A month cell lists this many appointments, then '+N'. */
const APPOINTMENTS_PER_CELL = 2;

interface MonthDayCellProps {
  date: LocalDate;
  selectedDate: LocalDate;
  today: LocalDate;
  timeZone: string;
  /** The day's appointments, earliest first. */
  ofDay: readonly Booking[];
  closures: readonly DayClosure[];
  overrides: readonly DayOverride[];
  onOpen: () => void;
}

/** A day of the month: its number, changed hours, closure and first appointments; choosing it opens the day. */
export function MonthDayCell({
  date,
  selectedDate,
  today,
  timeZone,
  ofDay,
  closures,
  overrides,
  onOpen,
}: MonthDayCellProps) {
  const hidden = ofDay.length - APPOINTMENTS_PER_CELL;
  const isInMonth = monthOf(date) === monthOf(selectedDate);
  const [closure, ...moreClosures] = closures;
  const closureText = closure
    ? `${closureLabel(closure)}${moreClosures.length > 0 ? ` (+${moreClosures.length})` : ''}`
    : null;
  const [override, ...moreOverrides] = overrides;
  const overrideText = override
    ? `${override.label}${moreOverrides.length > 0 ? ` (+${moreOverrides.length})` : ''}`
    : null;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`${formatLongDate(date)}: ${ofDay.length} ${ofDay.length === 1 ? 'cita' : 'citas'}${closureText ? `. ${closureText}` : ''}${overrideText ? `. ${overrideText}` : ''}`}
      className={clsx(
        'flex min-h-24 min-w-0 cursor-pointer flex-col gap-1 border-r border-b border-slate-100 p-1.5 text-left',
        'transition-colors hover:bg-primary-tint/30 [&:nth-child(7n)]:border-r-0',
        !isInMonth && 'bg-slate-50/70',
        closure?.isWholeDay &&
          'bg-[repeating-linear-gradient(135deg,rgb(248_250_252)_0,rgb(248_250_252)_6px,rgb(226_232_240)_6px,rgb(226_232_240)_12px)]',
        date === selectedDate && 'ring-2 ring-primary ring-inset',
      )}
    >
      <span
        className={clsx(
          'flex size-6 items-center justify-center rounded-full text-xs font-medium tabular-nums',
          date === today ? 'bg-primary text-white' : isInMonth ? 'text-slate-800' : 'text-slate-500',
        )}
      >
        {dayOfMonth(date)}
      </span>
      {overrideText && (
        <span
          className="block w-full truncate rounded border border-sky-200 bg-sky-50 px-1 py-0.5 text-[0.6875rem] font-medium text-sky-900"
          data-testid="agenda-horario-especial"
        >
          {overrideText}
        </span>
      )}
      {closureText && (
        <span
          className="block w-full truncate rounded bg-white/90 px-1 py-0.5 text-[0.6875rem] font-medium text-slate-700"
          data-testid="agenda-cierre"
        >
          {closureText}
        </span>
      )}
      {ofDay.slice(0, APPOINTMENTS_PER_CELL).map((booking) => (
        <MonthCellBooking key={booking.id} booking={booking} timeZone={timeZone} />
      ))}
      {hidden > 0 && <span className="px-1 text-[0.6875rem] font-medium text-primary">+{hidden}</span>}
    </button>
  );
}

/** An appointment in a month cell: its start, and the pet (or the client when there is none). */
function MonthCellBooking({ booking, timeZone }: { booking: Booking; timeZone: string }) {
  return (
    <span
      className={clsx(
        'block w-full truncate rounded border-l-2 px-1 py-0.5 text-[0.6875rem] text-slate-800',
        statusColors(booking.status).block,
      )}
    >
      <span className="font-semibold tabular-nums">{formatTime(booking.startTime, timeZone)}</span>{' '}
      {booking.isOutsideSchedule && <OutsideScheduleBadge variant="icon" className="mr-0.5 align-middle" />}
      {booking.pet ? <BookingPetTag pet={booking.pet} variant="cell" /> : booking.client.name}
    </span>
  );
}
