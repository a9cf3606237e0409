import { bigint, boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';

/**
 * A member's status change's e-mails, not drafted yet (decision 106): the change's one statement
 * inserts this small row instead of the cancellation's notices (HTML and .ics CANCEL) or a
 * request's confirmation, and the outbox worker drafts and queues them at the start of its next
 * round, in one transaction that deletes the row (apps/api/src/features/bookings/emails/). The
 * reminders the change drops are still dropped in its statement. A booking may have two changes
 * waiting (confirmed, then cancelled), so the key is the booking and an identity: one index, which
 * also serves the booking's deletion, which takes its drafts with it.
 */
export const bookingStatusMessageDrafts = pgTable(
  'booking_status_message_drafts',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    // The order the changes were written in: they are drafted in it.
    id: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    // As the change wrote it into the booking (kept here too: what the change was, whole).
    cancellationReason: text('cancellation_reason'),
    // The clinic's staff declined a request (a PENDING booking cancelled by them): other words.
    isDeclinedRequest: boolean('is_declined_request').notNull(),
    // A confirmed request's new manage link, which the confirmation and its reminders carry (only
    // its hash is in the booking); here until drafted, then in the outbox's bodies until sent.
    manageToken: text('manage_token'),
    // Who made the change (the host is not told of their own); no foreign key, as the other drafts.
    actorId: uuid('actor_id'),
    // The change's `now`: the e-mails are drafted as at this instant (.ics DTSTAMP, send times).
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.bookingId, table.id] })],
);
