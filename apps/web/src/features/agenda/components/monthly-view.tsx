import { bookingDate } from '@citavet/domain/bookings/agenda-summary';
import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { DayClosure } from '@citavet/domain/disabled-dates/day-closures';
import type { DayOverride } from '@citavet/domain/schedule-overrides/day-overrides';
import { addMonthsToDate, monthGridDates, monthOf } from '@citavet/domain/time/calendar-month';
import type { LocalDate } from '@citavet/domain/time/zoned-time';
import { useMemo } from 'react';
import { Card } from '@/components/ui/card';
import { formatMonthYear, WEEKDAY_HEADERS } from '@/lib/format-local-date';
import { MonthSummary } from './month-summary';
import { MonthDayCell } from './monthly-view-sections';
import { PeriodNavigation } from './period-navigation';

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
          {monthGridDates(monthOf(selectedDate)).map((date) => (
            <MonthDayCell
              key={date}
              date={date}
              selectedDate={selectedDate}
              today={today}
              timeZone={timeZone}
              ofDay={byDate.get(date) ?? []}
              closures={closuresOf?.(date) ?? []}
              overrides={overridesOf?.(date) ?? []}
              onOpen={() => onOpenDay(date)}
            />
          ))}
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
