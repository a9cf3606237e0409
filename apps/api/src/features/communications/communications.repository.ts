import type { Database, Transaction } from '@citavet/db/database';
import { bookings } from '@citavet/db/schema/bookings';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { and, asc, desc, eq, gt, isNotNull, or, type SQL, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

export type CommunicationRow = {
  id: string;
  kind: string;
  channel: 'email' | 'sms';
  segments: number | null;
  deliveryStatus: 'DELIVERED' | 'UNDELIVERED' | 'EXPIRED' | null;
  deliveryError: string | null;
  deliveredAt: Date | null;
  subject: string;
  status: 'PENDING' | 'SENDING' | 'SENT' | 'FAILED' | 'DROPPED';
  sendAfter: Date;
  sentAt: Date | null;
  lastError: string | null;
  createdAt: Date;
  attendanceConfirmedAt: Date | null;
};

const columns = {
  id: emailOutbox.id,
  kind: emailOutbox.kind,
  channel: emailOutbox.channel,
  segments: emailOutbox.segments,
  deliveryStatus: emailOutbox.deliveryStatus,
  deliveryError: emailOutbox.deliveryError,
  deliveredAt: emailOutbox.deliveredAt,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  sendAfter: emailOutbox.sendAfter,
  sentAt: emailOutbox.sentAt,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  // A sent appointment's reminder carried the links; confirming with one is the booking's own record.
  attendanceConfirmedAt:
    sql<Date | null>`case when ${emailOutbox.kind} in ('booking-reminder', 'reminder-appointment') and ${emailOutbox.status} = 'SENT' then ${bookings.clientConfirmedAt} end`.mapWith(
      (value: string | Date | null) => (value === null ? null : new Date(value)),
    ),
};

/** How many of the client's appointments ended as 'No asistió'. */
export async function countClientNoShows(db: Executor, clientId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .where(and(eq(bookings.clientId, clientId), eq(bookings.status, 'NO_SHOW')));
  return row?.count ?? 0;
}

/** Messages still to go whose time is after `now`, soonest first: the client's scheduled messages. */
export async function listScheduledCommunications(
  db: Executor,
  clientId: string,
  now: Date,
): Promise<CommunicationRow[]> {
  return db
    .select(columns)
    .from(emailOutbox)
    .leftJoin(bookings, eq(bookings.id, emailOutbox.bookingId))
    .where(
      and(
        eq(emailOutbox.clientId, clientId),
        eq(emailOutbox.status, 'PENDING'),
        gt(emailOutbox.sendAfter, now),
      ),
    )
    .orderBy(asc(emailOutbox.sendAfter), asc(emailOutbox.id))
    .limit(100);
}

/**
 * One page of the rest, newest first, by keyset on (created_at, id) after the cursor's row: the
 * partial index email_outbox_client_created_idx answers it read backwards. `limit + 1` rows tell
 * whether another page follows.
 */
export async function listCommunicationPage(
  db: Executor,
  clientId: string,
  now: Date,
  page: { cursor?: string; limit: number },
): Promise<CommunicationRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(emailOutbox.clientId, clientId),
    isNotNull(emailOutbox.clientId),
    // The scheduled ones are listed apart.
    or(sql`${emailOutbox.status} <> 'PENDING'`, sql`${emailOutbox.sendAfter} <= ${now.toISOString()}`),
    page.cursor
      ? sql`(${emailOutbox.createdAt}, ${emailOutbox.id}) < (select o.created_at, o.id from ${emailOutbox} o
          where o.id = ${page.cursor} and o.client_id = ${clientId})`
      : undefined,
  ];
  return db
    .select(columns)
    .from(emailOutbox)
    .leftJoin(bookings, eq(bookings.id, emailOutbox.bookingId))
    .where(and(...conditions))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(page.limit + 1);
}
