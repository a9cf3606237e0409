import { type Database, queryNamedRows, type Transaction } from '@citavet/db/database';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { STAFF_PATH_STATEMENTS } from '@citavet/db/statement-names';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { insertOutboxRowsFromJson, type OutgoingEmail, outboxRowsJson } from './outbox.repository';

// Reminders are rows of the outbox (decision 056), queued by three writers: a staff booking's own
// reminders go with its e-mails (features/bookings/emails), the public booking's are queued with
// its other e-mails when the outbox worker expands its draft (decision 104), and a signed record's
// due reminders go with their links to the entry
// (features/records/due-reminders.repository.ts). What they share lives here, beside the outbox.

type Executor = Database | Transaction;

/** Kinds the outbox knows as reminders; 'booking-reminder' is what rows queued before 056 carry. */
export const APPOINTMENT_REMINDER_KINDS = ['booking-reminder', 'reminder-appointment'] as const;

export type ReminderEmail = Omit<OutgoingEmail, 'clientId'> & {
  kind: `reminder-${string}`;
  /**
   * Whom it is for (email_outbox.client_id; consent is checked at send time, decision 058). Null where
   * the booking's row is not read first: the outbox's trigger fills it from the booking.
   */
  clientId: string | null;
  /** The key that makes a retry of the same event a no-op (unique in the outbox). */
  dedupeKey: string;
};

/** Appointment reminders of bookings not sent yet are dropped: cancelled, moved or confirmed anew. */
export async function dropPendingAppointmentReminders(
  db: Executor,
  bookingIds: readonly string[],
  reason: string,
) {
  if (bookingIds.length === 0) return;
  await db
    .update(emailOutbox)
    .set({ status: 'DROPPED', lastError: reason, lockedUntil: null })
    .where(
      and(
        inArray(emailOutbox.bookingId, [...bookingIds]),
        inArray(emailOutbox.kind, [...APPOINTMENT_REMINDER_KINDS]),
        eq(emailOutbox.status, 'PENDING'),
      ),
    );
}

/**
 * The text of dropPendingAppointmentReminders for one booking, for a statement written once as text
 * (the status change's, booking-status-write.repository.ts): `bookingId` and `reason` are SQL
 * expressions of that statement (placeholders, a CTE's column). Answers one row per dropped reminder.
 */
export function dropAppointmentRemindersText(bookingId: string, reason: string): string {
  const kinds = APPOINTMENT_REMINDER_KINDS.map((kind) => `'${kind}'`).join(', ');
  return `update email_outbox set status = 'DROPPED', last_error = ${reason}, locked_until = null
       where booking_id = ${bookingId} and kind in (${kinds}) and status = 'PENDING'
      returning 1`;
}

/** Stands for the messages' JSON parameter in insertOutboxRowsFromJson's text, to splice it in. */
const ROWS_MARK = '\u0000rows\u0000';
const [INSERT_HEAD = '', INSERT_TAIL = ''] = insertOutboxRowsFromJson(ROWS_MARK, 'dropped_first').split(
  ROWS_MARK,
);

/**
 * dropPendingAppointmentReminders of one booking and the messages that replace or follow them, in
 * one statement (one round trip instead of two). The insert names the drop's CTE so the drop always
 * runs, even when there is no message; the recipient cap sees what it saw when the drop ran first,
 * since the dropped rows are reminders due later and the cap counts messages sent up to the new ones.
 */
export async function dropRemindersAndEnqueue(
  db: Executor,
  bookingId: string,
  reason: string,
  emails: readonly OutgoingEmail[],
) {
  const kinds = sql.join(
    APPOINTMENT_REMINDER_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  await queryNamedRows(
    db,
    STAFF_PATH_STATEMENTS.dropRemindersAndEnqueue,
    sql`with dropped as (
      update ${emailOutbox} set status = 'DROPPED', last_error = ${reason}, locked_until = null
       where booking_id = ${bookingId} and kind in (${kinds}) and status = 'PENDING'
      returning 1
    ),
    dropped_first as (select count(*) from dropped)
    ${sql.raw(INSERT_HEAD)}${outboxRowsJson(emails)}${sql.raw(INSERT_TAIL)}`,
  );
}
