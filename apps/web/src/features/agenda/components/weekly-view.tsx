import { bookingDate } from '@citavet/domain/bookings/agenda-summary';
import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { DayClosure } from '@citavet/domain/disabled-dates/day-closures';
import type { DayOverride } from '@citavet/domain/schedule-overrides/day-overrides';
import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import { addDays, type LocalDate } from '@citavet/domain/time/zoned-time';
import { clsx } from 'clsx';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Card } from '@/components/ui/card';
import { dayOfMonth, formatDayAndMonth, formatLongDate, formatShortWeekday } from '@/lib/format-local-date';
import { weekDates } from '../utils/agenda-dates';
import { bookingMinutes } from '../utils/appointment-layout';
import type { SpaceClock } from '../utils/use-space-clock';
import { firstBookableMinute, gridHours, openingMinute, overrideMinutes } from '../utils/working-hours';
import { CurrentTimeLine } from './current-time-line';
import { DayColumn } from './day-column';
import { PeriodNavigation } from './period-navigation';
import { TimeGutter } from './time-gutter';

const WEEKLY_PIXELS_PER_MINUTE = 1;

interface WeeklyViewProps {
  selectedDate: LocalDate;
  clock: SpaceClock;
  timeZone: string;
  bookings: readonly Booking[];
  hostIds: readonly string[];
  schedules: readonly SpaceSchedule[];
  onSelectDate: (date: LocalDate) => void;
  /** A day header was chosen: show that day in the daily view. */
  onOpenDay: (date: LocalDate) => void;
  onNewAppointment: (date: LocalDate, startTime?: string) => void;
  onOpenBooking: (booking: Booking) => void;
  closuresOf?: (date: LocalDate) => DayClosure[];
  overridesOf?: (date: LocalDate) => DayOverride[];
  /** Cancelled appointments are drawn (struck through) only when asked for. */
  isShowingCancelled?: boolean;
}

/** Seven day columns, Monday first, across the week's working hours. */
export function WeeklyView({
  selectedDate,
  clock,
  timeZone,
  bookings,
  hostIds,
  schedules,
  onSelectDate,
  onOpenDay,
  onNewAppointment,
  onOpenBooking,
  closuresOf,
  overridesOf,
  isShowingCancelled = false,
}: WeeklyViewProps) {
  const dates = weekDates(selectedDate);
  const byDate = useMemo(() => {
    const grouped = new Map<LocalDate, Booking[]>();
    for (const booking of bookings) {
      if (booking.status === 'CANCELLED' && !isShowingCancelled) continue;
      const date = bookingDate(booking, timeZone);
      grouped.set(date, [...(grouped.get(date) ?? []), booking]);
    }
    return grouped;
  }, [bookings, timeZone, isShowingCancelled]);
  const weekBookings = dates.flatMap((date) => byDate.get(date) ?? []);
  const weekOverrides = dates.flatMap((date) => overridesOf?.(date) ?? []);
  const hours = gridHours(
    schedules.filter((schedule) => schedule.isActive && hostIds.includes(schedule.hostId)),
    [
      ...weekBookings.map((booking) => bookingMinutes(booking, timeZone)),
      ...weekOverrides.map(overrideMinutes),
    ],
  );
  const first = dates[0] ?? selectedDate;
  const last = dates[6] ?? selectedDate;
  const opening = openingMinute(hours, {
    bookingStarts: weekBookings.map((booking) => bookingMinutes(booking, timeZone).startMinutes),
    nowMinutes: dates.includes(clock.today) ? clock.minutesOfDay : null,
  });
  const scroller = useRef<HTMLDivElement>(null);
  const openingTop = (opening - hours.startMinutes) * WEEKLY_PIXELS_PER_MINUTE;
  // Each week opens at its opening row (a 24-hour clinic's is not 00:00); later renders keep the
  // user's own scrolling.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new week (or grid) scrolls again.
  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollTop = openingTop;
  }, [first, hours.startMinutes]);

  return (
    <Card className="min-w-0 overflow-hidden">
      <div className="border-b border-slate-200 px-4 py-3">
        <PeriodNavigation
          label={`${formatDayAndMonth(first)} – ${formatDayAndMonth(last)} ${last.slice(0, 4)}`}
          previousLabel="Semana anterior"
          nextLabel="Semana siguiente"
          onPrevious={() => onSelectDate(addDays(selectedDate, -7))}
          onNext={() => onSelectDate(addDays(selectedDate, 7))}
        />
      </div>
      <div className="overflow-x-auto">
        <div className="min-w-[48rem]">
          <div className="flex border-b border-slate-200">
            <div className="w-14 shrink-0" />
            {dates.map((date) => {
              const count = byDate.get(date)?.length ?? 0;
              return (
                <button
                  key={date}
                  type="button"
                  onClick={() => onOpenDay(date)}
                  aria-label={`Ver el día ${formatLongDate(date)} (${count} ${count === 1 ? 'cita' : 'citas'})`}
                  className={clsx(
                    'flex flex-1 cursor-pointer flex-col items-center border-l border-slate-200 py-2 hover:bg-slate-50',
                    date === selectedDate && 'bg-primary-tint/40',
                  )}
                >
                  <span
                    className={clsx(
                      'text-xs font-medium',
                      date === clock.today ? 'text-primary' : 'text-slate-500',
                    )}
                  >
                    {formatShortWeekday(date)}
                  </span>
                  <span
                    className={clsx(
                      'flex size-7 items-center justify-center rounded-full text-sm font-semibold tabular-nums',
                      date === clock.today ? 'bg-primary text-white' : 'text-slate-900',
                    )}
                  >
                    {dayOfMonth(date)}
                  </span>
                  <span className="text-[0.6875rem] text-slate-500 tabular-nums">
                    {count > 0 ? `${count}` : '—'}
                  </span>
                </button>
              );
            })}
          </div>
          <div ref={scroller} data-testid="week-grid" className="max-h-[36rem] overflow-y-auto pt-2">
            <div className="flex">
              <TimeGutter
                startMinutes={hours.startMinutes}
                endMinutes={hours.endMinutes}
                pixelsPerMinute={WEEKLY_PIXELS_PER_MINUTE}
                stepMinutes={60}
              />
              {dates.map((date) => (
                <div key={date} className="relative min-w-0 flex-1 border-l border-slate-200">
                  <DayColumn
                    bookings={byDate.get(date) ?? []}
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
              ))}
            </div>
          </div>
        </div>
      </div>
    </Card>
  );
}
