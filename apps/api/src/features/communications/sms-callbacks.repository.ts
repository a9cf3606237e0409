import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { emailOutbox, smsReplies } from '@citavet/db/schema/outbox';
import { and, eq, isNull, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

/** The SMS row a delivery report names, or null (no such row, or not an SMS). */
export async function findSmsRow(db: Executor, outboxId: string) {
  const [row] = await db
    .select({ id: emailOutbox.id, deliveryStatus: emailOutbox.deliveryStatus })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, outboxId), eq(emailOutbox.channel, 'sms')));
  return row ?? null;
}

/**
 * Records the first final report of a message and nothing after it: a report repeated by Kannel (or
 * a late 'undelivered' after 'delivered') matches no row. Answers whether the row changed.
 */
export async function recordDeliveryReport(
  db: Executor,
  input: {
    outboxId: string;
    status: 'DELIVERED' | 'UNDELIVERED' | 'EXPIRED';
    reason: string | null;
    now: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ deliveryStatus: input.status, deliveryError: input.reason, deliveredAt: input.now })
    .where(
      and(
        eq(emailOutbox.id, input.outboxId),
        eq(emailOutbox.channel, 'sms'),
        isNull(emailOutbox.deliveryStatus),
      ),
    )
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

/**
 * The space and client that last texted a number: a reply names only the sender's number, and it
 * answers the clinic that wrote to it (several clinics may know the same client).
 */
export async function findLastSmsTo(db: Executor, number: string) {
  const rows = await queryRows<{ space_id: string; client_id: string }>(
    db,
    sql`select c.space_id, c.id as client_id from ${emailOutbox} o join clients c on c.id = o.client_id
      where o.channel = 'sms' and o.to_address = ${number} and o.sent_at is not null
      order by o.sent_at desc limit 1`,
  );
  const row = rows[0];
  return row ? { spaceId: row.space_id, clientId: row.client_id } : null;
}

/** Records a reply once: a gateway id already seen answers false (the callback was repeated). */
export async function insertSmsReply(
  db: Executor,
  reply: {
    gatewayId: string;
    spaceId: string | null;
    clientId: string | null;
    fromNumber: string;
    text: string;
    intent: 'unsubscribe' | 'confirm' | 'other';
    receivedAt: Date;
  },
): Promise<string | null> {
  const [row] = await db
    .insert(smsReplies)
    .values(reply)
    .onConflictDoNothing()
    .returning({ id: smsReplies.id });
  return row?.id ?? null;
}

export async function setSmsReplyOutcome(db: Executor, id: string, outcome: string) {
  await db.update(smsReplies).set({ outcome }).where(eq(smsReplies.id, id));
}

/**
 * BAJA/STOP: every client of the space with that number stops getting SMS (consent cleared, the
 * unsubscribe time kept) and their queued SMS are dropped. E-mail is not touched.
 */
export async function unsubscribeNumberFromSms(
  db: Executor,
  input: { spaceId: string; number: string; reason: string; now: Date },
): Promise<number> {
  const clients = await queryRows<{ id: string }>(
    db,
    sql`update clients set sms_unsubscribed_at = ${input.now.toISOString()}, sms_consent_at = null,
        updated_at = ${input.now.toISOString()}
      where space_id = ${input.spaceId} and phone_digits = citavet_phone_digits(${input.number})
        and erased_at is null
      returning id`,
  );
  if (clients.length === 0) return 0;
  await queryRows(
    db,
    sql`update ${emailOutbox} set status = 'DROPPED', last_error = ${input.reason}, locked_until = null
      where client_id in (${sql.join(
        clients.map((client) => sql`${client.id}`),
        sql`, `,
      )}) and channel = 'sms' and status = 'PENDING'`,
  );
  return clients.length;
}

/**
 * CONFIRMO/SI: the next kept appointment of a client of the space with that number is confirmed by
 * the client, as the reminder's 'Confirmar asistencia' link does (the first time is kept).
 */
export async function confirmNextAppointmentByNumber(
  db: Executor,
  input: { spaceId: string; number: string; now: Date },
): Promise<string | null> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update bookings set client_confirmed_at = coalesce(client_confirmed_at, ${input.now.toISOString()})
      where id = (
        select b.id from bookings b join clients c on c.id = b.client_id
        where c.space_id = ${input.spaceId} and c.phone_digits = citavet_phone_digits(${input.number})
          and b.status = 'CONFIRMED' and b.start_at > ${input.now.toISOString()}
        order by b.start_at limit 1)
      returning id`,
  );
  return rows[0]?.id ?? null;
}
