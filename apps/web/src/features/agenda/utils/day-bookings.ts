import { bookingDate } from '@citavet/domain/bookings/agenda-summary';
import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { LocalDate } from '@citavet/domain/time/zoned-time';

/**
 * A day's appointments in the space's zone, earliest first: all of them, the scheduled ones
 * (cancelled appointments are not on the programme) and whether any was cancelled.
 */
export function dayBookings(bookings: readonly Booking[], timeZone: string, date: LocalDate) {
  const all = bookings
    .filter((booking) => bookingDate(booking, timeZone) === date)
    .sort((first, second) => Date.parse(first.startTime) - Date.parse(second.startTime));
  const scheduled = all.filter((booking) => booking.status !== 'CANCELLED');
  return { all, scheduled, hasCancelled: all.length > scheduled.length };
}
