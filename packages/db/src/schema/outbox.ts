import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings, clients } from './bookings';
import { spaces } from './spaces';

/** `encoding: 'base64'` for binary files (a PDF); text attachments (.ics) go as they are. */
export type OutboxAttachment = {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
};

/**
 * Transactional outbox: a message is written in the same transaction as the event that causes it,
 * and a worker sends it later. `sendAfter` lets reminders wait for their time.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    // 'sms': to_address holds an E.164 number, text_body the message, subject what the log calls it;
    // the same worker claims it and hands it to the SMS gateway (apps/api/src/sms/).
    channel: text('channel', { enum: ['email', 'sms'] })
      .notNull()
      .default('email'),
    // SMS only: segments the message takes (what the carrier bills), and what its delivery report
    // said: DELIVERED, UNDELIVERED (with the reason in delivery_error), EXPIRED; null until one comes.
    segments: integer('segments'),
    deliveryStatus: text('delivery_status', { enum: ['DELIVERED', 'UNDELIVERED', 'EXPIRED'] }),
    deliveryError: text('delivery_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
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
    // The status is in it so that one index scan finds a booking's PENDING rows: with the booking
    // alone, PostgreSQL could AND it with every PENDING row of the due index (decision 117).
    index('email_outbox_booking_status_idx').on(table.bookingId, table.status),
    // The client's communication log, newest first, pages by (created_at, id).
    index('email_outbox_client_created_idx')
      .on(table.clientId, table.createdAt, table.id)
      .where(sql`${table.clientId} is not null`),
    // The daily cap per recipient (a BEFORE INSERT trigger, migration 0030) counts one address's
    // messages over the 24 hours before each new one's send time.
    index('email_outbox_recipient_idx').on(sql`lower(${table.toAddress})`, table.sendAfter),
    // Partial: most messages have no dedupe key, and NULLs never conflict, so they need no entry.
    // A client's SMS reply names only their number: the clinic is the one that last texted it.
    index('email_outbox_sms_to_idx').on(table.toAddress, table.sentAt).where(sql`${table.channel} = 'sms'`),
    uniqueIndex('email_outbox_dedupe_unique').on(table.dedupeKey).where(sql`${table.dedupeKey} is not null`),
  ],
);

/**
 * SMS segments a space used in a calendar month (UTC), reserved by the worker before each hand-off
 * in one statement that also checks the quota, so two workers never both take the last segments.
 */
export const smsUsage = pgTable(
  'sms_usage',
  {
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM'. */
    month: text('month').notNull(),
    segments: integer('segments').notNull().default(0),
  },
  (table) => [uniqueIndex('sms_usage_space_month_unique').on(table.spaceId, table.month)],
);

/**
 * Replies (MO) received through the gateway. The gateway's id makes a repeated callback a no-op;
 * the text is kept so the clinic can read what a client answered.
 */
export const smsReplies = pgTable(
  'sms_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gatewayId: text('gateway_id').notNull(),
    spaceId: uuid('space_id').references(() => spaces.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    fromNumber: text('from_number').notNull(),
    text: text('text').notNull(),
    intent: text('intent', { enum: ['unsubscribe', 'confirm', 'other'] }).notNull(),
    /** What was done: 'Baja de SMS registrada', 'Cita confirmada', 'Sin cita que confirmar'… */
    outcome: text('outcome'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sms_replies_gateway_unique').on(table.gatewayId),
    index('sms_replies_client_idx').on(table.clientId, table.receivedAt),
  ],
);
