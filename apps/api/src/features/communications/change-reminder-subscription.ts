import type { Database, Transaction } from '@citavet/db/database';
import { REMINDER_DROP_REASONS } from '@citavet/domain/communications/reminder-delivery';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { enqueueEmail } from '../../mail/outbox.repository';
import { unsubscribeTokensOf } from '../../mail/unsubscribe-token';
import {
  type ClientConsentRow,
  dropQueuedReminders,
  findClientConsent,
  restoreDroppedReminders,
  setReminderConsent,
} from './reminder-consent.repository';
import { resubscribeTokens } from './resubscribe-token';

type Executor = Database | Transaction;

/** Who the page speaks for: the clinic's name, its '#RRGGBB' colour and its logo's address (or null). */
export type ClinicBrand = { spaceName: string; color: string | null; logoUrl: string | null };

export type SubscriptionPage = (ClinicBrand & { isUnsubscribed: boolean }) | null;

/** The clinic as its pages show it: name, colour and logo (the stored file, same origin). */
function brandOf(deps: AppDependencies, client: ClientConsentRow): ClinicBrand {
  return {
    spaceName: client.spaceName,
    color: client.spaceColor,
    logoUrl: client.spaceLogoKey ? deps.storage.publicUrl(client.spaceLogoKey) : null,
  };
}

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
    ? { ...brandOf(deps, client), isUnsubscribed: client.remindersUnsubscribedAt !== null }
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
    return { ...brandOf(deps, client), isUnsubscribed: true };
  });
}

export type ResubscribeRequest = (ClinicBrand & { isSent: boolean }) | null;
const RESUBSCRIBE_MAIL_EVERY_MS = 60 * 60 * 1000;

/**
 * 'Volver a suscribirme' on the unsubscribe page no longer subscribes: the link in an old reminder
 * is in anyone's hands who got the e-mail. It sends the client's own address a confirmation link
 * (24 hours; at most one an hour per client), and only that link gives consent again. Without an
 * address on file, the page says to ask the clinic, which can record consent on the client's page.
 */
export async function requestResubscription(
  deps: AppDependencies,
  token: string,
): Promise<ResubscribeRequest> {
  const { db } = deps.database;
  const client = await clientOfToken(deps, db, token);
  if (!client) return null;
  if (!client.email) return { ...brandOf(deps, client), isSent: false };
  const now = deps.clock.now();
  if (await deps.limits.store.setIfAbsent(`resubscribe:${client.id}`, '1', RESUBSCRIBE_MAIL_EVERY_MS)) {
    const link = `${deps.config.publicUrl}/api/public/resubscribe/${resubscribeTokens(deps.tokens).sign(client.id, now)}`;
    await enqueueEmail(db, {
      kind: 'resubscribe-confirmation',
      sendAfter: now,
      to: client.email,
      clientId: client.id,
      subject: `Confirma que quieres volver a recibir recordatorios de ${client.spaceName}`,
      text: [
        'Hola:',
        '',
        `Alguien pidió volver a recibir en este correo los recordatorios de ${client.spaceName}.`,
        'Si fuiste tú, abre este enlace y confirma (válido durante 24 horas):',
        link,
        '',
        'Si no fuiste tú, ignora este mensaje: seguirás sin recibir recordatorios.',
      ].join('\n'),
    });
  }
  return { ...brandOf(deps, client), isSent: true };
}

/** The confirmation link's page: who it is for, while the link is valid (GET changes nothing). */
export async function readResubscribeConfirmation(deps: AppDependencies, token: string) {
  const clientId = resubscribeTokens(deps.tokens).clientIdOf(token, deps.clock.now());
  const client = clientId ? await findClientConsent(deps.database.db, clientId) : null;
  return client && !client.erasedAt ? brandOf(deps, client) : null;
}

/** The confirmation link's button: consent given again, the dropped reminders back, audited. */
export async function confirmResubscription(
  deps: AppDependencies,
  token: string,
  ip: string | null,
): Promise<SubscriptionPage> {
  const now = deps.clock.now();
  const clientId = resubscribeTokens(deps.tokens).clientIdOf(token, now);
  if (!clientId) return null;
  return deps.database.db.transaction(async (tx) => {
    const client = await findClientConsent(tx, clientId, { forUpdate: true });
    if (!client || client.erasedAt) return null;
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
    return { ...brandOf(deps, client), isUnsubscribed: false };
  });
}
