import type { ManagedBooking } from '@citavet/domain/bookings/public-booking.schema';
import { CalendarClock, CalendarX, Info } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { bookingLockOf, lockExplanation, partialLockNote } from '../booking-restrictions';

interface BookingActionsProps {
  booking: ManagedBooking;
  onReschedule: () => void;
  onCancel: () => void;
}

/** What the client may still do with the booking, or why nothing. */
export function BookingActions({ booking, onReschedule, onCancel }: BookingActionsProps) {
  if (!booking.canCancel && !booking.canReschedule) {
    const lock = bookingLockOf(booking);
    const { title, text } = lockExplanation(lock, booking.space.name);
    const canBookAgain = (lock === 'cancelled' || lock === 'completed') && booking.space.route;
    return (
      <Alert kind="info" title={title}>
        {text}
        {canBookAgain && booking.space.route && (
          <Link
            to={paths.publicSpace(booking.space.route)}
            className={buttonStyles({ variant: 'outline', size: 'sm', className: 'mt-3 flex w-fit' })}
          >
            Reservar una nueva cita
          </Link>
        )}
      </Alert>
    );
  }

  const note = partialLockNote(booking);
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row">
        {booking.canReschedule && (
          <Button size="lg" onClick={onReschedule} icon={<CalendarClock className="size-5" aria-hidden />}>
            Cambiar fecha u hora
          </Button>
        )}
        {booking.canCancel && (
          <Button
            size="lg"
            variant="outline"
            onClick={onCancel}
            icon={<CalendarX className="size-5" aria-hidden />}
          >
            Cancelar cita
          </Button>
        )}
      </div>
      {note && (
        <p className="flex gap-2 text-sm text-slate-600">
          <Info className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
          {note}
        </p>
      )}
    </div>
  );
}
