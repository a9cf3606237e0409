import type { ClientBooking } from '@citavet/domain/clients/client.schema';
import { PawPrint } from 'lucide-react';
import { Link } from 'react-router';
import { BookingStatusBadge } from '@/components/booking-status-badge';
import { buttonStyles } from '@/components/ui/button';
import { newChargePath } from '@/lib/charge-link';
import { formatDateTime } from '@/lib/formatters';

/**
 * An owner's or a pet's appointments (decision 030): when, what, for which pet (a link to it) and why,
 * with the status in the colours every screen gives it. `isShowingPet` is off on the pet's own page.
 * A completed visit can be charged from here: 'Cobrar' opens the new charge with the booked service
 * at the price the client was shown.
 */
export function ClientBookingList({
  spaceId,
  bookings,
  isShowingPet = true,
}: {
  spaceId: string;
  bookings: readonly ClientBooking[];
  isShowingPet?: boolean;
}) {
  return (
    <ul className="divide-y divide-slate-200">
      {bookings.map((booking) => (
        <li key={booking.id} className="flex flex-wrap items-start justify-between gap-2 py-2.5 text-sm">
          <span className="min-w-0 space-y-0.5">
            <span className="block">
              <span className="font-medium text-slate-900">{formatDateTime(booking.startTime)}</span>
              <span className="text-slate-600"> · {booking.serviceName}</span>
            </span>
            {isShowingPet && booking.petId && booking.petName && (
              <span className="flex items-center gap-1 text-slate-700">
                <PawPrint className="size-3.5 text-slate-500" aria-hidden />
                <Link
                  to={`/dashboard/${encodeURIComponent(spaceId)}/mascotas/${encodeURIComponent(booking.petId)}`}
                  className="font-medium text-primary hover:underline"
                >
                  {booking.petName}
                </Link>
              </span>
            )}
            {booking.reason && (
              <span className="block break-words text-slate-600">Motivo: {booking.reason}</span>
            )}
          </span>
          <span className="flex items-center gap-2">
            <BookingStatusBadge status={booking.status} />
            {booking.status === 'COMPLETED' && (
              <Link
                to={newChargePath(spaceId, { bookingId: booking.id, petId: booking.petId })}
                className={buttonStyles({ variant: 'outline', size: 'sm' })}
                aria-label={`Cobrar la visita del ${formatDateTime(booking.startTime)}`}
              >
                Cobrar
              </Link>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
