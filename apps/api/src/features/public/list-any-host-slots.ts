import { groupSlotsByDate, type Slot } from '@citavet/domain/availability/compute-slots';
import { toPublicSlot } from '@citavet/domain/public/public-slot';
import type {
  AvailableSlots,
  AvailableSlotsQuery,
  NextAvailable,
  NextAvailableQuery,
  PublicAnyHostSlotsParams,
} from '@citavet/domain/public/public-space.schema';
import { addDays, localDateToEpochDay } from '@citavet/domain/time/zoned-time';
import type { AppDependencies } from '../../app-dependencies';
import { computeAnyHostSlotsOf } from './compute-any-host-slots';
import { priceOf } from './compute-host-slots';
import { slotDatesOf } from './list-available-slots';

/**
 * GET /public/space/{spaceId}/service/{serviceId}/any-host/available-slots: the per-host answer's
 * shape and query, over the union of the service's hosts. No host is named: the slot's schedule is
 * its first free host's, as a per-host answer names its own.
 */
export async function listAnyHostSlots(
  deps: AppDependencies,
  params: PublicAnyHostSlotsParams,
  query: AvailableSlotsQuery,
): Promise<AvailableSlots> {
  const { slots, prices, timeZone, today } = await computeAnyHostSlotsOf(deps, params, slotDatesOf(query));
  const todayEpochDay = localDateToEpochDay(today);
  const dates = groupSlotsByDate(slots).map((group) => {
    const daysFromNow = localDateToEpochDay(group.date) - todayEpochDay;
    const toPublic = (slot: Slot) => toPublicSlot(slot, today, priceOf(prices, slot), daysFromNow);
    return { date: group.date, slots: group.slots.map(toPublic) };
  });
  return { availableDays: dates.length > 0 ? [{ dates }] : [], timeZone };
}

/** GET …/any-host/next-available: the first `limit` times any host offers, today to maxDaysAhead. */
export async function findAnyHostNextAvailable(
  deps: AppDependencies,
  params: PublicAnyHostSlotsParams,
  query: NextAvailableQuery,
): Promise<NextAvailable> {
  const { slots, prices, timeZone, today } = await computeAnyHostSlotsOf(deps, params, ({ today }) => ({
    fromDate: today,
    toDate: addDays(today, query.maxDaysAhead),
  }));
  return {
    availableSlots: slots
      .slice(0, query.limit)
      .map((slot) => toPublicSlot(slot, today, priceOf(prices, slot))),
    timeZone,
  };
}
