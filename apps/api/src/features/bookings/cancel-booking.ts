import { type Booking, CANCELLATION_NOT_ALLOWED_MESSAGE } from '@citavet/domain/bookings/booking.schema';
import type { AppDependencies } from '../../app-dependencies';
import { forbidden } from '../../http/app-error';
import { requireVisibleBooking } from './booking-access';
import { findServicePolicy } from './booking-transitions.repository';
import { moveBooking } from './move-booking';

/**
 * PUT /bookings/{id}/cancel: the space's staff may always cancel; a client who booked for themself
 * only when the service allows cancellation.
 */
export async function cancelBooking(
  deps: AppDependencies,
  userId: string,
  bookingId: string,
  reason: string | null,
): Promise<Booking> {
  const { row, isStaff, isAdmin } = await requireVisibleBooking(deps, userId, bookingId);
  if (!isStaff) {
    const policy = await findServicePolicy(deps.database.db, row.serviceId);
    if (policy && !policy.allowCancellation) throw forbidden(CANCELLATION_NOT_ALLOWED_MESSAGE);
  }
  return moveBooking(deps, row, 'CANCELLED', {
    actorId: userId,
    isAdmin,
    ip: null,
    cancellationReason: reason,
    isStaff,
  });
}
