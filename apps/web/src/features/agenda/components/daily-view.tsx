import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { DayClosure } from '@citavet/domain/disabled-dates/day-closures';
import type { DayOverride } from '@citavet/domain/schedule-overrides/day-overrides';
import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import type { Service } from '@citavet/domain/services/service.schema';
import { type LocalDate, weekdayOf } from '@citavet/domain/time/zoned-time';
import { useMemo } from 'react';
import { Card } from '@/components/ui/card';
import { bookingMinutes } from '../utils/appointment-layout';
import { dayBookings } from '../utils/day-bookings';
import type { SpaceClock } from '../utils/use-space-clock';
import { gridHours, overrideMinutes, schedulesOfWeekday } from '../utils/working-hours';
import { AgendaSummaryCards } from './agenda-summary-cards';
import { DayGrid, DayHeader, DayNotices } from './daily-view-sections';
import type { HostColumn } from './host-columns-timeline';
import { MiniCalendar } from './mini-calendar';
import { WeekStrip } from './week-strip';

export interface DailyViewProps {
  selectedDate: LocalDate;
  clock: SpaceClock;
  timeZone: string;
  bookings: readonly Booking[];
  /** Today to the end of the month, for the summary cards. */
  upcomingBookings: readonly Booking[];
  hostIds: readonly string[];
  schedules: readonly SpaceSchedule[];
  services: readonly Service[];
  isShowingCancelled: boolean;
  onShowCancelledChange: (isShowing: boolean) => void;
  onSelectDate: (date: LocalDate) => void;
  onNewAppointment: (date: LocalDate, startTime?: string) => void;
  onOpenBooking: (booking: Booking) => void;
  /** The closures and absences of a day for the agendas shown. */
  closuresOf?: (date: LocalDate) => DayClosure[];
  /** The extra openings and changed hours of a day for the agendas shown. */
  overridesOf?: (date: LocalDate) => DayOverride[];
  /** Several professionals shown: one column each, side by side (their names, in order). */
  hosts?: readonly HostColumn[];
  /** The closures and openings of a day that concern one professional's column. */
  hostClosuresOf?: (date: LocalDate, hostId: string) => DayClosure[];
  hostOverridesOf?: (date: LocalDate, hostId: string) => DayOverride[];
  onNewAppointmentFor?: (date: LocalDate, startTime: string, hostId: string) => void;
  /** 'Imprimir': the day's list per professional as a PDF. */
  onPrint?: () => void;
  isPrinting?: boolean;
}

export function DailyView(props: DailyViewProps) {
  const { selectedDate, clock, timeZone, bookings, hostIds, schedules, isShowingCancelled } = props;
  const { all, scheduled, hasCancelled } = useMemo(
    () => dayBookings(bookings, timeZone, selectedDate),
    [bookings, timeZone, selectedDate],
  );
  const shown = isShowingCancelled ? all : scheduled;
  const overrides = props.overridesOf?.(selectedDate) ?? [];
  const hours = gridHours(schedulesOfWeekday(schedules, hostIds, weekdayOf(selectedDate)), [
    ...shown.map((booking) => bookingMinutes(booking, timeZone)),
    ...overrides.map(overrideMinutes),
  ]);
  const canCreate = selectedDate >= clock.today;
  const closures = props.closuresOf?.(selectedDate) ?? [];

  return (
    <div className="space-y-4">
      <WeekStrip
        selectedDate={selectedDate}
        today={clock.today}
        bookings={bookings}
        timeZone={timeZone}
        hostIds={hostIds}
        schedules={schedules}
        services={props.services}
        overridesOf={props.overridesOf}
        onSelectDate={props.onSelectDate}
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="min-w-0 overflow-hidden">
          <DayHeader
            selectedDate={selectedDate}
            today={clock.today}
            scheduledCount={scheduled.length}
            hasCancelled={hasCancelled}
            isShowingCancelled={isShowingCancelled}
            onShowCancelledChange={props.onShowCancelledChange}
            onPrint={props.onPrint}
            isPrinting={props.isPrinting}
            onNewAppointment={canCreate ? () => props.onNewAppointment(selectedDate) : undefined}
          />
          <DayNotices
            closures={closures}
            overrides={overrides}
            isEmpty={shown.length === 0}
            canCreate={canCreate}
          />
          <DayGrid {...props} shown={shown} hours={hours} closures={closures} overrides={overrides} />
        </Card>
        <aside className="space-y-4" aria-label="Resumen">
          <MiniCalendar selectedDate={selectedDate} today={clock.today} onSelectDate={props.onSelectDate} />
          <AgendaSummaryCards
            bookings={props.upcomingBookings}
            today={clock.today}
            now={clock.now}
            timeZone={timeZone}
            onOpenBooking={props.onOpenBooking}
          />
        </aside>
      </div>
    </div>
  );
}
