import { groupSlotsByDate, type Slot } from '@citavet/domain/availability/compute-slots';
import { distinctSlots, toPublicSlot } from '@citavet/domain/public/public-slot';
import type {
  AvailableSlots,
  AvailableSlotsQuery,
  PublicSlotsParams,
} from '@citavet/domain/public/public-space.schema';
import { addDays, localDateToEpochDay } from '@citavet/domain/time/zoned-time';
import type { AppDependencies } from '../../app-dependencies';
import { computeHostSlots, priceOf, type SlotDates } from './compute-host-slots';

export type TimedAvailableSlots = {
  slots: AvailableSlots;
  /** The clock's reading the answer was computed at, and the instant time alone would change it. */
  computedAt: number;
  expiresAt: number;
};

/**
 * GET /public/space/{spaceId}/service/{serviceId}/host/{hostId}/available-slots: the offered times of
 * a range of the space's days (a month view by default), grouped by day, one slot per time.
 */
export async function listAvailableSlots(
  deps: AppDependencies,
  params: PublicSlotsParams,
  query: AvailableSlotsQuery,
): Promise<TimedAvailableSlots> {
  const { slots, prices, timeZone, today, now, expiry } = await computeHostSlots(
    deps,
    params,
    slotDatesOf(query),
  );
  const todayEpochDay = localDateToEpochDay(today);
  const dates = groupSlotsByDate(distinctSlots(slots)).map((group) => {
    const daysFromNow = localDateToEpochDay(group.date) - todayEpochDay;
    const toPublic = (slot: Slot) => toPublicSlot(slot, today, priceOf(prices, slot), daysFromNow);
    return { date: group.date, slots: group.slots.map(toPublic) };
  });
  return {
    slots: { availableDays: dates.length > 0 ? [{ dates }] : [], timeZone },
    computedAt: now,
    expiresAt: expiry,
  };
}

/** The local dates a slots query asks for, from the space's today (a month view by default). */
export function slotDatesOf(query: AvailableSlotsQuery): SlotDates {
  return ({ today }) => {
    const requestedFrom = query.fromDate ?? today;
    const fromDate = !query.includePastDates && requestedFrom < today ? today : requestedFrom;
    const lastAllowed = addDays(fromDate, query.maxDays - 1);
    const toDate = query.toDate && query.toDate < lastAllowed ? query.toDate : lastAllowed;
    return { fromDate, toDate };
  };
}
