import { type ManagedBooking, PUBLIC_BOOKING_MESSAGES } from '@citavet/domain/bookings/public-booking.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { conflict, forbidden, notFound } from '../../../http/app-error';
import { hashOpaqueToken } from '../../../security/tokens';
import { findBookingSummary, lockBookingByTokenHash } from '../booking-summary.repository';
import { transitionBooking } from '../booking-transitions.repository';
import { queueCancellationEmails } from '../emails/booking-cancellation-emails';
import { permissionsOf, toManagedBooking } from '../public-booking-view';

/**
 * POST /public/bookings/{token}/cancel: the client cancels from the e-mailed link, when the service
 * allows it and the appointment has not started. The status change, the dropped reminder and the
 * notices to client and host commit together.
 */
export async function cancelBookingByLink(
  deps: AppDependencies,
  token: string,
  reason: string | null,
): Promise<ManagedBooking> {
  const now = deps.clock.now();
  const bookingId = await deps.database.db.transaction(async (tx) => {
    const locked = await lockBookingByTokenHash(tx, hashOpaqueToken(token));
    if (!locked) throw notFound(PUBLIC_BOOKING_MESSAGES.invalidToken, 'BOOKING_NOT_FOUND');
    const booking = await findBookingSummary(tx, locked.id);
    if (!booking) throw notFound(PUBLIC_BOOKING_MESSAGES.invalidToken, 'BOOKING_NOT_FOUND');
    if (booking.status === 'CANCELLED') {
      throw conflict('Esta reserva ya está cancelada', 'ALREADY_CANCELLED');
    }
    if (!permissionsOf(booking, now).canCancel) {
      throw forbidden(PUBLIC_BOOKING_MESSAGES.cancellationNotAllowed, 'CANCELLATION_NOT_ALLOWED');
    }
    await transitionBooking(tx, booking.id, {
      from: booking.status,
      to: 'CANCELLED',
      now,
      actorId: null,
      cancellationReason: reason,
    });
    await queueCancellationEmails(tx, deps, {
      bookingId: booking.id,
      manageToken: token,
      actorId: null,
      now,
    });
    return booking.id;
  });
  const cancelled = await findBookingSummary(deps.database.db, bookingId);
  if (!cancelled) throw notFound(PUBLIC_BOOKING_MESSAGES.invalidToken, 'BOOKING_NOT_FOUND');
  return toManagedBooking(cancelled, token, now);
}
