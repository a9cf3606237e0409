import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { emailOutbox, type OutboxAttachment } from '@citavet/db/schema/outbox';
import { eq, type SQL, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

export type OutgoingEmail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
  bookingId?: string;
  dedupeKey?: string;
  /** When it may go out: the clock's now for an immediate message (never the database's clock). */
  sendAfter: Date;
};

/** Call inside the transaction of the event that causes the e-mail, so both commit or neither. */
export async function enqueueEmail(db: Executor, email: OutgoingEmail) {
  await enqueueEmails(db, [email]);
}

/**
 * The insert of enqueueEmails as an SQL fragment, for a statement that writes the event's own rows
 * in the same round trip (a data-modifying CTE). Empty lists give a statement that inserts nothing.
 */
export function enqueueEmailsStatement(emails: readonly OutgoingEmail[]): SQL {
  const rows = emails.map(
    (email) =>
      sql`(${email.kind}, ${email.to}, ${email.subject}, ${email.text}, ${email.html ?? null},
        ${email.attachments ? JSON.stringify(email.attachments) : null}::jsonb, ${email.bookingId ?? null}::uuid,
        ${email.dedupeKey ?? null}, ${email.sendAfter.toISOString()}::timestamptz)`,
  );
  if (rows.length === 0) return sql`select 1 where false`;
  return sql`insert into ${emailOutbox} (kind, to_address, subject, text_body, html_body, attachments,
      booking_id, dedupe_key, send_after)
    values ${sql.join(rows, sql`, `)}
    on conflict do nothing`;
}

/** Several messages of one event in one statement (one round trip instead of one each). */
export async function enqueueEmails(db: Executor, emails: readonly OutgoingEmail[]) {
  if (emails.length === 0) return;
  await db
    .insert(emailOutbox)
    .values(
      emails.map((email) => ({
        kind: email.kind,
        toAddress: email.to,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html ?? null,
        attachments: email.attachments ?? null,
        bookingId: email.bookingId ?? null,
        dedupeKey: email.dedupeKey ?? null,
        sendAfter: email.sendAfter,
      })),
    )
    .onConflictDoNothing();
}

export type ClaimedEmail = {
  id: string;
  kind: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  attachments: OutboxAttachment[] | null;
  bookingId: string | null;
  attempts: number;
  bookingStatus: string | null;
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
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    attachments: OutboxAttachment[] | null;
    booking_id: string | null;
    attempts: number;
    booking_status: string | null;
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
    returning o.id, o.kind, o.to_address, o.subject, o.text_body, o.html_body, o.attachments, o.booking_id,
      o.attempts, (select b.status from bookings b where b.id = o.booking_id) as booking_status`,
  );
  return rows.map(
    (row): ClaimedEmail => ({
      id: row.id,
      kind: row.kind,
      toAddress: row.to_address,
      subject: row.subject,
      textBody: row.text_body,
      htmlBody: row.html_body,
      attachments: row.attachments,
      bookingId: row.booking_id,
      attempts: Number(row.attempts),
      bookingStatus: row.booking_status,
    }),
  );
}

export async function markEmailSent(db: Database, id: string, now: Date) {
  await db
    .update(emailOutbox)
    .set({ status: 'SENT', sentAt: now, lockedUntil: null, lastError: null })
    .where(eq(emailOutbox.id, id));
}

export async function markEmailDropped(db: Database, id: string, reason: string) {
  await db
    .update(emailOutbox)
    .set({ status: 'DROPPED', lockedUntil: null, lastError: reason })
    .where(eq(emailOutbox.id, id));
}

export async function rescheduleEmail(
  db: Database,
  id: string,
  values: { error: string; retryAt: Date | null },
) {
  await db
    .update(emailOutbox)
    .set(
      values.retryAt
        ? { status: 'PENDING', sendAfter: values.retryAt, lockedUntil: null, lastError: values.error }
        : { status: 'FAILED', lockedUntil: null, lastError: values.error },
    )
    .where(eq(emailOutbox.id, id));
}
