import { type ComputeSlotsInput, computeSlots, type Slot } from '@citavet/domain/availability/compute-slots';
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
  listCalendarBusyRanges,
  listDateOverridesConcerning,
  listDisabledDatesConcerning,
  listHostBusyRanges,
  listMemberHostSchedules,
  readDailyCaps,
} from './public.repository';

export type HostSlotsScope = { timeZone: string; today: LocalDate };

/** The price of booking a slot of each schedule range (booking-placement.ts decides it). */
export type SlotPrices = ReadonlyMap<string, number>;

type BookableService = NonNullable<Awaited<ReturnType<typeof findBookableService>>>;
type HostSchedules = Awaited<ReturnType<typeof listMemberHostSchedules>>;
export type SlotDates = (scope: HostSlotsScope) => { fromDate: LocalDate; toDate: LocalDate };

/** The space and the bookable service of a slots request, or the 404 the public page shows. */
export async function requireSpaceAndService(deps: AppDependencies, spaceId: string, serviceId: string) {
  const { db } = deps.database;
  const space = await findPublicSpace(db, { spaceId });
  if (!space) throw notFound(PUBLIC_MESSAGES.spaceNotFound, 'SPACE_NOT_FOUND');
  const service = await findBookableService(db, space.id, serviceId);
  if (!service) throw notFound(PUBLIC_MESSAGES.serviceNotFound, 'SERVICE_NOT_FOUND');
  return { space, service };
}

/**
 * The engine's answer for one (space, service, host): the service must be bookable online and the host
 * a member with ranges for it. Busy time is the host's bookings in every space; blocked time is the
 * space's disabled dates plus the host's own; "now" is the injected clock.
 */
export async function computeHostSlots(
  deps: AppDependencies,
  params: PublicSlotsParams,
  dates: SlotDates,
): Promise<HostSlotsScope & { slots: Slot[]; prices: SlotPrices; now: number; expiry: number }> {
  const { space, service } = await requireSpaceAndService(deps, params.spaceId, params.serviceId);
  const schedules = await listMemberHostSchedules(deps.database.db, space.id, service.id, params.hostId);
  if (schedules.length === 0) throw notFound(PUBLIC_MESSAGES.hostNotFound, 'HOST_NOT_FOUND');

  const prices = pricesOf(service, schedules);
  const { timeZone } = space;
  const now = deps.clock.now().getTime();
  const scope = { timeZone, today: todayIn(timeZone, now) };
  const { fromDate, toDate } = dates(scope);
  const expiryOf = (slots: Slot[]) => slotsExpiry({ slots, service, timeZone, now });
  if (toDate < fromDate) return { ...scope, slots: [], prices, now, expiry: expiryOf([]) };
  const input = await loadHostEngineInput(deps, {
    spaceId: space.id,
    timeZone,
    service,
    hostId: params.hostId,
    schedules,
    now,
    fromDate,
    toDate,
  });
  const named = anchorOverrideSlots(computeSlots(input), schedules);
  return { ...scope, slots: named, prices, now, expiry: expiryOf(named) };
}

export function pricesOf(service: BookableService, schedules: HostSchedules): Map<string, number> {
  return new Map(
    schedules.map((schedule) => [schedule.id, Number(placementPrice(service, schedule))] as const),
  );
}

/** What the engine needs for one host over local dates: its busy time, blocks, overrides and caps. */
export async function loadHostEngineInput(
  deps: AppDependencies,
  host: {
    spaceId: string;
    timeZone: string;
    service: BookableService;
    hostId: string;
    schedules: HostSchedules;
    now: number;
    fromDate: LocalDate;
    toDate: LocalDate;
  },
): Promise<ComputeSlotsInput> {
  const { db } = deps.database;
  const { spaceId, timeZone, service, hostId, schedules, fromDate, toDate } = host;
  // Any booking or disabled range that touches the local days lies within a day of them.
  const window = {
    startAt: startOfLocalDay(fromDate, timeZone) - MILLISECONDS_PER_DAY,
    endAt: startOfLocalDay(addDays(toDate, 1), timeZone) + MILLISECONDS_PER_DAY,
  };
  // A slot of the last day may run on into the next days' ranges (24-hour clinics).
  const [busy, disabledEntries, calendarBusy, dateOverrides, dailyCaps] = await Promise.all([
    listHostBusyRanges(db, hostId, window),
    listDisabledDatesConcerning(db, spaceId, hostId),
    listCalendarBusyRanges(db, hostId, window),
    listDateOverridesConcerning(db, spaceId, hostId, fromDate, addDays(toDate, 2)),
    readDailyCaps(db, {
      spaceId,
      serviceId: service.id,
      hostId,
      timeZone,
      window,
      serviceCap: service.dailyCap,
      hostCap: schedules[0]?.hostDailyCap ?? null,
    }),
  ]);
  return {
    timeZone,
    service,
    schedules,
    dateOverrides,
    dailyCaps,
    bookings: busy,
    // The host's own calendar blocks like a disabled date (docs/decisions/087).
    disabledRanges: [...disabledEntries.map((entry) => blockedRangeOf(entry, timeZone)), ...calendarBusy],
    now: host.now,
    fromDate,
    toDate,
  };
}

/**
 * A slot of a date override names a weekly range of the host for the service instead: the public
 * booking finds service and host through it, and placement finds the override's slot again.
 */
export function anchorOverrideSlots<T extends Slot>(slots: T[], schedules: HostSchedules): T[] {
  const anchorScheduleId = schedules[0]?.id;
  return slots.map((slot) =>
    slot.isFromOverride && anchorScheduleId !== undefined ? { ...slot, scheduleId: anchorScheduleId } : slot,
  );
}

export function priceOf(prices: SlotPrices, slot: Slot): number {
  const price = prices.get(slot.scheduleId);
  // The engine only offers slots of the schedules it was given, whose prices are all in the map.
  if (price === undefined) throw new Error('slot of an unknown schedule');
  return price;
}
