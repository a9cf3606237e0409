import type { BookingList } from '@citavet/domain/bookings/booking.schema';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceAdmin } from '../../http/space-access';
import { toBooking } from './booking-dto';
import { listOrphanedBookingRows } from './booking-lists.repository';

/** GET /spaces/{spaceId}/orphaned-bookings: what removed members still host here (ADMIN only). */
export async function listOrphanedBookings(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
): Promise<BookingList> {
  const { db } = deps.database;
  await requireSpaceAdmin(db, spaceId, userId);
  const rows = await listOrphanedBookingRows(db, spaceId, deps.clock.now());
  return { bookings: rows.map(toBooking), total: rows.length };
}
