import type { Database, Transaction } from '@citavet/db/database';
import { REMINDER_DROP_REASONS } from '@citavet/domain/communications/reminder-delivery';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { unsubscribeTokensOf } from '../../mail/unsubscribe-token';
import {
  dropQueuedReminders,
  findClientConsent,
  restoreDroppedReminders,
  setReminderConsent,
} from './communications.repository';

type Executor = Database | Transaction;

export type SubscriptionPage = { spaceName: string; isUnsubscribed: boolean } | null;

/** The client a link's token names, when its signature holds for the client's space; else null. */
async function clientOfToken(
  deps: AppDependencies,
  db: Executor,
  token: string,
  options: { forUpdate?: boolean } = {},
) {
  const tokens = unsubscribeTokensOf(deps.tokens);
  const clientId = tokens.clientIdOf(token);
  if (!clientId) return null;
  const client = await findClientConsent(db, clientId, options);
  if (!client || !tokens.verify(token, client.id, client.spaceId) || client.erasedAt) return null;
  return client;
}

/** What the link's page shows (GET changes nothing: mail scanners open links too). */
export async function readReminderSubscription(
  deps: AppDependencies,
  token: string,
): Promise<SubscriptionPage> {
  const client = await clientOfToken(deps, deps.database.db, token);
  return client
    ? { spaceName: client.spaceName, isUnsubscribed: client.remindersUnsubscribedAt !== null }
    : null;
}

/**
 * One-click unsubscribe (RFC 8058) or the page's button: consent off and the time recorded, in
 * the audit log, in one transaction. Reminders already queued are dropped now (the worker also
 * judges consent at send time, for one queued meanwhile). A second use changes nothing and records
 * nothing.
 */
export async function unsubscribeFromReminders(
  deps: AppDependencies,
  token: string,
  ip: string | null,
): Promise<SubscriptionPage> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const client = await clientOfToken(deps, tx, token, { forUpdate: true });
    if (!client) return null;
    if (client.remindersUnsubscribedAt === null) {
      await setReminderConsent(tx, client.id, { reminderConsentAt: null, remindersUnsubscribedAt: now, now });
      await dropQueuedReminders(tx, client.id, REMINDER_DROP_REASONS.unsubscribed);
      await insertAuditEvent(tx, {
        spaceId: client.spaceId,
        actorUserId: null,
        action: 'CLIENT_UNSUBSCRIBED',
        subjectType: 'client',
        subjectId: client.id,
        clientId: client.id,
        ip,
        details: { hadConsent: client.reminderConsentAt !== null },
        at: now,
      });
    }
    return { spaceName: client.spaceName, isUnsubscribed: true };
  });
}

/** 'Volver a suscribirme': consent given again, from the same link, also audited. */
export async function resubscribeToReminders(
  deps: AppDependencies,
  token: string,
  ip: string | null,
): Promise<SubscriptionPage> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const client = await clientOfToken(deps, tx, token, { forUpdate: true });
    if (!client) return null;
    if (client.remindersUnsubscribedAt !== null || client.reminderConsentAt === null) {
      await setReminderConsent(tx, client.id, { reminderConsentAt: now, remindersUnsubscribedAt: null, now });
      await restoreDroppedReminders(tx, client.id, REMINDER_DROP_REASONS.unsubscribed, now);
      await insertAuditEvent(tx, {
        spaceId: client.spaceId,
        actorUserId: null,
        action: 'CLIENT_RESUBSCRIBED',
        subjectType: 'client',
        subjectId: client.id,
        clientId: client.id,
        ip,
        at: now,
      });
    }
    return { spaceName: client.spaceName, isUnsubscribed: false };
  });
}
