import type { Database, Transaction } from '@citavet/db/database';
import { clients } from '@citavet/db/schema/bookings';
import { smsReplies } from '@citavet/db/schema/outbox';
import { MIN_MATCHING_PHONE_DIGITS } from '@citavet/domain/clients/returning-client';
import { and, desc, eq, or, sql } from 'drizzle-orm';

// The SMS replies a client sent, for the client's communications tab.

type Executor = Database | Transaction;

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
