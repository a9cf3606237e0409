import type { Transaction } from '@citavet/db/database';
import type { AppDependencies } from '../../../app-dependencies';
import { dropRemindersAndEnqueue } from '../../../mail/reminder-outbox.repository';
import { senderAddress } from '../../../mail/sender-address';
import { createBookingCalendarFile } from './booking-calendar-file';
import { clientCancellationEmail } from './booking-email-content';
import { type BookingEvent, hostNoticeFor, requireSummary, toClient } from './booking-emails';

/**
 * A cancelled booking: reminders dropped now, the client and the host told. The cancelling update
 * (transitionBooking) already moved the calendar event's SEQUENCE on.
 */
export async function queueCancellationEmails(tx: Transaction, deps: AppDependencies, event: BookingEvent) {
  const booking = await requireSummary(tx, event.bookingId);
  const emails = hostNoticeFor(booking, event, 'cancelled');
  if (booking.clientEmail) {
    const bookAgainLink = booking.spaceRoute
      ? `${deps.config.publicUrl.replace(/\/+$/, '')}/${booking.spaceRoute}`
      : null;
    const content = clientCancellationEmail(booking, bookAgainLink, {
      isDeclinedRequest: event.isDeclinedRequest === true,
    });
    emails.unshift({
      kind: 'booking-cancelled',
      bookingId: booking.id,
      ...toClient(deps, booking, content),
      attachments: [
        createBookingCalendarFile(booking, {
          now: event.now,
          manageLink: null,
          isCancelled: true,
          senderAddress: senderAddress(deps.config),
        }),
      ],
      sendAfter: event.now,
    });
  }
  // The reminders dropped in the same statement as these messages are queued (one round trip).
  await dropRemindersAndEnqueue(tx, booking.id, 'booking cancelled', emails);
}
