import { CLIENT_NOT_FOUND_MESSAGE } from '@citavet/domain/clients/client.schema';
import {
  COMMUNICATION_PAGE_SIZE,
  type CommunicationEntry,
  type CommunicationLog,
  type CommunicationLogQuery,
  communicationKindLabel,
  communicationReason,
  communicationStatus,
  communicationStatusLabel,
  SMS_REPLIES_SHOWN,
  SMS_REPLY_INTENT_LABELS,
  WAITLIST_LOG_STATE_LABELS,
  WAITLIST_REQUESTS_SHOWN,
  type WaitlistLogEntry,
  waitlistLogState,
} from '@citavet/domain/communications/communication-log.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireSpaceMember } from '../../http/space-access';
import { listClientSmsReplies } from './client-sms-replies.repository';
import { type ClientWaitlistRow, listClientWaitlistRequests } from './client-waitlist-requests.repository';
import {
  type CommunicationRow,
  countClientNoShows,
  listCommunicationPage,
  listScheduledCommunications,
} from './communications.repository';
import { findSpaceClientConsent } from './reminder-consent.repository';

function toEntry(row: CommunicationRow, now: Date): CommunicationEntry {
  const status = communicationStatus(row, now);
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: communicationKindLabel(row.kind),
    channel: row.channel,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    sendAfter: row.sendAfter.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    segments: row.segments,
    status,
    statusLabel: communicationStatusLabel(status, row.channel),
    reason: communicationReason(status, row.lastError, row.deliveryError),
    attendanceConfirmedAt: row.attendanceConfirmedAt?.toISOString() ?? null,
  };
}

function toWaitlistEntry(row: ClientWaitlistRow): WaitlistLogEntry {
  const { state, stateAt } = waitlistLogState(row);
  return {
    id: row.id,
    serviceName: row.serviceName,
    createdAt: row.createdAt.toISOString(),
    windows: row.windows,
    state,
    stateLabel: WAITLIST_LOG_STATE_LABELS[state],
    stateAt: stateAt?.toISOString() ?? null,
  };
}

/**
 * What the clinic sent a client, what failed and why, what is scheduled next, and the waitlist
 * requests they made in this space.
 */
export async function listClientCommunications(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  clientId: string,
  query: CommunicationLogQuery,
): Promise<CommunicationLog> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  const client = await findSpaceClientConsent(db, spaceId, clientId);
  if (!client) throw notFound(CLIENT_NOT_FOUND_MESSAGE, 'CLIENT_NOT_FOUND');
  const now = deps.clock.now();
  const limit = query.limit ?? COMMUNICATION_PAGE_SIZE;
  const [scheduled, rows, noShowCount, replies, waitlist] = await Promise.all([
    query.cursor ? Promise.resolve([]) : listScheduledCommunications(db, clientId, now),
    listCommunicationPage(db, clientId, now, { limit, ...(query.cursor ? { cursor: query.cursor } : {}) }),
    countClientNoShows(db, clientId),
    query.cursor ? Promise.resolve([]) : listClientSmsReplies(db, spaceId, clientId, SMS_REPLIES_SHOWN),
    query.cursor
      ? Promise.resolve([])
      : listClientWaitlistRequests(db, spaceId, clientId, WAITLIST_REQUESTS_SHOWN),
  ]);
  const page = rows.slice(0, limit);
  return {
    waitlist: waitlist.map(toWaitlistEntry),
    replies: replies.map((reply) => ({
      id: reply.id,
      receivedAt: reply.receivedAt.toISOString(),
      fromNumber: reply.fromNumber,
      text: reply.text,
      intent: reply.intent,
      intentLabel: SMS_REPLY_INTENT_LABELS[reply.intent],
      outcome: reply.outcome,
    })),
    scheduled: scheduled.map((row) => toEntry(row, now)),
    entries: page.map((row) => toEntry(row, now)),
    nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
    reminderConsent: client.reminderConsentAt !== null,
    remindersUnsubscribedAt: client.remindersUnsubscribedAt?.toISOString() ?? null,
    smsConsent: client.smsConsentAt !== null,
    smsUnsubscribedAt: client.smsUnsubscribedAt?.toISOString() ?? null,
    noShowCount,
  };
}
