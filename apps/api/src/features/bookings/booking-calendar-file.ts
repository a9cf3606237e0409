import type { OutboxAttachment } from '@citavet/db/schema/outbox';
import { createEvent, type EventAttributes } from 'ics';
import { addressOf, formatPrice } from './booking-email-content';
import type { BookingSummary } from './booking-links.repository';

// The .ics file attached to the booking e-mails: one event in UTC with a stable UID per booking, so a
// calendar that imported the first file updates (or removes) the same event on later ones.

/** The 'ics' package also reads `timestamp` (DTSTAMP), which its types leave out. */
type EventWithTimestamp = EventAttributes & { timestamp: number };

export function calendarEventUid(bookingId: string): string {
  return `${bookingId}@citavet`;
}

export function createBookingCalendarFile(
  booking: BookingSummary,
  options: { now: Date; manageLink: string | null; isCancelled?: boolean },
): OutboxAttachment {
  const address = addressOf(booking);
  const description = [
    `Servicio: ${booking.serviceName}`,
    `Profesional: ${booking.hostName}`,
    `Duración: ${booking.serviceDuration} minutos`,
    `Precio: ${formatPrice(booking.servicePrice, booking.serviceCurrency)}`,
    ...(options.manageLink && !options.isCancelled ? [`Gestiona tu reserva: ${options.manageLink}`] : []),
  ].join('\n');
  const attributes: EventWithTimestamp = {
    uid: calendarEventUid(booking.id),
    // Seconds since the booking was made: grows with every change, as calendars require.
    sequence: Math.max(0, Math.floor((options.now.getTime() - booking.createdAt.getTime()) / 1000)),
    timestamp: options.now.getTime(),
    productId: 'citavet/reservas',
    method: 'PUBLISH',
    title: `${booking.serviceName} en ${booking.spaceName}`,
    description,
    location: address ?? booking.spaceName,
    start: booking.startAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: booking.endAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: options.isCancelled ? 'CANCELLED' : booking.status === 'PENDING' ? 'TENTATIVE' : 'CONFIRMED',
    // An ORGANIZER must carry an address; a clinic without an e-mail is named in the title instead.
    // Parameter values may not hold double quotes (RFC 5545 §3.1).
    ...(booking.spaceEmail
      ? { organizer: { name: booking.spaceName.replaceAll('"', "'"), email: booking.spaceEmail } }
      : {}),
    ...(options.manageLink && !options.isCancelled ? { url: options.manageLink } : {}),
  };
  // The package validates e-mails and URLs by its own rules; a clinic address or public URL it
  // dislikes must not cost the client their calendar file, so it is retried without them.
  const first = createEvent(attributes);
  const { error, value } = first.value
    ? first
    : createEvent({ ...attributes, url: undefined, organizer: undefined });
  if (error || !value) throw new Error(`calendar file not created: ${error?.message ?? 'empty'}`);
  return {
    filename: 'cita.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: value,
  };
}
