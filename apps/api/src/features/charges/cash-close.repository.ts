import type { Database, Transaction } from '@citavet/db/database';
import { cashCloses, payments } from '@citavet/db/schema/charges';
import { and, eq, isNull, or, sql } from 'drizzle-orm';

// The cash close's statements: a day's payments summed per currency and method (index
// payments_space_day_idx), the closes of a day, and the day's advisory lock shared with the
// payments' trigger (migration 0032).

type Executor = Database | Transaction;

export type CashCloseRow = typeof cashCloses.$inferSelect;

export async function lockCashDay(tx: Transaction, spaceId: string, date: string) {
  await tx.execute(sql`SELECT citavet_cash_day_lock(${spaceId}::uuid, ${date}::date)`);
}

export async function sumDayPayments(db: Executor, spaceId: string, date: string, userId: string | null) {
  const conditions = [eq(payments.spaceId, spaceId), eq(payments.businessDate, date)];
  if (userId) conditions.push(eq(payments.takenBy, userId));
  return db
    .select({
      currency: payments.currency,
      method: payments.method,
      methodLabel: payments.methodLabel,
      collected: sql<string>`coalesce(sum(${payments.amount}) FILTER (WHERE ${payments.direction} = 'IN'), 0)`,
      refunded: sql<string>`coalesce(sum(${payments.amount}) FILTER (WHERE ${payments.direction} = 'OUT'), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(payments)
    .where(and(...conditions))
    .groupBy(payments.currency, payments.method, payments.methodLabel)
    .orderBy(payments.currency, payments.method, payments.methodLabel);
}

/** The close of that day for that person (or the whole clinic when `userId` is null). */
export async function findClose(db: Executor, spaceId: string, date: string, userId: string | null) {
  const [row] = await db
    .select()
    .from(cashCloses)
    .where(
      and(
        eq(cashCloses.spaceId, spaceId),
        eq(cashCloses.businessDate, date),
        userId ? eq(cashCloses.forUserId, userId) : isNull(cashCloses.forUserId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Whether a payment by `userId` may still enter that day (no close for the clinic or for them). */
export async function isDayClosedFor(db: Executor, spaceId: string, date: string, userId: string) {
  const [row] = await db
    .select({ id: cashCloses.id })
    .from(cashCloses)
    .where(
      and(
        eq(cashCloses.spaceId, spaceId),
        eq(cashCloses.businessDate, date),
        or(isNull(cashCloses.forUserId), eq(cashCloses.forUserId, userId)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertClose(tx: Transaction, close: typeof cashCloses.$inferInsert) {
  const [row] = await tx.insert(cashCloses).values(close).returning();
  return row as CashCloseRow;
}
