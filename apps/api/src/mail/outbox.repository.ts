import { type Database, type PreparedStatement, queryRows, type Transaction } from '@citavet/db/database';
import { queryPreparedRows } from '@citavet/db/prepared-rows';
import { emailOutbox, type OutboxAttachment } from '@citavet/db/schema/outbox';
import { OUTBOX_STATEMENTS } from '@citavet/db/statement-names';
import { and, eq, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

export type OutgoingEmail = {
  kind: string;
  /** 'sms': `to` is an E.164 number, `text` the message, `subject` what the log calls it. Default e-mail. */
  channel?: 'email' | 'sms';
  /** SMS: the segments the text takes (the log shows them, the quota counts them). */
  segments?: number;
  /** Written already DROPPED with this reason: a message that cannot go, kept so the log says why. */
  droppedReason?: string;
  to: string;
  /** The recipient's name, shown in the To header. */
  toName?: string;
  /** The clinic's address, for the client's replies. */
  replyTo?: string;
  headers?: Record<string, string>;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
  bookingId?: string;
  /** The client it is for; a booking's messages get the booking's client without it (migration 0023). */
  clientId?: string;
  dedupeKey?: string;
  /** When it may go out: the clock's now for an immediate message (never the database's clock). */
  sendAfter: Date;
};

/** The daily cap per recipient the outbox's trigger applies (migration 0030, decision 068). */
export async function setRecipientDailyCap(db: Executor, cap: number) {
  await db.execute(sql`update mail_settings set recipient_daily_cap = ${cap} where id`);
}

/** Call inside the transaction of the event that causes the e-mail, so both commit or neither. */
export async function enqueueEmail(db: Executor, email: OutgoingEmail) {
  await enqueueEmails(db, [email]);
}

/**
 * The insert of enqueueEmails as the text of a data-modifying CTE, for a prepared statement that
 * writes the event's own rows in the same round trip: the messages come as one JSON parameter
 * (`outboxRowsJson`), so the statement's text is the same whatever their number. `from` may name
 * CTEs the insert depends on (a row that lets it go ahead, say).
 */
export function insertOutboxRowsFromJson(parameter: string, from = ''): string {
  return `insert into email_outbox (kind, channel, segments, status, last_error, to_address, to_name,
      reply_to, headers, subject, text_body, html_body, attachments, booking_id, client_id, dedupe_key, send_after)
    select e.kind, coalesce(e.channel, 'email'), e.segments, coalesce(e.status, 'PENDING'), e.last_error,
      e.to_address, e.to_name, e.reply_to, e.headers, e.subject, e.text_body, e.html_body,
      e.attachments, e.booking_id, e.client_id, e.dedupe_key, e.send_after
    from ${from ? `${from}, ` : ''}json_to_recordset(${parameter}::json) as e(kind text, channel text,
      segments integer, status text, last_error text, to_address text,
      to_name text, reply_to text, headers jsonb, subject text, text_body text, html_body text,
      attachments jsonb, booking_id uuid, client_id uuid, dedupe_key text, send_after timestamptz)
    on conflict do nothing`;
}

/** The parameter insertOutboxRowsFromJson reads: the one mapping of a message to its outbox row. */
export function outboxRowsJson(emails: readonly OutgoingEmail[]): string {
  return JSON.stringify(
    emails.map((email) => ({
      kind: email.kind,
      channel: email.channel ?? 'email',
      segments: email.segments ?? null,
      status: email.droppedReason ? 'DROPPED' : 'PENDING',
      last_error: email.droppedReason ?? null,
      to_address: email.to,
      to_name: email.toName ?? null,
      reply_to: email.replyTo ?? null,
      headers: email.headers ?? null,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html ?? null,
      attachments: email.attachments ?? null,
      booking_id: email.bookingId ?? null,
      client_id: email.clientId ?? null,
      dedupe_key: email.dedupeKey ?? null,
      send_after: email.sendAfter.toISOString(),
    })),
  );
}

/**
 * enqueueEmails' statement, its text written once: the query builder rendered the insert anew for
 * every event and PostgreSQL planned it again each time (a new statement per number of rows), the
 * largest app cost left in a staff booking (decision 101). One JSON parameter, so one text and one
 * plan per connection whatever the number of messages.
 */
const ENQUEUE_STATEMENT: PreparedStatement = {
  name: OUTBOX_STATEMENTS.enqueue,
  text: insertOutboxRowsFromJson('$1'),
};

/** Several messages of one event in one statement (one round trip instead of one each). */
export async function enqueueEmails(db: Executor, emails: readonly OutgoingEmail[]) {
  if (emails.length === 0) return;
  await queryPreparedRows(db, ENQUEUE_STATEMENT, [outboxRowsJson(emails)]);
}

export type ClaimedEmail = {
  id: string;
  kind: string;
  channel: 'email' | 'sms';
  segments: number | null;
  toAddress: string;
  toName: string | null;
  replyTo: string | null;
  headers: Record<string, string> | null;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  attachments: OutboxAttachment[] | null;
  bookingId: string | null;
  attempts: number;
  bookingStatus: string | null;
  /** The client the message is for, as they are at claim time (consent is judged on this). */
  client: ClaimedClient | null;
};

export type ClaimedClient = {
  id: string;
  spaceId: string;
  hasReminderConsent: boolean;
  unsubscribedAt: Date | null;
  isErased: boolean;
  /** The client's space was deleted (restorable for a while): its reminders are dropped. */
  isSpaceDeleted: boolean;
  /** SMS has its own consent and its own unsubscribe (a BAJA reply). */
  hasSmsConsent: boolean;
  smsUnsubscribedAt: Date | null;
};

type ClientJson = {
  id: string;
  space_id: string;
  has_consent: boolean;
  unsubscribed_at: string | null;
  is_erased: boolean;
  is_space_deleted?: boolean;
  has_sms_consent?: boolean;
  sms_unsubscribed_at?: string | null;
};

/**
 * Claims due messages with FOR UPDATE SKIP LOCKED, so several workers (one per API process)
 * never take the same row. A SENDING row whose lease ran out (its worker died) is claimable again.
 */
export async function claimDueEmails(db: Database, now: Date, batchSize: number, leaseMs: number) {
  const nowIso = now.toISOString();
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const rows = await queryRows<{
    id: string;
    kind: string;
    channel: 'email' | 'sms';
    segments: number | null;
    to_address: string;
    to_name: string | null;
    reply_to: string | null;
    headers: Record<string, string> | null;
    subject: string;
    text_body: string;
    html_body: string | null;
    attachments: OutboxAttachment[] | null;
    booking_id: string | null;
    attempts: number;
    booking_status: string | null;
    client: ClientJson | string | null;
  }>(
    db,
    sql`
    with due as (
      select id from ${emailOutbox}
      where (status = 'PENDING' and send_after <= ${nowIso})
         or (status = 'SENDING' and locked_until < ${nowIso})
      order by send_after
      limit ${batchSize}
      for update skip locked
    )
    update ${emailOutbox} o set status = 'SENDING', locked_until = ${leaseUntil}, attempts = o.attempts + 1
    from due where o.id = due.id
    returning o.id, o.kind, o.channel, o.segments, o.to_address, o.to_name, o.reply_to, o.headers, o.subject, o.text_body, o.html_body, o.attachments, o.booking_id,
      o.attempts, (select b.status from bookings b where b.id = o.booking_id) as booking_status,
      (select json_build_object('id', c.id, 'space_id', c.space_id, 'has_consent', c.reminder_consent_at is not null,
         'unsubscribed_at', c.reminders_unsubscribed_at, 'is_erased', c.erased_at is not null,
         'has_sms_consent', c.sms_consent_at is not null, 'sms_unsubscribed_at', c.sms_unsubscribed_at,
         'is_space_deleted', exists (select 1 from spaces s where s.id = c.space_id and s.deleted_at is not null))
       from clients c where c.id = o.client_id) as client`,
  );
  return rows.map(
    (row): ClaimedEmail => ({
      id: row.id,
      kind: row.kind,
      channel: row.channel,
      segments: row.segments === null ? null : Number(row.segments),
      toAddress: row.to_address,
      toName: row.to_name,
      replyTo: row.reply_to,
      headers: row.headers,
      subject: row.subject,
      textBody: row.text_body,
      htmlBody: row.html_body,
      attachments: row.attachments,
      bookingId: row.booking_id,
      attempts: Number(row.attempts),
      bookingStatus: row.booking_status,
      client: claimedClient(row.client),
    }),
  );
}

function claimedClient(value: ClientJson | string | null): ClaimedClient | null {
  if (value === null) return null;
  const json: ClientJson = typeof value === 'string' ? JSON.parse(value) : value;
  return {
    id: json.id,
    spaceId: json.space_id,
    hasReminderConsent: json.has_consent,
    unsubscribedAt: json.unsubscribed_at ? new Date(json.unsubscribed_at) : null,
    isErased: json.is_erased,
    isSpaceDeleted: json.is_space_deleted ?? false,
    hasSmsConsent: json.has_sms_consent ?? false,
    smsUnsubscribedAt: json.sms_unsubscribed_at ? new Date(json.sms_unsubscribed_at) : null,
  };
}

/** The stored copy of a message once it can no longer be sent: its bodies without secrets. */
export type RedactedContent = {
  subject: string;
  textBody: string;
  htmlBody: string | null;
  attachments: OutboxAttachment[] | null;
  headers: Record<string, string> | null;
};

/**
 * The claim a worker holds: the row's id and its attempts count after the claim. Every write after
 * sending matches both (and SENDING), so a worker whose lease ran out while it was stalled cannot
 * overwrite what the worker that reclaimed the row did (a stale retry would send it again).
 */
export type Claim = { id: string; attempts: number };

const heldBy = (claim: Claim) =>
  and(
    eq(emailOutbox.id, claim.id),
    eq(emailOutbox.attempts, claim.attempts),
    eq(emailOutbox.status, 'SENDING'),
  );

/** Sent: the row keeps what was said, never a link that still works (mail/redact-secrets.ts). */
export async function markEmailSent(db: Database, claim: Claim, now: Date, redacted: RedactedContent) {
  await db
    .update(emailOutbox)
    .set({ status: 'SENT', sentAt: now, lockedUntil: null, lastError: null, ...redacted })
    .where(heldBy(claim));
}

export async function markEmailDropped(
  db: Database,
  claim: Claim,
  reason: string,
  redacted: RedactedContent,
) {
  await db
    .update(emailOutbox)
    .set({ status: 'DROPPED', lockedUntil: null, lastError: reason, ...redacted })
    .where(heldBy(claim));
}

/** A failed try: back to PENDING for a retry, or FAILED for good (then without its secrets). */
export async function rescheduleEmail(
  db: Database,
  claim: Claim,
  values: { error: string; retryAt: Date | null; redacted: RedactedContent },
) {
  await db
    .update(emailOutbox)
    .set(
      values.retryAt
        ? { status: 'PENDING', sendAfter: values.retryAt, lockedUntil: null, lastError: values.error }
        : { status: 'FAILED', lockedUntil: null, lastError: values.error, ...values.redacted },
    )
    .where(heldBy(claim));
}
