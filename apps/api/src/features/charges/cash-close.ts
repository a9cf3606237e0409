import { canCloseDay } from '@citavet/domain/charges/business-date';
import type { CashClose, CloseDayBody } from '@citavet/domain/charges/charge.schema';
import type { ChargeCurrency } from '@citavet/domain/charges/charge-money';
import { todayIn } from '@citavet/domain/public/public-slot';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { findClose, insertClose, lockCashDay, sumDayPayments } from './cash-close.repository';
import { type ChargeActor, requireChargeAction } from './charge-access';
import { findSpaceOfCharges, findUserName } from './charges.repository';

type Executor = AppDependencies['database']['db'];

async function dayLines(db: Executor, spaceId: string, date: string, userId: string | null) {
  const rows = await sumDayPayments(db, spaceId, date, userId);
  return rows.map((row) => {
    const collected = Number(row.collected);
    const refunded = Number(row.refunded);
    return {
      currency: row.currency as ChargeCurrency,
      method: row.method,
      methodLabel: row.methodLabel,
      collected,
      refunded,
      expected: collected - refunded,
      count: row.count,
    };
  });
}

/** The day's expected money per currency and method ('Cierre de caja'), and its close if it has one. */
export async function getCashClose(
  deps: AppDependencies,
  actor: ChargeActor,
  spaceId: string,
  date: string,
  userId: string | null,
): Promise<CashClose> {
  const db = deps.database.db;
  await requireChargeAction(db, spaceId, actor.userId, 'VIEW');
  const [lines, close] = await Promise.all([
    dayLines(db, spaceId, date, userId),
    findClose(db, spaceId, date, userId),
  ]);
  return {
    date,
    userId,
    lines,
    closed: close
      ? {
          closedAt: close.closedAt.toISOString(),
          closedByName: close.closedByName,
          counted: close.counted as NonNullable<CashClose['closed']>['counted'],
          note: close.note,
        }
      : null,
  };
}

/**
 * Closes a day (for one person, or the whole clinic): the expected cash against the cash counted,
 * the difference and a note. Under the day's lock, so no payment slips in between the sum and the
 * close; afterwards the payments' trigger refuses that day.
 */
export async function closeCashDay(
  deps: AppDependencies,
  actor: ChargeActor,
  spaceId: string,
  body: CloseDayBody,
) {
  const db = deps.database.db;
  await requireChargeAction(db, spaceId, actor.userId, 'CLOSE_DAY');
  const [space, actorName] = await Promise.all([
    findSpaceOfCharges(db, spaceId),
    findUserName(db, actor.userId),
  ]);
  if (!space) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  const now = deps.clock.now();
  if (!canCloseDay(todayIn(space.timeZone, now.getTime()), body.date)) {
    throw badRequest('No se puede cerrar la caja de un día que aún no empezó', 'DAY_NOT_OVER');
  }
  const userId = body.userId ?? null;
  await db.transaction(async (tx) => {
    await lockCashDay(tx, spaceId, body.date);
    if (await findClose(tx, spaceId, body.date, userId))
      throw conflict('La caja de ese día ya está cerrada', 'DAY_CLOSED');
    const lines = await dayLines(tx, spaceId, body.date, userId);
    const expectedCash = new Map<string, number>();
    for (const line of lines) {
      if (line.method === 'CASH')
        expectedCash.set(line.currency, (expectedCash.get(line.currency) ?? 0) + line.expected);
    }
    const currencies = new Set([...expectedCash.keys(), ...body.countedCash.map((c) => c.currency)]);
    const counted = [...currencies].sort().map((currency) => {
      const amount = body.countedCash.find((c) => c.currency === currency)?.amount ?? 0;
      return { currency, amount, difference: amount - (expectedCash.get(currency) ?? 0) };
    });
    const close = await insertClose(tx, {
      spaceId,
      businessDate: body.date,
      forUserId: userId,
      expected: lines,
      counted,
      note: body.note ?? null,
      closedBy: actor.userId,
      closedByName: actorName,
      closedAt: now,
    });
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: actor.userId,
      action: 'CASH_DAY_CLOSED',
      subjectType: 'space',
      subjectId: spaceId,
      ip: actor.ip,
      details: { closeId: close.id, date: body.date, forUserId: userId },
    });
  });
  return getCashClose(deps, actor, spaceId, body.date, userId);
}
