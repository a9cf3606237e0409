import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { AppDependencies } from '../../app-dependencies';
import { requireVisibleBooking } from './booking-access';
import { toBooking } from './booking-dto';

export async function getBooking(deps: AppDependencies, userId: string, bookingId: string): Promise<Booking> {
  const { row } = await requireVisibleBooking(deps, userId, bookingId, 'read');
  return toBooking(row);
}
