import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { BookingStatus } from '@citavet/domain/bookings/booking-status';
import type { AppDependencies } from '../../app-dependencies';
import { forbidden } from '../../http/app-error';
import { requireVisibleBooking } from './booking-access';
import { moveBooking, type StatusChange } from './move-booking';
import { moveBookingInOneStatement } from './move-booking-in-one-statement';

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
  const access = await requireVisibleBooking(deps, actor.userId, bookingId);
  if (!access.isStaff) throw forbidden(STAFF_ONLY_STATUS_MESSAGE);
  const change: StatusChange = {
    actorId: actor.userId,
    isAdmin: access.isAdmin,
    ip: actor.ip,
    isStaff: true,
  };
  // One statement judged on the booking as just read; the transaction's way when it does not apply
  // (a refusal to answer, or a booking changed meanwhile).
  return (
    (await moveBookingInOneStatement(deps, access, status, change)) ??
    moveBooking(deps, access.row, status, change)
  );
}
