import type { PublicBooking } from '@citavet/domain/bookings/public-booking.schema';

/** A booking the clinic still has to approve: the confirmation says 'Solicitud de reserva enviada'. */
export function isPendingBooking(booking: Pick<PublicBooking, 'status'>): boolean {
  return booking.status === 'PENDING';
}
