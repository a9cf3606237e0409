import { type ClientLock, clientLockOf } from '@citavet/domain/bookings/booking-placement';
import type { ManagedBooking } from '@citavet/domain/bookings/public-booking.schema';

// Why the client may not cancel or move a booking. The API answers only canCancel/canReschedule;
// the reason comes from the same domain rule it applies (booking-placement.ts): the booking must
// still hold its time, must not have started, and the service must allow the change.

export type BookingLock = ClientLock;

export function bookingLockOf(
  booking: Pick<ManagedBooking, 'status' | 'startTime'>,
  now: number = Date.now(),
): BookingLock {
  return clientLockOf({ status: booking.status, startAt: new Date(booking.startTime).getTime() }, now);
}

interface Explanation {
  title: string;
  text: string;
}

/** What the page says when neither cancelling nor rescheduling is possible. */
export function lockExplanation(lock: BookingLock, spaceName: string): Explanation {
  switch (lock) {
    case 'cancelled':
      return {
        title: 'Esta cita está cancelada',
        text: 'Una cita cancelada ya no se puede cambiar. Si lo necesitas, reserva una nueva.',
      };
    case 'completed':
      return {
        title: 'Esta cita ya se realizó',
        text: 'Las citas completadas no se pueden cancelar ni cambiar.',
      };
    case 'started':
      return {
        title: 'Esta cita ya comenzó',
        text: 'Solo se pueden cancelar o cambiar las citas que todavía no han empezado.',
      };
    case 'clinic-policy':
      return {
        title: 'La clínica no permite cambios en línea',
        text: `Para cancelar o cambiar esta cita, contacta directamente con ${spaceName}.`,
      };
  }
}

/** When only one of the two actions is offered, the other's absence is explained in one line. */
export function partialLockNote(booking: Pick<ManagedBooking, 'canCancel' | 'canReschedule' | 'space'>) {
  if (booking.canCancel && !booking.canReschedule) {
    return 'La clínica no permite cambiar la fecha u hora de esta cita en línea. Si lo necesitas, puedes cancelarla y reservar una nueva.';
  }
  if (booking.canReschedule && !booking.canCancel) {
    return `La clínica no permite cancelar esta cita en línea. Para cancelarla, contacta directamente con ${booking.space.name}.`;
  }
  return null;
}
