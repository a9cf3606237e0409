import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { instantToZonedParts } from '@citavet/domain/time/zoned-time';
import { formatLongDate } from '@/lib/format-local-date';
import { formatTime } from '@/lib/formatters';

/** 'Lunes, 9 de marzo de 2026': the booking's day on the space's calendar. */
export function formatBookingDate(booking: Pick<Booking, 'startTime'>, timeZone: string): string {
  return formatLongDate(instantToZonedParts(Date.parse(booking.startTime), timeZone).date);
}

/** '10:00–10:30' on the space's wall clock. */
export function formatBookingRange(
  booking: Pick<Booking, 'startTime' | 'endTime'>,
  timeZone: string,
): string {
  return `${formatTime(booking.startTime, timeZone)}–${formatTime(booking.endTime, timeZone)}`;
}
