import type { Database, Transaction } from '@citavet/db/database';
import { clients } from '@citavet/db/schema/bookings';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { spaces } from '@citavet/db/schema/spaces';
import { and, eq, gt, sql } from 'drizzle-orm';

// A client's reminder consent and what changing it does to the reminders already queued.

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
