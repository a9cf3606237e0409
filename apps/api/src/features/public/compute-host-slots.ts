import { computeSlots, type Slot } from '@citavet/domain/availability/compute-slots';
import { slotsExpiry } from '@citavet/domain/availability/slots-expiry';
import { placementPrice } from '@citavet/domain/bookings/booking-placement';
import { blockedRangeOf } from '@citavet/domain/disabled-dates/disabled-date-window';
import { todayIn } from '@citavet/domain/public/public-slot';
import { PUBLIC_MESSAGES, type PublicSlotsParams } from '@citavet/domain/public/public-space.schema';
import { MILLISECONDS_PER_DAY } from '@citavet/domain/time/civil-calendar';
import { addDays, type LocalDate, startOfLocalDay } from '@citavet/domain/time/zoned-time';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import {
  findBookableService,
  findPublicSpace,
  listDisabledDatesConcerning,
  listHostBusyRanges,
  listMemberHostSchedules,
} from './public.repository';

export type HostSlotsScope = { timeZone: string; today: LocalDate };

/** The price of booking a slot of each schedule range (booking-placement.ts decides it). */
export type SlotPrices = ReadonlyMap<string, number>;

/**
 * The engine's answer for one (space, service, host): the service must be bookable online and the host
 * a member with ranges for it. Busy time is the host's bookings in every space; blocked time is the
 * space's disabled dates plus the host's own; "now" is the injected clock.
 */
export async function computeHostSlots(
  deps: AppDependencies,
  params: PublicSlotsParams,
  dates: (scope: HostSlotsScope) => { fromDate: LocalDate; toDate: LocalDate },
): Promise<HostSlotsScope & { slots: Slot[]; prices: SlotPrices; now: number; expiry: number }> {
  const { db } = deps.database;
  const space = await findPublicSpace(db, { spaceId: params.spaceId });
  if (!space) throw notFound(PUBLIC_MESSAGES.spaceNotFound, 'SPACE_NOT_FOUND');
  const service = await findBookableService(db, space.id, params.serviceId);
  if (!service) throw notFound(PUBLIC_MESSAGES.serviceNotFound, 'SERVICE_NOT_FOUND');
  const schedules = await listMemberHostSchedules(db, space.id, service.id, params.hostId);
  if (schedules.length === 0) throw notFound(PUBLIC_MESSAGES.hostNotFound, 'HOST_NOT_FOUND');

  const prices = new Map(
    schedules.map((schedule) => [schedule.id, Number(placementPrice(service, schedule))] as const),
  );
  const { timeZone } = space;
  const now = deps.clock.now().getTime();
  const scope = { timeZone, today: todayIn(timeZone, now) };
  const { fromDate, toDate } = dates(scope);
  const expiryOf = (slots: Slot[]) => slotsExpiry({ slots, service, timeZone, now });
  if (toDate < fromDate) return { ...scope, slots: [], prices, now, expiry: expiryOf([]) };
  // Any booking or disabled range that touches the local days lies within a day of them.
  const window = {
    startAt: startOfLocalDay(fromDate, timeZone) - MILLISECONDS_PER_DAY,
    endAt: startOfLocalDay(addDays(toDate, 1), timeZone) + MILLISECONDS_PER_DAY,
  };
  const [busy, disabledEntries] = await Promise.all([
    listHostBusyRanges(db, params.hostId, window),
    listDisabledDatesConcerning(db, space.id, params.hostId),
  ]);
  const slots = computeSlots({
    timeZone,
    service,
    schedules,
    bookings: busy,
    disabledRanges: disabledEntries.map((entry) => blockedRangeOf(entry, timeZone)),
    now,
    fromDate,
    toDate,
  });
  return { ...scope, slots, prices, now, expiry: expiryOf(slots) };
}

export function priceOf(prices: SlotPrices, slot: Slot): number {
  const price = prices.get(slot.scheduleId);
  // The engine only offers slots of the schedules it was given, whose prices are all in the map.
  if (price === undefined) throw new Error('slot of an unknown schedule');
  return price;
}
