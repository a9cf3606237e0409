import { BOOKING_NOT_FOUND_MESSAGE } from '@citavet/domain/bookings/booking.schema';
import { canInSpace } from '@citavet/domain/members/space-permissions';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { type BookingRow, findBookingRowAndRole } from './bookings.repository';

export type BookingAccess = {
  row: BookingRow;
  /** An ADMIN or RECEPTION of the booking's space, or the member who hosts it: may manage it. */
  isStaff: boolean;
  /** May take back a COMPLETED or NO_SHOW after the undo window (an ADMIN). */
  isAdmin: boolean;
};

/**
 * A booking the user may see: as an ADMIN or RECEPTION of its space, as its host, or as the client who booked it
 * for themself. Anyone else gets the same 404 as for a booking that does not exist.
 */
export async function requireVisibleBooking(
  deps: AppDependencies,
  userId: string,
  bookingId: string,
): Promise<BookingAccess> {
  // The booking and the user's role in its space in one round trip.
  const found = await findBookingRowAndRole(deps.database.db, bookingId, userId);
  if (!found) throw notFound(BOOKING_NOT_FOUND_MESSAGE, 'BOOKING_NOT_FOUND');
  const { row, role } = found;
  const isAdmin = canInSpace(role, 'bookings.revertStatus');
  if (canInSpace(role, 'bookings.manageAll')) return { row, isStaff: true, isAdmin };
  if (role && row.hostId === userId) return { row, isStaff: true, isAdmin };
  if (row.source === 'CLIENT' && row.createdBy === userId) return { row, isStaff: false, isAdmin: false };
  throw notFound(BOOKING_NOT_FOUND_MESSAGE, 'BOOKING_NOT_FOUND');
}
