import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { BookingStatus } from '@citavet/domain/bookings/booking-status';
import type { AppDependencies } from '../../app-dependencies';
import { forbidden } from '../../http/app-error';
import { requireVisibleBooking } from './booking-access';
import { moveBooking } from './move-booking';

export const STAFF_ONLY_STATUS_MESSAGE = 'Solo el equipo del espacio puede cambiar el estado de una reserva';

/**
 * PUT /bookings/{id}/status: confirm, complete, mark a no-show or cancel, by an admin or the
 * booking's host; take a COMPLETED or NO_SHOW back to CONFIRMED as an admin (or undo one's own).
 */
export async function changeBookingStatus(
  deps: AppDependencies,
  actor: { userId: string; ip: string | null },
  bookingId: string,
  status: BookingStatus,
): Promise<Booking> {
  const { row, isStaff, isAdmin } = await requireVisibleBooking(deps, actor.userId, bookingId);
  if (!isStaff) throw forbidden(STAFF_ONLY_STATUS_MESSAGE);
  return moveBooking(deps, row, status, { actorId: actor.userId, isAdmin, ip: actor.ip, isStaff });
}
