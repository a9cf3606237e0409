import type { Transaction } from '@citavet/db/database';
import { isUpcomingStatus } from '@citavet/domain/bookings/booking-status';
import { smsUsageMonth } from '@citavet/domain/plans/sms-quota';
import type { AppConfig } from '../../../app-dependencies';
import { enqueueEmails, type OutgoingEmail } from '../../../mail/outbox.repository';
import { arePlanLimitsOn } from '../../../plans/plan-guard';
import { spaceSmsQuotaState } from '../../../sms/sms-quota';
import { yieldToEventLoop } from '../../../workers/yield-to-event-loop';
import { type BookingSummary, findBookingSummariesForShare } from '../booking-summary.repository';
import { cancellationEmailsOf } from './booking-cancellation-emails';
import { confirmedEmailsOf } from './booking-changed-emails';
import type { BookingEvent } from './booking-emails';
import {
  claimStatusMessageDrafts,
  type StatusMessageDraft,
} from './booking-status-message-drafts.repository';
import {
  expandAllBookingMessageDrafts,
  expandInBatches,
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
//
// A confirmation's reminders may go by SMS: they are judged against the space's SMS month as the
// change's transaction read it (its plan at the change's instant, the segments used so far), read
// here in the expansion's transaction, once per space and month of a batch.

/** The drafting's dependencies, with PLAN_LIMITS for the SMS month of a confirmation's reminders. */
export type StatusDraftDependencies = MessageDraftDependencies & {
  config: MessageDraftDependencies['config'] & Pick<AppConfig, 'arePlanLimitsOn'>;
};

/** One batch, in one transaction: answers how many drafts it expanded (fewer than asked: none left). */
export async function expandStatusMessageDrafts(
  deps: StatusDraftDependencies,
  batchSize = MESSAGE_DRAFT_BATCH_SIZE,
): Promise<number> {
  return deps.database.db.transaction(async (tx) => {
    const drafts = await claimStatusMessageDrafts(tx, batchSize);
    if (drafts.length === 0) return 0;
    const summaries = await findBookingSummariesForShare(tx, [
      ...new Set(drafts.map((draft) => draft.bookingId)),
    ]);
    const byId = new Map(summaries.map((booking) => [booking.id, booking]));
    const smsMonths = await smsMonthsOf(tx, deps, drafts, byId);
    const emails: OutgoingEmail[] = [];
    for (const draft of drafts) {
      const booking = byId.get(draft.bookingId);
      if (!booking) continue;
      const smsQuota = smsMonths.get(smsMonthKey(booking, draft));
      emails.push(...messagesOfDraft(deps, booking, draft, smsQuota));
      // Drafting is CPU-bound: the requests arriving meanwhile go first, draft by draft.
      await yieldToEventLoop();
    }
    await enqueueEmails(tx, emails);
    return drafts.length;
  });
}

/** Every status change's drafts, batch after batch (expandInBatches). */
export function expandAllStatusMessageDrafts(
  deps: StatusDraftDependencies,
  options: { batchSize?: number; maxBatches?: number } = {},
): Promise<{ expanded: number; isDrained: boolean }> {
  return expandInBatches((batchSize) => expandStatusMessageDrafts(deps, batchSize), options);
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
  smsQuota: BookingEvent['smsQuota'],
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
    return confirmedEmailsOf(deps, booking, {
      ...event,
      manageToken: draft.manageToken,
      ...(smsQuota ? { smsQuota } : {}),
    });
  }
  return [];
}

const isConfirmation = (draft: StatusMessageDraft) => draft.to === 'CONFIRMED' && draft.manageToken !== null;

const smsMonthKey = (booking: BookingSummary, draft: StatusMessageDraft) =>
  `${booking.spaceId}|${smsUsageMonth(draft.createdAt)}`;

/**
 * The SMS month of each space and month the batch's confirmations fall in, when SMS can go from
 * this server at all (withSmsQuota's rule, at the change's instant): its plan's quota then, and
 * the segments used.
 */
async function smsMonthsOf(
  tx: Transaction,
  deps: StatusDraftDependencies,
  drafts: readonly StatusMessageDraft[],
  byId: ReadonlyMap<string, BookingSummary>,
): Promise<Map<string, NonNullable<BookingEvent['smsQuota']>>> {
  const months = new Map<string, NonNullable<BookingEvent['smsQuota']>>();
  const sms = deps.config.sms;
  if (sms?.isEnabled !== true) return months;
  for (const draft of drafts.filter(isConfirmation)) {
    const booking = byId.get(draft.bookingId);
    if (!booking || months.has(smsMonthKey(booking, draft))) continue;
    const facts = {
      now: draft.createdAt,
      arePlanLimitsOn: arePlanLimitsOn(deps),
      serverQuota: sms.monthlySegmentQuota ?? 0,
    };
    const { month, used, quota } = await spaceSmsQuotaState(tx, facts, booking.spaceId);
    months.set(smsMonthKey(booking, draft), { month, used, quota });
  }
  return months;
}

/**
 * Every change's drafts after every new booking's, as the outbox worker's round runs them: a booking
 * cancelled before its confirmation was drafted gets its host's notice, then the cancellation. When
 * the new bookings' drafts are not drained, the changes wait for the next round (which follows at
 * once), so none is queued before its booking's own messages.
 */
export async function expandAllMessageDrafts(
  deps: StatusDraftDependencies,
  options: { maxBatches?: number } = {},
): Promise<{ expanded: number; isDrained: boolean }> {
  const booked = await expandAllBookingMessageDrafts(deps, options);
  if (!booked.isDrained) return booked;
  const changed = await expandAllStatusMessageDrafts(deps, options);
  return { expanded: booked.expanded + changed.expanded, isDrained: changed.isDrained };
}
