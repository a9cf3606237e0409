import { type ManagedBooking, PUBLIC_BOOKING_MESSAGES } from '@citavet/domain/bookings/public-booking.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { hashOpaqueToken } from '../../security/tokens';
import { findBookingSummaryByTokenHash } from './booking-links.repository';
import { toManagedBooking } from './public-booking-view';

/** GET /public/bookings/{token}: the booking behind the client's link, and what they may still do. */
export async function getBookingByLink(deps: AppDependencies, token: string): Promise<ManagedBooking> {
  const booking = await findBookingSummaryByTokenHash(deps.database.db, hashOpaqueToken(token));
  if (!booking) throw notFound(PUBLIC_BOOKING_MESSAGES.invalidToken, 'BOOKING_NOT_FOUND');
  return toManagedBooking(booking, token, deps.clock.now());
}
