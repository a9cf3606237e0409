import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { bookings, clients } from '@citavet/db/schema/bookings';
import { emailOutbox, smsReplies } from '@citavet/db/schema/outbox';
import { spaces } from '@citavet/db/schema/spaces';
import type { StoredWaitlistWindow } from '@citavet/db/schema/waitlist';
import { MIN_MATCHING_PHONE_DIGITS } from '@citavet/domain/clients/returning-client';
import { and, asc, desc, eq, gt, isNotNull, or, type SQL, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

export type ClientConsentRow = {
  id: string;
  spaceId: string;
  spaceName: string;
  spaceColor: string | null;
  spaceLogoKey: string | null;
  reminderConsentAt: Date | null;
  remindersUnsubscribedAt: Date | null;
  smsConsentAt: Date | null;
  smsUnsubscribedAt: Date | null;
  erasedAt: Date | null;
  email: string | null;
};

/** The client with what unsubscribing needs (and the clinic's name for the page), or null. */
export async function findClientConsent(
  db: Executor,
  clientId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ClientConsentRow | null> {
  const query = db
    .select({
      id: clients.id,
      spaceId: clients.spaceId,
      spaceName: spaces.name,
      spaceColor: spaces.color,
      spaceLogoKey: spaces.logoKey,
      reminderConsentAt: clients.reminderConsentAt,
      remindersUnsubscribedAt: clients.remindersUnsubscribedAt,
      smsConsentAt: clients.smsConsentAt,
      smsUnsubscribedAt: clients.smsUnsubscribedAt,
      erasedAt: clients.erasedAt,
      email: clients.email,
    })
    .from(clients)
    .innerJoin(spaces, eq(spaces.id, clients.spaceId))
    .where(eq(clients.id, clientId));
  const [row] = options.forUpdate ? await query.for('update', { of: clients }) : await query;
  return row ?? null;
}

/** A client of this space (another space's client is not found, like a missing one). */
export async function findSpaceClientConsent(db: Executor, spaceId: string, clientId: string) {
  const row = await findClientConsent(db, clientId);
  return row && row.spaceId === spaceId ? row : null;
}

export async function setReminderConsent(
  db: Executor,
  clientId: string,
  values: { reminderConsentAt: Date | null; remindersUnsubscribedAt: Date | null; now: Date },
) {
  await db
    .update(clients)
    .set({
      reminderConsentAt: values.reminderConsentAt,
      remindersUnsubscribedAt: values.remindersUnsubscribedAt,
      updatedAt: values.now,
    })
    .where(eq(clients.id, clientId));
}

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

/**
 * The outbox's e-mail reminders (the domain's isReminderKind, as SQL): the e-mail unsubscribe link
 * stops those; SMS has its own consent and its own BAJA.
 */
const isReminderRow = sql`(${emailOutbox.kind} like 'reminder%' or ${emailOutbox.kind} = 'booking-reminder') and ${emailOutbox.channel} = 'email'`;

/**
 * Unsubscribing: the client's queued reminders are dropped at once (the log shows them
 * 'Descartado' with the reason), not only when their turn comes. Their content stays until their
 * time, so resubscribing before then brings them back (restoreDroppedReminders).
 */
export async function dropQueuedReminders(db: Executor, clientId: string, reason: string) {
  await db
    .update(emailOutbox)
    .set({ status: 'DROPPED', lastError: reason, lockedUntil: null })
    .where(and(eq(emailOutbox.clientId, clientId), eq(emailOutbox.status, 'PENDING'), isReminderRow));
}

/** Resubscribing: the reminders dropped for the unsubscription whose time has not come go again. */
export async function restoreDroppedReminders(db: Executor, clientId: string, reason: string, now: Date) {
  await db
    .update(emailOutbox)
    .set({ status: 'PENDING', lastError: null })
    .where(
      and(
        eq(emailOutbox.clientId, clientId),
        eq(emailOutbox.status, 'DROPPED'),
        eq(emailOutbox.lastError, reason),
        gt(emailOutbox.sendAfter, now),
        isReminderRow,
      ),
    );
}

export type SmsReplyRow = {
  id: string;
  receivedAt: Date;
  fromNumber: string;
  text: string;
  intent: 'unsubscribe' | 'confirm' | 'other';
  outcome: string | null;
};

/**
 * The SMS a client texted back to the space, newest first: the replies matched to them, and those
 * from their number (a reply is matched to one client, but speaks for the number, as BAJA does).
 */
export async function listClientSmsReplies(
  db: Executor,
  spaceId: string,
  clientId: string,
  limit: number,
): Promise<SmsReplyRow[]> {
  return db
    .select({
      id: smsReplies.id,
      receivedAt: smsReplies.receivedAt,
      fromNumber: smsReplies.fromNumber,
      text: smsReplies.text,
      intent: smsReplies.intent,
      outcome: smsReplies.outcome,
    })
    .from(smsReplies)
    .where(
      and(
        eq(smsReplies.spaceId, spaceId),
        or(
          eq(smsReplies.clientId, clientId),
          sql`citavet_phone_digits(${smsReplies.fromNumber}) = (select c.phone_digits from ${clients} c
                where c.id = ${clientId} and char_length(c.phone_digits) >= ${MIN_MATCHING_PHONE_DIGITS})`,
        ),
      ),
    )
    .orderBy(desc(smsReplies.receivedAt), desc(smsReplies.id))
    .limit(limit);
}

export type ClientWaitlistRow = {
  id: string;
  serviceName: string;
  createdAt: Date;
  windows: StoredWaitlistWindow[];
  status: 'WAITING' | 'OFFERED' | 'BOOKED' | 'LEFT' | 'EXPIRED';
  expiresAt: Date;
  /** OFFERED: until when the open offer holds the slot. */
  holdUntil: Date | null;
  /** BOOKED: when the booking made through the offer was created. */
  bookedAt: Date | null;
  /** LEFT: who took the request off ('client' through the link, 'staff' from the screen) and when. */
  leftBy: 'client' | 'staff' | null;
  leftAt: Date | null;
};

const asDate = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * The client's waitlist requests in their space, newest first. A request is the client's by the
 * rule its offers follow into a log: its e-mail, case-insensitive, is the client's; a request with
 * no e-mail, by its phone's digits when the client is the space's oldest with them (the offer SMS's
 * rule). Who left and when is read from the audit rows written then, for LEFT requests only.
 * Tenant-scoped twice: the client is this space's, and so is every request read. Each way of
 * matching reads its own index newest first (migration 0051), so the cap bounds the rows read.
 */
export async function listClientWaitlistRequests(
  db: Executor,
  spaceId: string,
  clientId: string,
  limit: number,
): Promise<ClientWaitlistRow[]> {
  const rows = await queryRows<{
    id: string;
    service_name: string;
    created_at: string | Date;
    windows: StoredWaitlistWindow[] | string;
    status: ClientWaitlistRow['status'];
    expires_at: string | Date;
    hold_until: string | Date | null;
    booked_at: string | Date | null;
    left_action: string | null;
    left_at: string | Date | null;
  }>(
    db,
    sql`with client as (
          select c.email, c.phone_digits,
            c.id = (select c2.id from clients c2
                     where c2.space_id = c.space_id and c2.phone_digits = c.phone_digits
                     order by c2.created_at limit 1) as owns_phone
          from clients c where c.id = ${clientId}::uuid and c.space_id = ${spaceId}::uuid),
        mine as (
          (select r.* from waitlist_requests r, client k
            where r.space_id = ${spaceId}::uuid and r.client_email is not null
              and lower(r.client_email) = lower(k.email)
            order by r.created_at desc limit ${limit})
          union all
          (select r.* from waitlist_requests r, client k
            where r.space_id = ${spaceId}::uuid and r.client_email is null and r.client_phone is not null
              and k.owns_phone and k.phone_digits <> ''
              and citavet_phone_digits(r.client_phone) = k.phone_digits
            order by r.created_at desc limit ${limit}))
        select r.id, v.name as service_name, r.created_at, r.windows, r.status, r.expires_at,
          o.hold_until, b.created_at as booked_at, a.action as left_action, a.created_at as left_at
        from mine r
        join services v on v.id = r.service_id
        left join bookings b on r.status = 'BOOKED' and b.id = r.booking_id
        left join lateral (
          select hold_until from waitlist_offers
           where request_id = r.id and status in ('OPEN', 'CONFIRMING') order by created_at desc limit 1
        ) o on r.status = 'OFFERED'
        left join lateral (
          select action, created_at from audit_events
           where space_id = r.space_id and action in ('WAITLIST_REQUEST_REMOVED', 'WAITLIST_REQUEST_LEFT')
             and subject_type = 'waitlist' and subject_id = r.id
           order by created_at desc limit 1
        ) a on r.status = 'LEFT'
        order by r.created_at desc, r.id desc
        limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    serviceName: row.service_name,
    createdAt: new Date(row.created_at),
    windows: typeof row.windows === 'string' ? JSON.parse(row.windows) : row.windows,
    status: row.status,
    expiresAt: new Date(row.expires_at),
    holdUntil: asDate(row.hold_until),
    bookedAt: asDate(row.booked_at),
    leftBy:
      row.left_action === 'WAITLIST_REQUEST_REMOVED'
        ? 'staff'
        : row.left_action === 'WAITLIST_REQUEST_LEFT'
          ? 'client'
          : null,
    leftAt: asDate(row.left_at),
  }));
}
