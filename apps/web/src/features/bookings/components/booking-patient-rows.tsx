import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { Link } from 'react-router';
import { PetAlerts } from '@/components/pets/pet-alerts';
import { SpeciesIcon } from '@/components/pets/species-icon';

const linkClasses = 'font-medium text-primary hover:underline focus-visible:underline';

/** The client's name in the detail's header, a link to the client's page when there is a record. */
export function BookingClientName({ booking }: { booking: Booking }) {
  if (!booking.client.id) return <>{booking.client.name}</>;
  const path = `/dashboard/${encodeURIComponent(booking.spaceId)}/clientes/${encodeURIComponent(booking.client.id)}`;
  return (
    <Link to={path} className={linkClasses}>
      {booking.client.name}
    </Link>
  );
}

/**
 * What the appointment is for, in its detail (decision 030): the pet, a link to its page, with its
 * alerts in red, and the reason the client gave.
 */
export function BookingPatientRows({ booking }: { booking: Booking }) {
  const { pet } = booking;
  const petPath = pet
    ? `/dashboard/${encodeURIComponent(booking.spaceId)}/mascotas/${encodeURIComponent(pet.id)}`
    : '';
  return (
    <>
      {pet && (
        <>
          <dt className="font-medium text-slate-500">Mascota</dt>
          <dd className="min-w-0 space-y-1 text-slate-900">
            <span className="inline-flex items-center gap-1.5">
              <SpeciesIcon species={pet.species} isLabelled className="size-4 text-slate-600" />
              <Link to={petPath} className={linkClasses}>
                {pet.name}
              </Link>
            </span>
            <PetAlerts alerts={pet.alerts} className="flex" />
          </dd>
        </>
      )}
      {booking.reason && (
        <>
          <dt className="font-medium text-slate-500">Motivo</dt>
          <dd className="min-w-0 break-words text-slate-900">{booking.reason}</dd>
        </>
      )}
    </>
  );
}
