import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { PET_SPECIES_LABELS } from '@citavet/domain/pets/pet.schema';
import { Check, Phone, X } from 'lucide-react';
import { PetAlerts } from '@/components/pets/pet-alerts';
import { SpeciesIcon } from '@/components/pets/species-icon';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { formatCurrency } from '@/lib/formatters';
import type { useUpdateBookingStatus } from '../api/update-booking-status';
import { formatBookingDate, formatBookingRange } from '../utils/booking-format';

/**
 * One request: the client (new or returning) and phone, the pet with its alerts, the reason, the
 * service, professional and price, and when; 'Rechazar' and 'Aprobar' (one approval at a time).
 */
export function BookingRequestItem({
  booking,
  approve,
  onReject,
}: {
  booking: Booking;
  approve: ReturnType<typeof useUpdateBookingStatus>;
  onReject: (booking: Booking) => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3">
      <div className="min-w-0 flex-1 basis-64 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="truncate">{booking.client.name}</span>
          <Badge tone={booking.isReturningClient ? 'info' : 'accent'}>
            {booking.isReturningClient ? 'Cliente habitual' : 'Cliente nuevo'}
          </Badge>
        </p>
        {booking.client.phone && (
          <p className="text-sm text-slate-700">
            <a
              href={`tel:${booking.client.phone}`}
              className="inline-flex items-center gap-1 text-primary hover:underline"
            >
              <Phone className="size-3.5" aria-hidden />
              {booking.client.phone}
            </a>
          </p>
        )}
        {booking.pet && (
          <p className="flex flex-wrap items-center gap-1.5 text-sm text-slate-800">
            <SpeciesIcon species={booking.pet.species} className="size-4 text-slate-600" />
            <span className="font-medium">{booking.pet.name}</span>
            <span className="text-slate-600">({PET_SPECIES_LABELS[booking.pet.species]})</span>
            <PetAlerts alerts={booking.pet.alerts} className="flex" />
          </p>
        )}
        <p className="text-sm text-slate-800">
          <span className="font-medium text-slate-600">Motivo: </span>
          {booking.reason ?? 'Sin motivo indicado'}
        </p>
        <p className="text-sm text-slate-600">
          {booking.service.name} · {booking.host.name} ·{' '}
          <span className="tabular-nums">
            {formatCurrency(booking.service.price, booking.service.currency)}
          </span>
        </p>
        <p className="text-sm text-slate-800">
          {formatBookingDate(booking, booking.timeZone)} ·{' '}
          <span className="tabular-nums">{formatBookingRange(booking, booking.timeZone)}</span>
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          className="text-error!"
          icon={<X className="size-4" aria-hidden />}
          aria-label={`Rechazar la solicitud de ${booking.client.name}`}
          disabled={approve.isPending}
          onClick={() => onReject(booking)}
        >
          Rechazar
        </Button>
        <Button
          icon={<Check className="size-4" aria-hidden />}
          aria-label={`Aprobar la solicitud de ${booking.client.name}`}
          isLoading={approve.isPending && approve.variables?.bookingId === booking.id}
          disabled={approve.isPending}
          onClick={() =>
            approve.mutate(
              { bookingId: booking.id, status: 'CONFIRMED' },
              {
                onSuccess: () => notify.success('Solicitud aprobada: se avisó al cliente'),
                onError: (error) => notify.error(getErrorMessage(error, 'No se pudo aprobar la solicitud')),
              },
            )
          }
        >
          Aprobar
        </Button>
      </div>
    </li>
  );
}
