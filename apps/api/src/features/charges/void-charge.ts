import { isUuid } from '@citavet/domain/api/uuid';
import { judgeVoid } from '@citavet/domain/charges/charge-payments';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { conflict, notFound } from '../../http/app-error';
import { type ChargeActor, requireChargeAction } from './charge-access';
import { translateDatabaseRefusal } from './charge-failures';
import { findUserName, insertVoid, lockBalance } from './charges.repository';
import { CHARGE_NOT_FOUND_MESSAGE, getCharge } from './get-charge';

/** Voids a charge with its reason: the charge stays as issued, marked void, and owes nothing. */
export async function voidCharge(
  deps: AppDependencies,
  actor: ChargeActor,
  spaceId: string,
  chargeId: string,
  reason: string,
) {
  const db = deps.database.db;
  await requireChargeAction(db, spaceId, actor.userId, 'VOID');
  if (!isUuid(chargeId)) throw notFound(CHARGE_NOT_FOUND_MESSAGE, 'CHARGE_NOT_FOUND');
  const actorName = await findUserName(db, actor.userId);
  try {
    await db.transaction(async (tx) => {
      const balance = await lockBalance(tx, spaceId, chargeId);
      if (!balance) throw notFound(CHARGE_NOT_FOUND_MESSAGE, 'CHARGE_NOT_FOUND');
      const judged = judgeVoid(balance);
      if (!judged.ok) {
        if (judged.reason === 'ALREADY_VOIDED') throw conflict('Este cobro ya está anulado', 'CHARGE_VOIDED');
        throw conflict(
          'Un cobro con pagos no puede anularse: primero registra la devolución',
          'CHARGE_HAS_PAYMENTS',
        );
      }
      await insertVoid(tx, {
        chargeId,
        spaceId,
        reason,
        voidedBy: actor.userId,
        voidedByName: actorName,
        voidedAt: deps.clock.now(),
      });
      await insertAuditEvent(tx, {
        spaceId,
        actorUserId: actor.userId,
        action: 'CHARGE_VOIDED',
        subjectType: 'charge',
        subjectId: chargeId,
        clientId: balance.clientId,
        ip: actor.ip,
        details: { total: balance.total },
      });
    });
  } catch (error) {
    translateDatabaseRefusal(error);
  }
  return getCharge(deps, actor, spaceId, chargeId, { checked: true });
}
