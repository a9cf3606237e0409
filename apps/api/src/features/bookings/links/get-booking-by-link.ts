import { isManageLinkExpired } from '@citavet/domain/bookings/booking-placement';
import { type ManagedBooking, PUBLIC_BOOKING_MESSAGES } from '@citavet/domain/bookings/public-booking.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { AppError, notFound } from '../../../http/app-error';
import { hashOpaqueToken } from '../../../security/tokens';
import { findBookingSummaryByTokenHash } from '../booking-summary.repository';
import { toManagedBooking } from '../public-booking-view';

/**
 * GET /public/bookings/{token}: the booking behind the client's link, and what they may still do.
 * 30 days after the appointment or its cancellation the link answers 410 and no personal data: an
 * old e-mail, forwarded or in a shared inbox, must not keep the client's contact details a click away.
 */
export async function getBookingByLink(deps: AppDependencies, token: string): Promise<ManagedBooking> {
  const booking = await findBookingSummaryByTokenHash(deps.database.db, hashOpaqueToken(token));
  if (!booking) throw notFound(PUBLIC_BOOKING_MESSAGES.invalidToken, 'BOOKING_NOT_FOUND');
  const now = deps.clock.now();
  const facts = {
    status: booking.status,
    endAt: booking.endAt.getTime(),
    cancelledAt: booking.cancelledAt?.getTime() ?? null,
  };
  if (isManageLinkExpired(facts, now.getTime())) {
    throw new AppError(410, 'BOOKING_LINK_EXPIRED', PUBLIC_BOOKING_MESSAGES.linkExpired);
  }
  return toManagedBooking(booking, token, now);
}
