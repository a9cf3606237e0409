import type { OutboxAttachment } from '@citavet/db/schema/outbox';
import { bookingEventUid } from '@citavet/domain/calendar/booking-event-identity';
import { isCalendarAddress, writeCalendar } from '../../../mail/icalendar';
import type { BookingSummary } from '../booking-summary.repository';
import { addressOf } from './booking-email-content';
import { formatPrice } from './booking-email-formats';

// The .ics file attached to the booking e-mails: one event in UTC with a stable UID per booking, so a
// calendar that imported the first file updates (or removes) the same event on later ones — and the
// same event as the professional's feed (packages/domain/src/calendar/booking-event-identity.ts).

export function createBookingCalendarFile(
  booking: BookingSummary,
  options: {
    now: Date;
    manageLink: string | null;
    isCancelled?: boolean;
    /** The address the e-mail is sent from: the ORGANIZER when the clinic has no usable address. */
    senderAddress: string;
  },
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
    // 0 in the first file, one more with each change (counted on the booking's row), as calendars
    // require; the subscription feed writes the same number.
    sequence: booking.calendarSequence,
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
    // RFC 5546 requires an ORGANIZER (a CANCEL without one is ignored by some calendars): the clinic
    // by name, at its own address, or at the address the e-mail came from when it has none.
    organizer: {
      name: booking.spaceName,
      email:
        booking.spaceEmail && isCalendarAddress(booking.spaceEmail)
          ? booking.spaceEmail
          : options.senderAddress,
    },
    // A link the format cannot carry is left out (it is in the description and the e-mail anyway).
    ...(options.manageLink && !options.isCancelled ? { url: options.manageLink } : {}),
  });
  return {
    filename: 'cita.ics',
    contentType: `text/calendar; charset=utf-8; method=${options.isCancelled ? 'CANCEL' : 'PUBLISH'}`,
    content,
  };
}
