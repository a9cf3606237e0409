import { bookingDate } from '@citavet/domain/bookings/agenda-summary';
import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { closureLabel, type DayClosure } from '@citavet/domain/disabled-dates/day-closures';
import type { DayOverride } from '@citavet/domain/schedule-overrides/day-overrides';
import { addMonthsToDate, monthGridDates, monthOf } from '@citavet/domain/time/calendar-month';
import type { LocalDate } from '@citavet/domain/time/zoned-time';
import { clsx } from 'clsx';
import { useMemo } from 'react';
import { OutsideScheduleBadge } from '@/components/outside-schedule-badge';
import { Card } from '@/components/ui/card';
import { statusColors } from '@/lib/booking-status-colors';
import { dayOfMonth, formatLongDate, formatMonthYear, WEEKDAY_HEADERS } from '@/lib/format-local-date';
import { formatTime } from '@/lib/formatters';
import { BookingPetTag } from './booking-pet-tag';
import { MonthSummary } from './month-summary';
import { PeriodNavigation } from './period-navigation';

/** A month cell lists this many appointments, then '+N'. */
const APPOINTMENTS_PER_CELL = 2;

interface MonthlyViewProps {
  selectedDate: LocalDate;
  today: LocalDate;
  timeZone: string;
  bookings: readonly Booking[];
  defaultCurrency: string;
  onSelectDate: (date: LocalDate) => void;
  /** A day was chosen: show it in the daily view. */
  onOpenDay: (date: LocalDate) => void;
  closuresOf?: (date: LocalDate) => DayClosure[];
  overridesOf?: (date: LocalDate) => DayOverride[];
  isShowingCancelled?: boolean;
}

/** Six Monday-first weeks (42 days) and the month's summary beside them. */
export function MonthlyView({
  selectedDate,
  today,
  timeZone,
  bookings,
  defaultCurrency,
  onSelectDate,
  onOpenDay,
  closuresOf,
  overridesOf,
  isShowingCancelled = false,
}: MonthlyViewProps) {
  const byDate = useMemo(() => {
    const grouped = new Map<LocalDate, Booking[]>();
    const sorted = [...bookings].sort(
      (first, second) => Date.parse(first.startTime) - Date.parse(second.startTime),
    );
    for (const booking of sorted) {
      if (booking.status === 'CANCELLED' && !isShowingCancelled) continue;
      const date = bookingDate(booking, timeZone);
      grouped.set(date, [...(grouped.get(date) ?? []), booking]);
    }
    return grouped;
  }, [bookings, timeZone, isShowingCancelled]);

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <Card className="min-w-0 overflow-hidden">
        <div className="border-b border-slate-200 px-4 py-3">
          <PeriodNavigation
            label={formatMonthYear(selectedDate)}
            previousLabel="Mes anterior"
            nextLabel="Mes siguiente"
            onPrevious={() => onSelectDate(addMonthsToDate(selectedDate, -1))}
            onNext={() => onSelectDate(addMonthsToDate(selectedDate, 1))}
          />
        </div>
        <div className="grid grid-cols-7 border-b border-slate-200 bg-slate-50" aria-hidden>
          {WEEKDAY_HEADERS.map((weekday) => (
            <span key={weekday} className="py-2 text-center text-xs font-medium text-slate-500">
              {weekday}
            </span>
          ))}
        </div>
        <div className="grid grid-cols-7">
          {monthGridDates(monthOf(selectedDate)).map((date) => {
            const ofDay = byDate.get(date) ?? [];
            const hidden = ofDay.length - APPOINTMENTS_PER_CELL;
            const isInMonth = monthOf(date) === monthOf(selectedDate);
            const [closure, ...moreClosures] = closuresOf?.(date) ?? [];
            const closureText = closure
              ? `${closureLabel(closure)}${moreClosures.length > 0 ? ` (+${moreClosures.length})` : ''}`
              : null;
            const [override, ...moreOverrides] = overridesOf?.(date) ?? [];
            const overrideText = override
              ? `${override.label}${moreOverrides.length > 0 ? ` (+${moreOverrides.length})` : ''}`
              : null;
            return (
              <button
                key={date}
                type="button"
                onClick={() => onOpenDay(date)}
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
                    date === today
                      ? 'bg-primary text-white'
                      : isInMonth
                        ? 'text-slate-800'
                        : 'text-slate-500',
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
                  <span
                    key={booking.id}
                    className={clsx(
                      'block w-full truncate rounded border-l-2 px-1 py-0.5 text-[0.6875rem] text-slate-800',
                      statusColors(booking.status).block,
                    )}
                  >
                    <span className="font-semibold tabular-nums">
                      {formatTime(booking.startTime, timeZone)}
                    </span>{' '}
                    {booking.isOutsideSchedule && (
                      <OutsideScheduleBadge variant="icon" className="mr-0.5 align-middle" />
                    )}
                    {booking.pet ? <BookingPetTag pet={booking.pet} variant="cell" /> : booking.client.name}
                  </span>
                ))}
                {hidden > 0 && (
                  <span className="px-1 text-[0.6875rem] font-medium text-primary">+{hidden}</span>
                )}
              </button>
            );
          })}
        </div>
      </Card>
      <div className="lg:self-start">
        <MonthSummary
          month={selectedDate}
          bookings={bookings}
          timeZone={timeZone}
          defaultCurrency={defaultCurrency}
        />
      </div>
    </div>
  );
}
