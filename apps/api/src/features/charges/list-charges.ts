import type { AppDependencies } from '../../app-dependencies';
import { type ChargeActor, requireChargeAction } from './charge-access';
import { chargeSummaryView } from './charge-view';
import { type ChargeListFilter, listChargeSummaries, sumClientBalance } from './charges.repository';

const PAGE = 100;

/** The space's latest charges, or those of one booking, client or pet. */
export async function listCharges(
  deps: AppDependencies,
  actor: ChargeActor,
  spaceId: string,
  filter: ChargeListFilter,
) {
  await requireChargeAction(deps.database.db, spaceId, actor.userId, 'VIEW');
  const rows = await listChargeSummaries(deps.database.db, spaceId, filter, PAGE);
  return { charges: rows.map(chargeSummaryView) };
}

/** What a client owes ('Saldo'), one figure per currency. A client of another space owes nothing here. */
export async function getClientBalance(
  deps: AppDependencies,
  actor: ChargeActor,
  spaceId: string,
  clientId: string,
) {
  await requireChargeAction(deps.database.db, spaceId, actor.userId, 'VIEW');
  const rows = await sumClientBalance(deps.database.db, spaceId, clientId);
  return {
    owed: rows.map((row) => ({
      currency: row.currency as never,
      amount: Number(row.amount),
      charges: row.charges,
    })),
  };
}
