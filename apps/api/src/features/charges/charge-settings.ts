import type { ChargeSettings } from '@citavet/domain/charges/charge.schema';
import { suggestTaxRates } from '@citavet/domain/charges/tax-defaults';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { notFound } from '../../http/app-error';
import { SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { type ChargeActor, requireChargeAction } from './charge-access';
import { findSpaceOfCharges, type SpaceOfCharges, upsertChargeSettings } from './charges.repository';

/** The space's settings, or what its country suggests until an ADMIN saves their own. */
export function effectiveSettings(space: {
  country: SpaceOfCharges['country'];
  settings: (Omit<ChargeSettings, 'otherMethods'> & { otherMethods?: string[] }) | null;
}): ChargeSettings & { isSuggested: boolean } {
  if (space.settings?.taxRates) {
    return {
      pricesIncludeTax: space.settings.pricesIncludeTax,
      taxRates: space.settings.taxRates,
      otherMethods: space.settings.otherMethods ?? [],
      isSuggested: false,
    };
  }
  return {
    pricesIncludeTax: true,
    taxRates: suggestTaxRates(space.country),
    otherMethods: [],
    isSuggested: true,
  };
}

export async function getChargeSettings(deps: AppDependencies, actor: ChargeActor, spaceId: string) {
  await requireChargeAction(deps.database.db, spaceId, actor.userId, 'VIEW');
  const space = await findSpaceOfCharges(deps.database.db, spaceId);
  if (!space) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  return { ...effectiveSettings(space), currency: space.defaultCurrency };
}

export async function updateChargeSettings(
  deps: AppDependencies,
  actor: ChargeActor,
  spaceId: string,
  settings: ChargeSettings,
) {
  await requireChargeAction(deps.database.db, spaceId, actor.userId, 'SET_SETTINGS');
  await deps.database.db.transaction(async (tx) => {
    await upsertChargeSettings(tx, spaceId, settings, deps.clock.now());
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: actor.userId,
      action: 'CHARGE_SETTINGS_CHANGED',
      subjectType: 'space',
      subjectId: spaceId,
      ip: actor.ip,
      details: { pricesIncludeTax: settings.pricesIncludeTax, taxRates: settings.taxRates.length },
    });
  });
  return getChargeSettings(deps, actor, spaceId);
}
