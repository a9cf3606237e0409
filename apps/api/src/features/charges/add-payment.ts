import { isUuid } from '@citavet/domain/api/uuid';
import type { PaymentInput } from '@citavet/domain/charges/charge.schema';
import { judgePayment } from '@citavet/domain/charges/charge-payments';
import { todayIn } from '@citavet/domain/public/public-slot';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { badRequest, notFound } from '../../http/app-error';
import { SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { type ChargeActor, requireChargeAction } from './charge-access';
import { paymentRefusalError, translateDatabaseRefusal } from './charge-failures';
import { findSpaceOfCharges, findUserName, insertPayment, lockBalance } from './charges.repository';
import { CHARGE_NOT_FOUND_MESSAGE, getCharge } from './get-charge';
import { resolvePaymentDate } from './payment-date';

/**
 * A payment on an issued charge (a later payment of an old balance too). Judged against the
 * balance row locked in the same transaction; the row's CHECK refuses an overpayment even from
 * another process that did not take the lock.
 */
export async function addPayment(
  deps: AppDependencies,
  actor: ChargeActor,
  spaceId: string,
  chargeId: string,
  body: PaymentInput,
) {
  const db = deps.database.db;
  await requireChargeAction(db, spaceId, actor.userId, 'TAKE_PAYMENT');
  if (!isUuid(chargeId)) throw notFound(CHARGE_NOT_FOUND_MESSAGE, 'CHARGE_NOT_FOUND');
  const [space, actorName] = await Promise.all([
    findSpaceOfCharges(db, spaceId),
    findUserName(db, actor.userId),
  ]);
  if (!space) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  const now = deps.clock.now();
  const today = todayIn(space.timeZone, now.getTime());
  try {
    await db.transaction(async (tx) => {
      const balance = await lockBalance(tx, spaceId, chargeId);
      if (!balance) throw notFound(CHARGE_NOT_FOUND_MESSAGE, 'CHARGE_NOT_FOUND');
      if (body.currency && body.currency !== balance.currency) {
        throw badRequest('La moneda del pago no coincide con la del cobro', 'CURRENCY_MISMATCH');
      }
      const judged = judgePayment(balance, body.amount, body.method);
      if (!judged.ok) throw paymentRefusalError(judged);
      const businessDate = await resolvePaymentDate(tx, spaceId, actor.userId, today, body.businessDate);
      const payment = await insertPayment(tx, {
        spaceId,
        chargeId,
        direction: 'IN',
        method: body.method,
        methodLabel: body.method === 'OTHER' ? (body.methodLabel ?? null) : null,
        currency: balance.currency,
        amount: judged.applied,
        changeGiven: judged.change,
        businessDate,
        takenBy: actor.userId,
        takenByName: actorName,
        takenAt: now,
      });
      await insertAuditEvent(tx, {
        spaceId,
        actorUserId: actor.userId,
        action: 'CHARGE_PAYMENT_ADDED',
        subjectType: 'charge',
        subjectId: chargeId,
        clientId: balance.clientId,
        ip: actor.ip,
        details: { paymentId: payment.id, amount: judged.applied, method: body.method },
      });
    });
  } catch (error) {
    translateDatabaseRefusal(error);
  }
  return getCharge(deps, actor, spaceId, chargeId, { checked: true });
}
