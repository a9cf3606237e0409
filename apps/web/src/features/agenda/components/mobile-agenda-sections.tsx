import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { bookingStatusLabel, waitLabel } from '@citavet/domain/bookings/booking-status';
import { addDays, isLocalDate, type LocalDate } from '@citavet/domain/time/zoned-time';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Plus, Printer } from 'lucide-react';
import { OutsideScheduleBadge } from '@/components/outside-schedule-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { statusColors } from '@/lib/booking-status-colors';
import { formatLongDate } from '@/lib/format-local-date';
import { formatTime } from '@/lib/formatters';
import { CLIENT_CONFIRMED_LABEL } from './booking-block';
import { BookingPetTag } from './booking-pet-tag';
import { CancelledToggle } from './cancelled-toggle';
import { scheduledCountLabel } from './daily-view-sections';

const navigationButton = 'cursor-pointer rounded-control p-2 text-slate-600 hover:bg-slate-100';

interface MobileDayNavigatorProps {
  selectedDate: LocalDate;
  today: LocalDate;
  scheduledCount: number;
  hasCancelled: boolean;
  onSelectDate: (date: LocalDate) => void;
  isShowingCancelled: boolean;
  onShowCancelledChange: (isShowing: boolean) => void;
  onPrint?: () => void;
  isPrinting: boolean;
}

/** The day, the days either side, a date picker, 'Ir a Hoy', 'Imprimir' and the cancelled toggle. */
export function MobileDayNavigator({
  selectedDate,
  today,
  scheduledCount,
  hasCancelled,
  onSelectDate,
  isShowingCancelled,
  onShowCancelledChange,
  onPrint,
  isPrinting,
}: MobileDayNavigatorProps) {
  return (
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
        {selectedDate !== today && (
          <Button variant="outline" onClick={() => onSelectDate(today)}>
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
  );
}

interface MobileBookingItemProps {
  booking: Booking;
  timeZone: string;
  now: number;
  onOpenBooking: (booking: Booking) => void;
}

/** One appointment in the day's list: times, client, pet, service, professional and status. */
export function MobileBookingItem({ booking, timeZone, now, onOpenBooking }: MobileBookingItemProps) {
  return (
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
        {waitLabel(booking, now) && (
          <span className="block text-xs font-semibold text-primary tabular-nums" data-testid="espera">
            {waitLabel(booking, now)}
          </span>
        )}
        {booking.isOutsideSchedule && <OutsideScheduleBadge className="mt-1" />}
      </span>
    </button>
  );
}

/** The floating add button, for a day that is not past. */
export function NewAppointmentFab({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label="Nueva cita"
      className="fixed right-4 bottom-6 z-30 flex size-14 cursor-pointer items-center justify-center rounded-full bg-primary text-white shadow-overlay hover:bg-primary-hover"
    >
      <Plus className="size-6" aria-hidden />
    </button>
  );
}
