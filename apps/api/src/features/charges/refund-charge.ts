import { isUuid } from '@citavet/domain/api/uuid';
import { judgeRefund, type PaymentMethod } from '@citavet/domain/charges/charge-payments';
import { todayIn } from '@citavet/domain/public/public-slot';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { notFound } from '../../http/app-error';
import { SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { type ChargeActor, requireChargeAction } from './charge-access';
import { refundRefusalError, translateDatabaseRefusal } from './charge-failures';
import {
  findSpaceOfCharges,
  findUserName,
  insertCreditNote,
  insertPayment,
  lockBalance,
  takeNumber,
} from './charges.repository';
import { CHARGE_NOT_FOUND_MESSAGE, getCharge } from './get-charge';
import { resolvePaymentDate } from './payment-date';

type RefundBody = {
  amount: number;
  method: PaymentMethod;
  methodLabel?: string | null | undefined;
  reason: string;
};

/**
 * A refund, in part or in full: a numbered credit note that references the charge and the money
 * given back (a payment out, in today's open cash). The charge itself is never changed.
 */
export async function refundCharge(
  deps: AppDependencies,
  actor: ChargeActor,
  spaceId: string,
  chargeId: string,
  body: RefundBody,
) {
  const db = deps.database.db;
  await requireChargeAction(db, spaceId, actor.userId, 'REFUND');
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
      const judged = judgeRefund(balance, body.amount);
      if (!judged.ok) throw refundRefusalError(judged);
      const businessDate = await resolvePaymentDate(tx, spaceId, actor.userId, today, null);
      const number = await takeNumber(tx, spaceId, 'CREDIT_NOTE');
      const note = await insertCreditNote(tx, {
        spaceId,
        chargeId,
        number,
        amount: body.amount,
        reason: body.reason,
        createdBy: actor.userId,
        createdByName: actorName,
        createdAt: now,
      });
      await insertPayment(tx, {
        spaceId,
        chargeId,
        creditNoteId: note.id,
        direction: 'OUT',
        method: body.method,
        methodLabel: body.method === 'OTHER' ? (body.methodLabel ?? null) : null,
        currency: balance.currency,
        amount: body.amount,
        businessDate,
        takenBy: actor.userId,
        takenByName: actorName,
        takenAt: now,
      });
      await insertAuditEvent(tx, {
        spaceId,
        actorUserId: actor.userId,
        action: 'CHARGE_REFUNDED',
        subjectType: 'charge',
        subjectId: chargeId,
        clientId: balance.clientId,
        ip: actor.ip,
        details: { creditNote: number, amount: body.amount },
      });
    });
  } catch (error) {
    translateDatabaseRefusal(error);
  }
  return getCharge(deps, actor, spaceId, chargeId, { checked: true });
}
