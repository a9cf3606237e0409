import type { OutboxAttachment } from '@citavet/db/schema/outbox';
import { bookingEventSequence, bookingEventUid } from '@citavet/domain/calendar/booking-event-identity';
import { writeCalendar } from '../../../mail/icalendar';
import type { BookingSummary } from '../links/booking-links.repository';
import { addressOf, formatPrice } from './booking-email-content';

// The .ics file attached to the booking e-mails: one event in UTC with a stable UID per booking, so a
// calendar that imported the first file updates (or removes) the same event on later ones — and the
// same event as the professional's feed (packages/domain/src/calendar/booking-event-identity.ts).

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
  const content = writeCalendar({
    uid: bookingEventUid(booking.id),
    // The one rule of every place a booking's event is written: grows with every change.
    sequence: bookingEventSequence(booking.createdAt, options.now),
    timestamp: options.now,
    productId: 'citavet/reservas',
    // A cancellation is sent as CANCEL with the same UID: a calendar app removes the event instead of
    // keeping a 'cancelled' copy in the client's agenda.
    method: options.isCancelled ? 'CANCEL' : 'PUBLISH',
    summary: `${booking.serviceName} en ${booking.spaceName}`,
    description,
    location: address ?? booking.spaceName,
    start: booking.startAt,
    end: booking.endAt,
    status: options.isCancelled ? 'CANCELLED' : booking.status === 'PENDING' ? 'TENTATIVE' : 'CONFIRMED',
    // An ORGANIZER must carry an address; a clinic without a usable e-mail is named in the title.
    ...(booking.spaceEmail ? { organizer: { name: booking.spaceName, email: booking.spaceEmail } } : {}),
    // A link the format cannot carry is left out (it is in the description and the e-mail anyway).
    ...(options.manageLink && !options.isCancelled ? { url: options.manageLink } : {}),
  });
  return {
    filename: 'cita.ics',
    contentType: `text/calendar; charset=utf-8; method=${options.isCancelled ? 'CANCEL' : 'PUBLISH'}`,
    content,
  };
}
