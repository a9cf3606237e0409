import { bookingDate } from '@citavet/domain/bookings/agenda-summary';
import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { bookingStatusLabel, waitLabel } from '@citavet/domain/bookings/booking-status';
import type { DayClosure } from '@citavet/domain/disabled-dates/day-closures';
import type { DayOverride } from '@citavet/domain/schedule-overrides/day-overrides';
import { addDays, isLocalDate, type LocalDate } from '@citavet/domain/time/zoned-time';
import { clsx } from 'clsx';
import { CalendarX2, ChevronLeft, ChevronRight, Plus, Printer } from 'lucide-react';
import { ClosureList } from '@/components/closure-list';
import { OutsideScheduleBadge } from '@/components/outside-schedule-badge';
import { OverrideList } from '@/components/override-list';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { statusColors } from '@/lib/booking-status-colors';
import { formatLongDate } from '@/lib/format-local-date';
import { formatTime } from '@/lib/formatters';
import type { SpaceClock } from '../utils/use-space-clock';
import { CLIENT_CONFIRMED_LABEL } from './booking-block';
import { BookingPetTag } from './booking-pet-tag';
import { CancelledToggle } from './cancelled-toggle';
import { scheduledCountLabel } from './daily-view';

interface MobileAgendaProps {
  selectedDate: LocalDate;
  clock: SpaceClock;
  timeZone: string;
  bookings: readonly Booking[];
  onSelectDate: (date: LocalDate) => void;
  onNewAppointment: (date: LocalDate) => void;
  onOpenBooking: (booking: Booking) => void;
  closuresOf?: (date: LocalDate) => DayClosure[];
  overridesOf?: (date: LocalDate) => DayOverride[];
  isShowingCancelled: boolean;
  onShowCancelledChange: (isShowing: boolean) => void;
  /** 'Imprimir': the day's list per professional as a PDF. */
  onPrint?: () => void;
  isPrinting?: boolean;
}

/** Below 540 px: a day navigator, the day's appointments as a list and a floating add button. */
export function MobileAgenda({
  selectedDate,
  clock,
  timeZone,
  bookings,
  onSelectDate,
  onNewAppointment,
  onOpenBooking,
  closuresOf,
  overridesOf,
  isShowingCancelled,
  onShowCancelledChange,
  onPrint,
  isPrinting = false,
}: MobileAgendaProps) {
  const allOfDay = bookings
    .filter((booking) => bookingDate(booking, timeZone) === selectedDate)
    .sort((first, second) => Date.parse(first.startTime) - Date.parse(second.startTime));
  const scheduledCount = allOfDay.filter((booking) => booking.status !== 'CANCELLED').length;
  const hasCancelled = allOfDay.length > scheduledCount;
  const ofDay = isShowingCancelled ? allOfDay : allOfDay.filter((booking) => booking.status !== 'CANCELLED');
  const closures = closuresOf?.(selectedDate) ?? [];
  const canCreate = selectedDate >= clock.today;
  const navigationButton = 'cursor-pointer rounded-control p-2 text-slate-600 hover:bg-slate-100';

  return (
    <div className="space-y-4 pb-20">
      <Card className="space-y-3 p-3">
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={navigationButton}
            onClick={() => onSelectDate(addDays(selectedDate, -1))}
            aria-label="Día anterior"
          >
            <ChevronLeft className="size-5" aria-hidden />
          </button>
          <div className="min-w-0 flex-1 text-center">
            <p className="text-sm font-semibold text-balance text-slate-900" aria-live="polite">
              {formatLongDate(selectedDate)}
            </p>
            <p className="text-xs text-slate-500 tabular-nums">{scheduledCountLabel(scheduledCount)}</p>
          </div>
          <button
            type="button"
            className={navigationButton}
            onClick={() => onSelectDate(addDays(selectedDate, 1))}
            aria-label="Día siguiente"
          >
            <ChevronRight className="size-5" aria-hidden />
          </button>
        </div>
        <div className="flex items-end gap-2">
          <label className="min-w-0 flex-1 text-xs font-medium text-slate-600" htmlFor="agenda-fecha-movil">
            Ir a la fecha
            <input
              id="agenda-fecha-movil"
              type="date"
              value={selectedDate}
              onChange={(event) => {
                if (isLocalDate(event.target.value)) onSelectDate(event.target.value);
              }}
              className="mt-1 block h-10 w-full rounded-control border border-slate-300 bg-white px-3 text-base text-slate-900"
            />
          </label>
          {selectedDate !== clock.today && (
            <Button variant="outline" onClick={() => onSelectDate(clock.today)}>
              Ir a Hoy
            </Button>
          )}
          {onPrint && (
            <Button
              variant="outline"
              onClick={onPrint}
              isLoading={isPrinting}
              icon={<Printer className="size-4" aria-hidden />}
              aria-label="Imprimir"
            />
          )}
        </div>
        {hasCancelled && (
          <CancelledToggle
            id="mostrar-canceladas-movil"
            isShowing={isShowingCancelled}
            onChange={onShowCancelledChange}
          />
        )}
      </Card>
      <OverrideList overrides={overridesOf?.(selectedDate) ?? []} />
      <ClosureList closures={closures} />

      {ofDay.length === 0 ? (
        <Card>
          <EmptyState
            icon={CalendarX2}
            title="No hay citas programadas"
            description={canCreate ? 'Crea una cita para este día.' : undefined}
            action={
              canCreate ? (
                <Button onClick={() => onNewAppointment(selectedDate)}>Nueva Cita</Button>
              ) : undefined
            }
          />
        </Card>
      ) : (
        <ul className="space-y-2" aria-label="Citas del día">
          {ofDay.map((booking) => (
            <li key={booking.id}>
              <button
                type="button"
                onClick={() => onOpenBooking(booking)}
                className={clsx(
                  'flex w-full cursor-pointer items-stretch gap-3 rounded-card border-l-4 bg-white p-3 text-left shadow-card',
                  statusColors(booking.status).block,
                )}
              >
                <span className="w-12 shrink-0 text-sm font-semibold text-slate-900 tabular-nums">
                  {formatTime(booking.startTime, timeZone)}
                  <span className="block text-xs font-normal text-slate-500">
                    {formatTime(booking.endTime, timeZone)}
                  </span>
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-900">{booking.client.name}</span>
                  <BookingPetTag pet={booking.pet} variant="list" />
                  <span className="block truncate text-sm text-slate-600">{booking.service.name}</span>
                  <span className="block truncate text-xs text-slate-500">
                    {booking.host.name} · {bookingStatusLabel(booking.status)}
                    {booking.clientConfirmedAt && ` · ${CLIENT_CONFIRMED_LABEL}`}
                  </span>
                  {waitLabel(booking, clock.now) && (
                    <span
                      className="block text-xs font-semibold text-primary tabular-nums"
                      data-testid="espera"
                    >
                      {waitLabel(booking, clock.now)}
                    </span>
                  )}
                  {booking.isOutsideSchedule && <OutsideScheduleBadge className="mt-1" />}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}

      {canCreate && (
        <button
          type="button"
          onClick={() => onNewAppointment(selectedDate)}
          aria-label="Nueva cita"
          className="fixed right-4 bottom-6 z-30 flex size-14 cursor-pointer items-center justify-center rounded-full bg-primary text-white shadow-overlay hover:bg-primary-hover"
        >
          <Plus className="size-6" aria-hidden />
        </button>
      )}
    </div>
  );
}
