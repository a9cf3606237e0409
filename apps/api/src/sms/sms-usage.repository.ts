import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { smsUsage } from '@citavet/db/schema/outbox';
import { spaceMembers as members, spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import { formatCount } from '@citavet/domain/plans/plan-limits';
import { smsUsageMonth } from '@citavet/domain/plans/sms-quota';
import { and, eq, sql } from 'drizzle-orm';
import { enqueueEmails } from '../mail/outbox.repository';

/** 'YYYY-MM' of an instant (UTC): the month a quota counts in. */
export function usageMonth(now: Date): string {
  return smsUsageMonth(now);
}

/**
 * Takes `segments` from the space's month if they fit under the quota, in one statement: two
 * workers cannot both take the last ones. False: the quota is spent, nothing was taken.
 */
export async function reserveSmsSegments(
  db: Database,
  input: { spaceId: string; month: string; segments: number; quota: number },
): Promise<boolean> {
  if (input.segments > input.quota) return false;
  const rows = await queryRows<{ segments: number }>(
    db,
    sql`insert into ${smsUsage} (space_id, month, segments)
      values (${input.spaceId}, ${input.month}, ${input.segments})
      on conflict (space_id, month) do update set segments = ${smsUsage}.segments + excluded.segments
        where ${smsUsage}.segments + excluded.segments <= ${input.quota}
      returning segments`,
  );
  return rows.length > 0;
}

/** Gives back what a message that did not go had taken. */
export async function releaseSmsSegments(
  db: Database,
  input: { spaceId: string; month: string; segments: number },
) {
  await db
    .update(smsUsage)
    .set({ segments: sql`greatest(0, ${smsUsage.segments} - ${input.segments})` })
    .where(and(eq(smsUsage.spaceId, input.spaceId), eq(smsUsage.month, input.month)));
}

export async function findSmsUsage(
  db: Database | Transaction,
  spaceId: string,
  month: string,
): Promise<number> {
  const [row] = await db
    .select({ segments: smsUsage.segments })
    .from(smsUsage)
    .where(and(eq(smsUsage.spaceId, spaceId), eq(smsUsage.month, month)));
  return row?.segments ?? 0;
}

/**
 * The admins are told once per month that SMS stopped: one e-mail each, the outbox's dedupe key
 * ('sms-quota:{space}:{month}:{user}') making every later call a no-op.
 */
export async function queueQuotaExhaustedNotice(
  db: Database,
  input: { spaceId: string; month: string; quota: number; now: Date },
) {
  const admins = await db
    .select({ userId: users.id, email: users.email, name: users.name, spaceName: spaces.name })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(spaces, eq(spaces.id, members.spaceId))
    .where(and(eq(members.spaceId, input.spaceId), eq(members.role, 'ADMIN')));
  await enqueueEmails(
    db,
    admins.map((admin) => ({
      kind: 'sms-quota-exhausted',
      to: admin.email,
      toName: admin.name,
      subject: `${admin.spaceName}: se agotó la cuota mensual de SMS`,
      text: [
        `Hola, ${admin.name}:`,
        '',
        `${admin.spaceName} ha usado los ${formatCount(input.quota)} segmentos de SMS de este mes (${input.month}).`,
        'Los recordatorios por SMS no se enviarán hasta el mes que viene; los de correo siguen saliendo.',
        'El registro de comunicaciones de cada cliente muestra los SMS que no salieron.',
        '',
        '— Citavet',
      ].join('\n'),
      dedupeKey: `sms-quota:${input.spaceId}:${input.month}:${admin.userId}`,
      sendAfter: input.now,
    })),
  );
}
