import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { formatTime } from '@/lib/formatters';

/** 'lunes, 9 de marzo de 2026' on the space's calendar. */
export function formatBookingDate(booking: Pick<Booking, 'startTime'>, timeZone: string): string {
  const text = new Intl.DateTimeFormat('es-ES', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(new Date(booking.startTime));
  return text.charAt(0).toLocaleUpperCase('es-ES') + text.slice(1);
}

/** '10:00–10:30' on the space's wall clock. */
export function formatBookingRange(
  booking: Pick<Booking, 'startTime' | 'endTime'>,
  timeZone: string,
): string {
  return `${formatTime(booking.startTime, timeZone)}–${formatTime(booking.endTime, timeZone)}`;
}
