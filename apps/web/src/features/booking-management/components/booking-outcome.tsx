import type { ManagedBooking } from '@citavet/domain/bookings/public-booking.schema';
import { CalendarCheck, CalendarX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-local-date';

export type Outcome = 'cancelled' | 'rescheduled';

interface BookingOutcomeProps {
  outcome: Outcome;
  booking: ManagedBooking;
}

/** The answer to what the client just did, focused so screen readers announce it at once. */
export function BookingOutcome({ outcome, booking }: BookingOutcomeProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panelRef.current?.focus();
  }, []);
  const isCancelled = outcome === 'cancelled';
  // A service that requires approval makes a moved booking a request again: the clinic must approve it.
  const isAwaitingApproval = !isCancelled && booking.status === 'PENDING';
  const Icon = isCancelled ? CalendarX : CalendarCheck;
  const emailNote = booking.client.email ? ` Te enviamos la confirmación a ${booking.client.email}.` : '';
  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      role="status"
      className="rounded-card border border-success/30 bg-success/5 p-5 outline-none sm:p-6"
    >
      <div className="flex gap-4">
        <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-success/15 text-success">
          <Icon className="size-6" aria-hidden />
        </div>
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg font-semibold text-green-900">
            {isCancelled
              ? 'Tu cita ha sido cancelada'
              : isAwaitingApproval
                ? 'Solicitamos el cambio de tu cita'
                : 'Tu cita ha sido reprogramada'}
          </h2>
          {isCancelled ? (
            <p className="text-sm text-green-900">
              Avisamos a {booking.space.name} de la cancelación.{emailNote}
            </p>
          ) : (
            <p className="text-sm text-green-900">
              Nueva fecha:{' '}
              <strong className="font-semibold tabular-nums">
                {formatLongDate(booking.localDate)}, {booking.localStartTime} – {booking.localEndTime}
              </strong>{' '}
              (hora de la clínica, {booking.timeZone}).
              {isAwaitingApproval &&
                ` El nuevo horario espera la aprobación de ${booking.space.name}: te avisaremos cuando lo confirme.`}
              {emailNote}
            </p>
          )}
          {isCancelled && booking.space.route && (
            <Link
              to={paths.publicSpace(booking.space.route)}
              className={buttonStyles({ variant: 'outline', size: 'sm', className: 'mt-3' })}
            >
              Reservar otra cita
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
