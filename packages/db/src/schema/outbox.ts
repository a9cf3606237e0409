import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings, clients } from './bookings';

/** `encoding: 'base64'` for binary files (a PDF); text attachments (.ics) go as they are. */
export type OutboxAttachment = {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
};

/**
 * Transactional outbox: a message is written in the same transaction as the event that causes it,
 * and a worker sends it later (design.md §1). `sendAfter` lets reminders wait for their time.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    // The recipient's name for the To header ('Lucía Pérez <lucia@…>'), kept apart from the address
    // so nothing that reads the address has to parse it.
    toName: text('to_name'),
    // The clinic's own address, so a client's reply reaches the clinic and not the no-reply sender.
    replyTo: text('reply_to'),
    // Extra headers a message needs (List-Unsubscribe, List-Unsubscribe-Post for reminders).
    headers: jsonb('headers').$type<Record<string, string>>(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    // A reminder is dropped at send time when its booking was cancelled meanwhile.
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    // The client the message is for (a booking's e-mails: its client, filled by a trigger in
    // migration 0020 whatever the writer): their communication log, and the consent checked at send
    // time. Cascade: a deleted client's messages (address, words) go with them; erasure keeps the
    // row and blanks it (client-privacy.repository.ts).
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: ['PENDING', 'SENDING', 'SENT', 'FAILED', 'DROPPED'] })
      .notNull()
      .default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('email_outbox_due_idx').on(table.status, table.sendAfter),
    // Cancelling, moving or confirming a booking drops its pending reminders by booking id, and
    // deleting a booking cascades here: without this index each was a scan of the whole outbox.
    index('email_outbox_booking_idx').on(table.bookingId),
    // The client's communication log, newest first, pages by (created_at, id).
    index('email_outbox_client_created_idx')
      .on(table.clientId, table.createdAt, table.id)
      .where(sql`${table.clientId} is not null`),
    // The daily cap per recipient (a BEFORE INSERT trigger, migration 0030) counts one address's
    // messages over the 24 hours before each new one's send time.
    index('email_outbox_recipient_idx').on(sql`lower(${table.toAddress})`, table.sendAfter),
    // Partial: most messages have no dedupe key, and NULLs never conflict, so they need no entry.
    uniqueIndex('email_outbox_dedupe_unique').on(table.dedupeKey).where(sql`${table.dedupeKey} is not null`),
  ],
);
