import { type ComputeSlotsInput, computeSlots, type Slot } from '@citavet/domain/availability/compute-slots';
import { slotsExpiry } from '@citavet/domain/availability/slots-expiry';
import { SERVICE_NOT_BOOKABLE_MESSAGE } from '@citavet/domain/bookings/booking.schema';
import { placementPrice } from '@citavet/domain/bookings/booking-placement';
import { disabledRangesFor } from '@citavet/domain/disabled-dates/disabled-date-window';
import { pausedRangesFor } from '@citavet/domain/online-pauses/online-pause-rules';
import { todayIn } from '@citavet/domain/public/public-slot';
import { PUBLIC_MESSAGES, type PublicSlotsParams } from '@citavet/domain/public/public-space.schema';
import { MILLISECONDS_PER_DAY } from '@citavet/domain/time/civil-calendar';
import { addDays, type LocalDate, startOfLocalDay } from '@citavet/domain/time/zoned-time';
import { heldRangesFor } from '@citavet/domain/waitlist/waitlist-holds';
import type { AppDependencies } from '../../app-dependencies';
import { badRequest, notFound } from '../../http/app-error';
import { offerKeptByPlan } from '../../plans/plan-guard';
import {
  findBookableService,
  findPublicSpace,
  listCalendarBusyRanges,
  listDateOverridesConcerning,
  listDisabledDatesConcerning,
  listHostBusyRanges,
  listMemberHostSchedules,
  listOnlinePausesConcerning,
  listWaitlistHolds,
  readDailyCaps,
} from './public.repository';

export type HostSlotsScope = { timeZone: string; today: LocalDate };

/** The price of booking a slot of each schedule range (booking-placement.ts decides it). */
export type SlotPrices = ReadonlyMap<string, number>;

type BookableService = NonNullable<Awaited<ReturnType<typeof findBookableService>>>;
type HostSchedules = Awaited<ReturnType<typeof listMemberHostSchedules>>;
export type SlotDates = (scope: HostSlotsScope) => { fromDate: LocalDate; toDate: LocalDate };

/**
 * The space and the bookable service of a slots request, or the 404 the public page shows. A service
 * the space's plan keeps out (decision 081) is not bookable, even asked for by its URL; `hostId`: the
 * host must be a professional the plan keeps too. `planEndsAt` bounds how long an answer holds.
 */
export async function requireSpaceAndService(
  deps: AppDependencies,
  spaceId: string,
  serviceId: string,
  hostId?: string,
) {
  const { db } = deps.database;
  const space = await findPublicSpace(db, { spaceId });
  if (!space) throw notFound(PUBLIC_MESSAGES.spaceNotFound, 'SPACE_NOT_FOUND');
  const service = await findBookableService(db, space.id, serviceId);
  if (!service) throw notFound(PUBLIC_MESSAGES.serviceNotFound, 'SERVICE_NOT_FOUND');
  const kept = await offerKeptByPlan(db, deps, space.id, { serviceId: service.id, hostId });
  if (!kept.isServiceKept) throw badRequest(SERVICE_NOT_BOOKABLE_MESSAGE, 'SERVICE_NOT_BOOKABLE');
  if (kept.isHostKept === false) throw notFound(PUBLIC_MESSAGES.hostNotFound, 'HOST_NOT_FOUND');
  return { space, service, planEndsAt: kept.planEndsAt };
}

/** An answer's expiry, no later than the end of the plan it was computed under. */
export function expiryWithinPlan(expiry: number, planEndsAt: Date | null): number {
  return planEndsAt === null ? expiry : Math.min(expiry, planEndsAt.getTime());
}

/**
 * The engine's answer for one (space, service, host): the service must be bookable online and the host
 * a member with ranges for it. Busy time is the host's bookings in every space; blocked time is the
 * space's disabled dates and pauses of online booking plus the host's own; "now" is the injected clock.
 */
export async function computeHostSlots(
  deps: AppDependencies,
  params: PublicSlotsParams,
  dates: SlotDates,
): Promise<HostSlotsScope & { slots: Slot[]; prices: SlotPrices; now: number; expiry: number }> {
  const { space, service, planEndsAt } = await requireSpaceAndService(
    deps,
    params.spaceId,
    params.serviceId,
    params.hostId.toLowerCase(),
  );
  const schedules = await listMemberHostSchedules(deps.database.db, space.id, service.id, params.hostId);
  if (schedules.length === 0) throw notFound(PUBLIC_MESSAGES.hostNotFound, 'HOST_NOT_FOUND');

  const prices = pricesOf(service, schedules);
  const { timeZone } = space;
  const now = deps.clock.now().getTime();
  const scope = { timeZone, today: todayIn(timeZone, now) };
  const { fromDate, toDate } = dates(scope);
  const expiryOf = (slots: Slot[]) =>
    expiryWithinPlan(slotsExpiry({ slots, service, timeZone, now }), planEndsAt);
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
  const [busy, disabledEntries, pauses, calendarBusy, dateOverrides, dailyCaps, holds] = await Promise.all([
    listHostBusyRanges(db, hostId, window),
    listDisabledDatesConcerning(db, spaceId, hostId),
    listOnlinePausesConcerning(db, spaceId, hostId, new Date(host.now)),
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
    listWaitlistHolds(db, [hostId], window, host.now),
  ]);
  return {
    timeZone,
    service,
    schedules,
    dateOverrides,
    dailyCaps,
    bookings: busy,
    // A pause of online booking blocks like a disabled date, on the public paths only (decision 078);
    // so does the host's own calendar (decision 087), and a slot a waitlist offer holds (decision 088).
    disabledRanges: [
      ...disabledRangesFor(disabledEntries, { timeZone, window, serviceId: service.id }),
      ...pausedRangesFor(pauses, hostId),
      ...calendarBusy,
      ...heldRangesFor(holds, hostId, host.now),
    ],
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
