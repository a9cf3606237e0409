import { bookingDate } from '@citavet/domain/bookings/agenda-summary';
import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { DayClosure } from '@citavet/domain/disabled-dates/day-closures';
import type { DayOverride } from '@citavet/domain/schedule-overrides/day-overrides';
import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import type { Service } from '@citavet/domain/services/service.schema';
import { type LocalDate, weekdayOf } from '@citavet/domain/time/zoned-time';
import { CalendarPlus, CalendarX2, Printer } from 'lucide-react';
import { useMemo } from 'react';
import { ClosureList } from '@/components/closure-list';
import { OverrideList } from '@/components/override-list';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { formatLongDate } from '@/lib/format-local-date';
import { bookingMinutes } from '../utils/appointment-layout';
import type { SpaceClock } from '../utils/use-space-clock';
import { firstBookableMinute, gridHours, overrideMinutes, schedulesOfWeekday } from '../utils/working-hours';
import { AgendaSummaryCards } from './agenda-summary-cards';
import { DayTimeline } from './day-timeline';
import { type HostColumn, HostColumnsTimeline } from './host-columns-timeline';
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

function dayBadge(date: LocalDate, today: LocalDate): { label: string; tone: BadgeTone } {
  if (date === today) return { label: 'Hoy', tone: 'primary' };
  return date > today ? { label: 'Fecha futura', tone: 'info' } : { label: 'Fecha pasada', tone: 'neutral' };
}

/** 'N citas programadas': cancelled appointments are not on the programme. */
export function scheduledCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'cita programada' : 'citas programadas'}`;
}

export function DailyView(props: DailyViewProps) {
  const { selectedDate, clock, timeZone, bookings, hostIds, schedules, isShowingCancelled } = props;
  const ofDay = useMemo(
    () =>
      bookings
        .filter((booking) => bookingDate(booking, timeZone) === selectedDate)
        .sort((first, second) => Date.parse(first.startTime) - Date.parse(second.startTime)),
    [bookings, timeZone, selectedDate],
  );
  const scheduled = ofDay.filter((booking) => booking.status !== 'CANCELLED');
  const shown = isShowingCancelled ? ofDay : scheduled;
  const hasCancelled = ofDay.length > scheduled.length;
  const overrides = props.overridesOf?.(selectedDate) ?? [];
  const hours = gridHours(schedulesOfWeekday(schedules, hostIds, weekdayOf(selectedDate)), [
    ...shown.map((booking) => bookingMinutes(booking, timeZone)),
    ...overrides.map(overrideMinutes),
  ]);
  const isToday = selectedDate === clock.today;
  const badge = dayBadge(selectedDate, clock.today);
  const canCreate = selectedDate >= clock.today;
  const closures = props.closuresOf?.(selectedDate) ?? [];
  const isColumns = (props.hosts?.length ?? 0) > 1;

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
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 px-4 py-3">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-base font-semibold text-slate-900">{formatLongDate(selectedDate)}</h2>
                <Badge tone={badge.tone}>{badge.label}</Badge>
              </div>
              <p className="text-sm text-slate-600 tabular-nums">{scheduledCountLabel(scheduled.length)}</p>
            </div>
            <div className="ml-auto flex items-center gap-3">
              {hasCancelled && (
                <span className="flex items-center gap-2">
                  <Switch
                    id="mostrar-canceladas"
                    checked={isShowingCancelled}
                    onCheckedChange={props.onShowCancelledChange}
                  />
                  <label htmlFor="mostrar-canceladas" className="text-sm text-slate-700">
                    Mostrar canceladas
                  </label>
                </span>
              )}
              {props.onPrint && (
                <Button
                  size="sm"
                  variant="outline"
                  icon={<Printer className="size-4" aria-hidden />}
                  isLoading={props.isPrinting}
                  onClick={props.onPrint}
                >
                  Imprimir
                </Button>
              )}
              {canCreate && (
                <Button
                  size="sm"
                  icon={<CalendarPlus className="size-4" aria-hidden />}
                  onClick={() => props.onNewAppointment(selectedDate)}
                >
                  Nueva Cita
                </Button>
              )}
            </div>
          </div>
          {(closures.length > 0 || overrides.length > 0) && (
            <div className="space-y-1 border-b border-slate-100 px-4 py-3">
              <OverrideList overrides={overrides} />
              <ClosureList closures={closures} />
            </div>
          )}
          {shown.length === 0 && (
            <div className="flex items-center gap-3 border-b border-slate-100 bg-slate-50 px-4 py-3">
              <CalendarX2 className="size-5 shrink-0 text-slate-400" aria-hidden />
              <p className="text-sm text-slate-600">
                <span className="font-medium text-slate-800">No hay citas programadas</span>
                {canCreate && ' · Haz clic en un horario libre para crear una cita.'}
              </p>
            </div>
          )}
          {isColumns ? (
            <HostColumnsTimeline
              hosts={props.hosts ?? []}
              bookings={shown}
              timeZone={timeZone}
              hours={hours}
              nowMinutes={isToday ? clock.minutesOfDay : null}
              now={clock.now}
              firstBookableMinute={firstBookableMinute(selectedDate, clock)}
              slotLabelPrefix={`Nueva cita el ${formatLongDate(selectedDate)}`}
              onSlotClick={(startTime, hostId) =>
                props.onNewAppointmentFor
                  ? props.onNewAppointmentFor(selectedDate, startTime, hostId)
                  : props.onNewAppointment(selectedDate, startTime)
              }
              onBookingClick={props.onOpenBooking}
              closuresOf={(hostId) => props.hostClosuresOf?.(selectedDate, hostId) ?? closures}
              overridesOf={(hostId) => props.hostOverridesOf?.(selectedDate, hostId) ?? overrides}
            />
          ) : (
            <DayTimeline
              bookings={shown}
              timeZone={timeZone}
              hours={hours}
              nowMinutes={isToday ? clock.minutesOfDay : null}
              firstBookableMinute={firstBookableMinute(selectedDate, clock)}
              slotLabelPrefix={`Nueva cita el ${formatLongDate(selectedDate)}`}
              onSlotClick={(startTime) => props.onNewAppointment(selectedDate, startTime)}
              onBookingClick={props.onOpenBooking}
              closures={closures}
              overrides={overrides}
              now={clock.now}
            />
          )}
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
