import type { Transaction } from '@citavet/db/database';
import type { AppDependencies } from '../../../app-dependencies';
import type { OutgoingEmail } from '../../../mail/outbox.repository';
import { dropRemindersAndEnqueue } from '../../../mail/reminder-outbox.repository';
import { senderAddress } from '../../../mail/sender-address';
import type { BookingSummary } from '../booking-summary.repository';
import { createBookingCalendarFile } from './booking-calendar-file';
import { clientCancellationEmail } from './booking-email-content';
import {
  type BookingEvent,
  type DraftingDependencies,
  hostNoticeFor,
  requireSummary,
  toClient,
} from './booking-emails';

/** Why a cancellation's pending reminders are dropped (email_outbox.last_error). */
export const CANCELLATION_DROP_REASON = 'booking cancelled';

/**
 * A cancelled booking: reminders dropped now, the client and the host told. The cancelling update
 * (transitionBooking) already moved the calendar event's SEQUENCE on.
 */
export async function queueCancellationEmails(tx: Transaction, deps: AppDependencies, event: BookingEvent) {
  const booking = await requireSummary(tx, event.bookingId);
  // The reminders dropped in the same statement as these messages are queued (one round trip).
  await dropRemindersAndEnqueue(
    tx,
    booking.id,
    CANCELLATION_DROP_REASON,
    cancellationEmailsOf(deps, booking, event),
  );
}

/**
 * The messages of a cancellation, drafted from the booking as the cancelling update left it (its
 * status, SEQUENCE, reason and time of cancellation): the client's notice with the cancelled .ics,
 * and the host's unless they cancelled it themself.
 */
export function cancellationEmailsOf(
  deps: DraftingDependencies,
  booking: BookingSummary,
  event: BookingEvent,
): OutgoingEmail[] {
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
  return emails;
}
