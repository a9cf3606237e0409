import { nextAvailableSlots } from '@citavet/domain/availability/compute-slots';
import { toPublicSlot } from '@citavet/domain/public/public-slot';
import type {
  NextAvailable,
  NextAvailableQuery,
  PublicSlotsParams,
} from '@citavet/domain/public/public-space.schema';
import { addDays } from '@citavet/domain/time/zoned-time';
import type { AppDependencies } from '../../app-dependencies';
import { computeHostSlots, priceOf } from './compute-host-slots';

/** GET …/next-available: the first `limit` offered times from today to `maxDaysAhead` days ahead. */
export async function findNextAvailable(
  deps: AppDependencies,
  params: PublicSlotsParams,
  query: NextAvailableQuery,
): Promise<NextAvailable> {
  await deps.calendarFreshness?.beforeSlots([params.hostId]);
  const { slots, prices, timeZone, today } = await computeHostSlots(deps, params, ({ today }) => ({
    fromDate: today,
    toDate: addDays(today, query.maxDaysAhead),
  }));
  return {
    availableSlots: nextAvailableSlots(slots, query.limit).map((slot) =>
      toPublicSlot(slot, today, priceOf(prices, slot)),
    ),
    timeZone,
  };
}
