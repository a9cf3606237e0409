import type { Database, Transaction } from '@citavet/db/database';
import { chargeBalances, charges, payments } from '@citavet/db/schema/charges';
import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';

// The reports' reads of the charges tables (migration 0032), on their own indexes: charges by
// (space_id, created_at), payments by (space_id, business_date, taken_by), what is owed by the
// partial index of balances with something outstanding. A MEMBER's scope is what they charged and
// the payments they took.

type Executor = Database | Transaction;

export type MoneyScope = {
  spaceId: string;
  startAt: number;
  endAt: number;
  from: string;
  to: string;
  userId?: string;
};

export async function sumCharged(db: Executor, scope: MoneyScope) {
  const conditions = [
    eq(charges.spaceId, scope.spaceId),
    gte(charges.createdAt, new Date(scope.startAt)),
    lt(charges.createdAt, new Date(scope.endAt)),
    eq(chargeBalances.isVoided, false),
  ];
  if (scope.userId) conditions.push(eq(charges.createdBy, scope.userId));
  return db
    .select({
      currency: charges.currency,
      amount: sql<string>`coalesce(sum(${chargeBalances.total} - ${chargeBalances.credited}), 0)`,
      charges: sql<number>`count(*)::int`,
    })
    .from(charges)
    .innerJoin(chargeBalances, eq(chargeBalances.chargeId, charges.id))
    .where(and(...conditions))
    .groupBy(charges.currency)
    .orderBy(charges.currency);
}

export async function sumCollectedByMethod(db: Executor, scope: MoneyScope) {
  const conditions = [
    eq(payments.spaceId, scope.spaceId),
    gte(payments.businessDate, scope.from),
    lte(payments.businessDate, scope.to),
  ];
  if (scope.userId) conditions.push(eq(payments.takenBy, scope.userId));
  return db
    .select({
      currency: payments.currency,
      method: payments.method,
      methodLabel: payments.methodLabel,
      amount: sql<string>`coalesce(sum(CASE WHEN ${payments.direction} = 'IN' THEN ${payments.amount} ELSE -${payments.amount} END), 0)`,
    })
    .from(payments)
    .where(and(...conditions))
    .groupBy(payments.currency, payments.method, payments.methodLabel)
    .orderBy(payments.currency, payments.method, payments.methodLabel);
}

/** What is owed now, per currency and age band (days since the charge, clinic-local). */
export async function sumOutstandingByAge(
  db: Executor,
  spaceId: string,
  today: string,
  timeZone: string,
  userId?: string,
) {
  const age = sql<number>`(${today}::date - (${chargeBalances.chargedAt} AT TIME ZONE ${timeZone})::date)`;
  const band = sql<string>`CASE WHEN ${age} <= 30 THEN '0-30' WHEN ${age} <= 60 THEN '31-60' ELSE '60+' END`;
  const conditions = [
    eq(chargeBalances.spaceId, spaceId),
    sql`NOT ${chargeBalances.isVoided} AND ${chargeBalances.total} - ${chargeBalances.credited} - ${chargeBalances.paid} + ${chargeBalances.refunded} > 0`,
  ];
  if (userId) conditions.push(eq(charges.createdBy, userId));
  const query = db
    .select({
      currency: chargeBalances.currency,
      age: band,
      amount: sql<string>`sum(${chargeBalances.total} - ${chargeBalances.credited} - ${chargeBalances.paid} + ${chargeBalances.refunded})`,
      charges: sql<number>`count(*)::int`,
    })
    .from(chargeBalances);
  const joined = userId ? query.innerJoin(charges, eq(charges.id, chargeBalances.chargeId)) : query;
  // Grouped by position: the band's text holds parameters, which PostgreSQL would not match twice.
  return joined
    .where(and(...conditions))
    .groupBy(sql`1, 2`)
    .orderBy(sql`1, 2`);
}
