import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { BookingStatus } from '@citavet/domain/bookings/booking-status';
import type { AppDependencies } from '../../app-dependencies';
import { forbidden } from '../../http/app-error';
import { requireVisibleBooking } from './booking-access';
import { moveBooking } from './move-booking';

export const STAFF_ONLY_STATUS_MESSAGE = 'Solo el equipo del espacio puede cambiar el estado de una reserva';

/** PUT /bookings/{id}/status: confirm, complete or cancel, by an admin or the booking's host. */
export async function changeBookingStatus(
  deps: AppDependencies,
  userId: string,
  bookingId: string,
  status: BookingStatus,
): Promise<Booking> {
  const { row, isStaff } = await requireVisibleBooking(deps, userId, bookingId);
  if (!isStaff) throw forbidden(STAFF_ONLY_STATUS_MESSAGE);
  return moveBooking(deps, row, status, { actorId: userId });
}
