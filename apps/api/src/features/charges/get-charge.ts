import { isUuid } from '@citavet/domain/api/uuid';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { type ChargeActor, requireChargeAction } from './charge-access';
import { chargeView } from './charge-view';
import { type ChargeDetail, findChargeDetail } from './charges.repository';

export const CHARGE_NOT_FOUND_MESSAGE = 'Cobro no encontrado';

/** A charge of the space, or its 404 (a charge of another space is not found, whoever asks). */
export async function requireChargeDetail(
  deps: AppDependencies,
  spaceId: string,
  chargeId: string,
): Promise<ChargeDetail> {
  const detail = isUuid(chargeId) ? await findChargeDetail(deps.database.db, spaceId, chargeId) : null;
  if (!detail) throw notFound(CHARGE_NOT_FOUND_MESSAGE, 'CHARGE_NOT_FOUND');
  return detail;
}

export async function getCharge(
  deps: AppDependencies,
  actor: ChargeActor,
  spaceId: string,
  chargeId: string,
  options: { checked?: boolean } = {},
) {
  if (!options.checked) await requireChargeAction(deps.database.db, spaceId, actor.userId, 'VIEW');
  return chargeView(await requireChargeDetail(deps, spaceId, chargeId));
}
