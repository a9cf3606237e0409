import { isUpcomingStatus } from '@citavet/domain/bookings/booking-status';
import { enqueueEmails, type OutgoingEmail } from '../../../mail/outbox.repository';
import { type BookingSummary, findBookingSummariesForShare } from '../booking-summary.repository';
import { cancellationEmailsOf } from './booking-cancellation-emails';
import { confirmedEmailsOf } from './booking-changed-emails';
import {
  claimStatusMessageDrafts,
  type StatusMessageDraft,
} from './booking-status-message-drafts.repository';
import {
  expandAllBookingMessageDrafts,
  MESSAGE_DRAFT_BATCH_SIZE,
  type MessageDraftDependencies,
} from './expand-booking-message-drafts';

// A member's status change's e-mails, drafted and queued after its write (decision 106): drafting
// a cancellation's notices (HTML, .ics CANCEL) in the request and inserting them in its statement
// were most of what kept the change above 2 ms of CPU. The change's statement leaves a draft row
// (and still drops the reminders it replaces, atomically with the change); this drafts the e-mails
// with the functions the request used (cancellationEmailsOf, confirmedEmailsOf), from the booking
// as the change left it, as at the change's instant, and queues them. The outbox worker runs it at
// the start of each round, after the new bookings' drafts, before it claims due messages.
//
// Exactly once: the drafts are deleted in the transaction that queues their messages (a crash
// before the commit leaves them for the next round), and claimed with SKIP LOCKED (a second worker
// takes other drafts). The bookings are read FOR SHARE: a change waiting on one commits after its
// e-mails are queued, so they are queued in the order the changes were made.

/** One batch, in one transaction: answers how many drafts it expanded (fewer than asked: none left). */
export async function expandStatusMessageDrafts(
  deps: MessageDraftDependencies,
  batchSize = MESSAGE_DRAFT_BATCH_SIZE,
): Promise<number> {
  return deps.database.db.transaction(async (tx) => {
    const drafts = await claimStatusMessageDrafts(tx, batchSize);
    if (drafts.length === 0) return 0;
    const summaries = await findBookingSummariesForShare(tx, [
      ...new Set(drafts.map((draft) => draft.bookingId)),
    ]);
    const byId = new Map(summaries.map((booking) => [booking.id, booking]));
    const emails = drafts.flatMap((draft) => {
      const booking = byId.get(draft.bookingId);
      return booking ? messagesOfDraft(deps, booking, draft) : [];
    });
    await enqueueEmails(tx, emails);
    return drafts.length;
  });
}

/**
 * Batch after batch until one comes back short, at most `maxBatches` of them (the rest wait for the
 * next round, which follows at once). Answers how many drafts were expanded, and whether none were left.
 */
export async function expandAllStatusMessageDrafts(
  deps: MessageDraftDependencies,
  options: { batchSize?: number; maxBatches?: number } = {},
): Promise<{ expanded: number; isDrained: boolean }> {
  const batchSize = options.batchSize ?? MESSAGE_DRAFT_BATCH_SIZE;
  let expanded = 0;
  for (let batch = 0; batch < (options.maxBatches ?? 10); batch++) {
    const count = await expandStatusMessageDrafts(deps, batchSize);
    expanded += count;
    if (count < batchSize) return { expanded, isDrained: true };
  }
  return { expanded, isDrained: false };
}

/**
 * The change's messages as its request drafted them, from the booking as the change left it (its
 * status, SEQUENCE, time and reason of cancellation are the booking's own columns). A confirmed
 * request no longer upcoming when drafted (cancelled meanwhile) gets no confirmation: its
 * cancellation's notice, drafted after it, tells the client.
 */
function messagesOfDraft(
  deps: MessageDraftDependencies,
  booking: BookingSummary,
  draft: StatusMessageDraft,
): OutgoingEmail[] {
  const event = { bookingId: booking.id, actorId: draft.actorId, now: draft.createdAt };
  if (draft.to === 'CANCELLED') {
    return cancellationEmailsOf(deps, booking, {
      ...event,
      manageToken: null,
      isDeclinedRequest: draft.isDeclinedRequest,
    });
  }
  if (draft.to === 'CONFIRMED' && draft.manageToken && isUpcomingStatus(booking.status)) {
    return confirmedEmailsOf(deps, booking, { ...event, manageToken: draft.manageToken });
  }
  return [];
}

/**
 * Every change's drafts after every new booking's, as the outbox worker's round runs them: a booking
 * cancelled before its confirmation was drafted gets its host's notice, then the cancellation. When
 * the new bookings' drafts are not drained, the changes wait for the next round (which follows at
 * once), so none is queued before its booking's own messages.
 */
export async function expandAllMessageDrafts(
  deps: MessageDraftDependencies,
  options: { maxBatches?: number } = {},
): Promise<{ expanded: number; isDrained: boolean }> {
  const booked = await expandAllBookingMessageDrafts(deps, options);
  if (!booked.isDrained) return booked;
  const changed = await expandAllStatusMessageDrafts(deps, options);
  return { expanded: booked.expanded + changed.expanded, isDrained: changed.isDrained };
}
