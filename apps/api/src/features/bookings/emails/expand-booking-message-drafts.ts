import type { DatabaseHandle, Transaction } from '@citavet/db/database';
import { isUpcomingStatus } from '@citavet/domain/bookings/booking-status';
import type { AppConfig } from '../../../app-dependencies';
import { enqueueEmails, type OutgoingEmail } from '../../../mail/outbox.repository';
import { yieldToEventLoop } from '../../../workers/yield-to-event-loop';
import { type BookingSummary, findBookingSummariesForShare } from '../booking-summary.repository';
import {
  type BookingEvent,
  type DraftingDependencies,
  hostNoticeFor,
  newBookingMessages,
  withSmsQuota,
} from './booking-emails';
import { type BookingMessageDraft, claimBookingMessageDrafts } from './booking-message-drafts.repository';

// A new booking's e-mails, drafted and queued after its write (decision 104): the confirmation
// with its .ics, the reminders and the host's notice cost the booking's request ~17 % of its app
// time to draft and much of its statement's time to send and insert. The booking's statement leaves
// a draft row; this drafts the messages with the same function the request used, as at the
// booking's instant, and queues them. The outbox worker runs it at the start of each round, before
// it claims due messages, so a booking's confirmation is queued before anything it sends later.
//
// Exactly once: the drafts are deleted in the transaction that queues their messages (a crash
// before the commit leaves them for the next round), and claimed with SKIP LOCKED (a second worker
// takes other drafts). The public page and the staff's bookings leave drafts (decisions 104, 107).

export type MessageDraftDependencies = DraftingDependencies & {
  config: Pick<AppConfig, 'arePlanLimitsOn'>;
  database: Pick<DatabaseHandle, 'db'>;
};

/** Drafts per transaction: a round's bookings in one read and one insert, the lock held briefly. */
export const MESSAGE_DRAFT_BATCH_SIZE = 100;

/** One batch, in one transaction: answers how many drafts it expanded (fewer than asked: none left). */
export async function expandBookingMessageDrafts(
  deps: MessageDraftDependencies,
  batchSize = MESSAGE_DRAFT_BATCH_SIZE,
): Promise<number> {
  return deps.database.db.transaction(async (tx) => {
    const drafts = await claimBookingMessageDrafts(tx, batchSize);
    if (drafts.length === 0) return 0;
    const summaries = await findBookingSummariesForShare(
      tx,
      drafts.map((draft) => draft.bookingId),
    );
    const byId = new Map(summaries.map((booking) => [booking.id, booking]));
    const emails: OutgoingEmail[] = [];
    for (const draft of drafts) {
      const booking = byId.get(draft.bookingId);
      if (booking) emails.push(...(await messagesOfDraft(tx, deps, booking, draft)));
      // Drafting is CPU-bound: the requests arriving meanwhile go first, draft by draft.
      await yieldToEventLoop();
    }
    await enqueueEmails(tx, emails);
    return drafts.length;
  });
}

/**
 * Batch after batch until one comes back short, at most `maxBatches` of them (the rest wait for the
 * next round, which follows at once, so sending is never held up for long). Answers how many drafts
 * were expanded, and whether none were left. The new bookings' drafts and the status changes' share it.
 */
export async function expandInBatches(
  expandBatch: (batchSize: number) => Promise<number>,
  options: { batchSize?: number; maxBatches?: number } = {},
): Promise<{ expanded: number; isDrained: boolean }> {
  const batchSize = options.batchSize ?? MESSAGE_DRAFT_BATCH_SIZE;
  let expanded = 0;
  for (let batch = 0; batch < (options.maxBatches ?? 10); batch++) {
    const count = await expandBatch(batchSize);
    expanded += count;
    if (count < batchSize) return { expanded, isDrained: true };
  }
  return { expanded, isDrained: false };
}

/** Every new booking's drafts, batch after batch (expandInBatches). */
export function expandAllBookingMessageDrafts(
  deps: MessageDraftDependencies,
  options: { batchSize?: number; maxBatches?: number } = {},
): Promise<{ expanded: number; isDrained: boolean }> {
  return expandInBatches((batchSize) => expandBookingMessageDrafts(deps, batchSize), options);
}

/**
 * The booking's messages as its request would have drafted them at `createdAt`, from the booking as
 * it is now (its pet in the words the form used): a booking moved meanwhile is announced at its new time. One no longer upcoming
 * (cancelled before its draft was expanded) gets no confirmation nor reminders, since its own status
 * e-mail told the client; its host still hears of it, as they did when the notice went first.
 */
async function messagesOfDraft(
  tx: Transaction,
  deps: MessageDraftDependencies,
  booking: BookingSummary,
  draft: BookingMessageDraft,
): Promise<OutgoingEmail[]> {
  const described: BookingSummary = draft.pet
    ? { ...booking, petName: draft.pet.name, petSpecies: draft.pet.species as BookingSummary['petSpecies'] }
    : booking;
  const event: BookingEvent = {
    bookingId: booking.id,
    manageToken: draft.manageToken,
    actorId: draft.actorId,
    now: draft.createdAt,
  };
  if (!isUpcomingStatus(booking.status)) return hostNoticeFor(described, event, 'new');
  // A staff booking's SMS reminders are judged against the space's SMS month (decision 081): one that
  // would not fit is queued DROPPED with the reason. Its request read the month in its transaction
  // with withSmsQuota; the same function reads it here, in this transaction, as at the booking's
  // instant (decision 107). The public page's reminders never were judged so, only at send time.
  const judged = SMS_MONTH_JUDGED_SOURCES.has(booking.source)
    ? await withSmsQuota(tx, { clock: { now: () => draft.createdAt }, config: deps.config }, described, event)
    : event;
  return newBookingMessages(deps, described, judged).emails;
}

/** The writers whose bookings' SMS reminders are judged against the space's SMS month: the staff's. */
const SMS_MONTH_JUDGED_SOURCES: ReadonlySet<BookingSummary['source']> = new Set(['INTERNAL', 'HOST']);
