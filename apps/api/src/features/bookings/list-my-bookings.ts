import type { BookingList, MyBookingsQuery } from '@citavet/domain/bookings/booking.schema';
import { MAX_BOOKING_PAGE_SIZE } from '@citavet/domain/bookings/booking-fields';
import type { AppDependencies } from '../../app-dependencies';
import { toBooking } from './booking-dto';
import { listMyBookingRows } from './booking-lists.repository';

/** GET /bookings/my-bookings: what the user hosts and what they booked for themself, soonest first. */
export async function listMyBookings(
  deps: AppDependencies,
  userId: string,
  query: MyBookingsQuery,
): Promise<BookingList> {
  const { rows, total } = await listMyBookingRows(deps.database.db, userId, query.status, {
    limit: query.limit ?? MAX_BOOKING_PAGE_SIZE,
    offset: query.offset ?? 0,
  });
  return { bookings: rows.map(toBooking), total };
}
