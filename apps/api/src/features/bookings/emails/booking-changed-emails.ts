import type { Transaction } from '@citavet/db/database';
import type { AppDependencies } from '../../../app-dependencies';
import { dropRemindersAndEnqueue } from '../../../mail/reminder-outbox.repository';
import { type BookingSummary, nextCalendarSequence } from '../booking-summary.repository';
import {
  type BookingEvent,
  confirmationFor,
  type DraftingDependencies,
  hostNoticeFor,
  requireSummary,
  withSmsQuota,
} from './booking-emails';

/**
 * A booking moved to a new time (or to a new client address): the old reminder is dropped, a new
 * one queued, and the client gets the updated confirmation; the host hears of it unless they did it.
 */
export async function queueBookingChangedEmails(
  tx: Transaction,
  deps: AppDependencies,
  event: BookingEvent,
  options: { isTimeChanged: boolean; previousStartAt?: Date },
) {
  await nextCalendarSequence(tx, event.bookingId);
  const booking = await requireSummary(tx, event.bookingId);
  // The previous time is shown only when it really moved (a new address alone keeps the time).
  const previous =
    options.isTimeChanged && options.previousStartAt?.getTime() !== booking.startAt.getTime()
      ? options.previousStartAt
      : undefined;
  const withQuota = await withSmsQuota(tx, deps, booking, event);
  await dropRemindersAndEnqueue(tx, booking.id, 'booking changed', [
    ...confirmationFor(deps, booking, withQuota, 'updated', previous),
    ...(options.isTimeChanged ? hostNoticeFor(booking, event, 'updated', previous) : []),
  ]);
}

/**
 * A PENDING booking confirmed by the space: the client was told "te avisará cuando esté confirmada",
 * so they get the confirmation (with fresh links and a CONFIRMED .ics); the reminder queued with the
 * request is replaced by one that names the confirmed booking.
 */
export async function queueConfirmedEmails(tx: Transaction, deps: AppDependencies, event: BookingEvent) {
  await nextCalendarSequence(tx, event.bookingId);
  const booking = await requireSummary(tx, event.bookingId);
  await dropRemindersAndEnqueue(
    tx,
    booking.id,
    CONFIRMED_DROP_REASON,
    confirmedEmailsOf(deps, booking, await withSmsQuota(tx, deps, booking, event)),
  );
}

/** Why a confirmed request's pending reminders are dropped (email_outbox.last_error). */
export const CONFIRMED_DROP_REASON = 'booking confirmed';

/**
 * The messages of a confirmed request, drafted from the booking as the confirmation left it (its
 * status and SEQUENCE), with the new link's token and, when SMS can go, the space's SMS month.
 */
export function confirmedEmailsOf(deps: DraftingDependencies, booking: BookingSummary, event: BookingEvent) {
  return confirmationFor(deps, booking, event, 'new');
}
