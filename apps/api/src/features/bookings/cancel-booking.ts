import { type Booking, CANCELLATION_NOT_ALLOWED_MESSAGE } from '@citavet/domain/bookings/booking.schema';
import type { AppDependencies } from '../../app-dependencies';
import { forbidden } from '../../http/app-error';
import { requireVisibleBooking } from './booking-access';
import { findServicePolicy } from './booking-transitions.repository';
import { moveBooking, type StatusChange } from './move-booking';
import { moveBookingInOneStatement } from './move-booking-in-one-statement';

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
  const access = await requireVisibleBooking(deps, userId, bookingId);
  const { row, isStaff, isAdmin } = access;
  if (!isStaff) {
    const policy = await findServicePolicy(deps.database.db, row.serviceId);
    if (policy && !policy.allowCancellation) throw forbidden(CANCELLATION_NOT_ALLOWED_MESSAGE);
  }
  const change: StatusChange = { actorId: userId, isAdmin, ip: null, cancellationReason: reason, isStaff };
  // As a status change (change-booking-status.ts): one statement from the booking as just read, the
  // transaction's way when it does not apply (a refusal to answer, or a booking changed meanwhile).
  return (
    (await moveBookingInOneStatement(deps, access, 'CANCELLED', change)) ??
    moveBooking(deps, row, 'CANCELLED', change)
  );
}
