import { type AnySlot, computeAnyHostSlots } from '@citavet/domain/availability/any-professional';
import { slotsExpiry } from '@citavet/domain/availability/slots-expiry';
import { todayIn } from '@citavet/domain/public/public-slot';
import { PUBLIC_MESSAGES, type PublicAnyHostSlotsParams } from '@citavet/domain/public/public-space.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { arePlanLimitsOn, keptByPlan } from '../../plans/plan-guard';
import {
  anchorOverrideSlots,
  expiryWithinPlan,
  type HostSlotsScope,
  loadHostEngineInput,
  pricesOf,
  requireSpaceAndService,
  type SlotDates,
  type SlotPrices,
} from './compute-host-slots';
import { listServiceMemberSchedules } from './public.repository';

/**
 * 'Cualquier profesional' (decision 054): the union of the slots of every member host of the
 * service, each computed exactly as that host's own answer is. A time is offered once, as its first
 * free host (in host id order) offers it; who gets the booking is decided when it is made.
 */
export async function computeAnyHostSlotsOf(
  deps: AppDependencies,
  params: PublicAnyHostSlotsParams,
  dates: SlotDates,
): Promise<HostSlotsScope & { slots: AnySlot[]; prices: SlotPrices; now: number; expiry: number }> {
  const { space, service, planEndsAt } = await requireSpaceAndService(deps, params.spaceId, params.serviceId);
  const [rows, kept] = await Promise.all([
    listServiceMemberSchedules(deps.database.db, space.id, service.id),
    arePlanLimitsOn(deps) ? keptByPlan(deps.database.db, deps, space.id) : null,
  ]);
  const byHost = new Map<string, typeof rows>();
  for (const row of rows) {
    // Only the professionals the plan keeps active are offered (decision 073).
    if (kept?.professionalIds && !kept.professionalIds.has(row.hostId)) continue;
    byHost.set(row.hostId, [...(byHost.get(row.hostId) ?? []), row]);
  }
  if (byHost.size === 0) throw notFound(PUBLIC_MESSAGES.hostNotFound, 'HOST_NOT_FOUND');
  // Every host's own calendar, pulled first when it is long overdue (decision 091), as their own answers do.
  await deps.calendarFreshness?.beforeSlots([...byHost.keys()]);

  const prices = new Map<string, number>();
  for (const schedules of byHost.values()) {
    for (const [id, price] of pricesOf(service, schedules)) prices.set(id, price);
  }
  const { timeZone } = space;
  const now = deps.clock.now().getTime();
  const scope = { timeZone, today: todayIn(timeZone, now) };
  const { fromDate, toDate } = dates(scope);
  const expiryOf = (slots: AnySlot[]) =>
    expiryWithinPlan(slotsExpiry({ slots, service, timeZone, now }), planEndsAt);
  if (toDate < fromDate) return { ...scope, slots: [], prices, now, expiry: expiryOf([]) };
  const hosts = await Promise.all(
    [...byHost].map(async ([hostId, schedules]) => ({
      hostId,
      schedules,
      input: await loadHostEngineInput(deps, {
        spaceId: space.id,
        timeZone,
        service,
        hostId,
        schedules,
        now,
        fromDate,
        toDate,
      }),
    })),
  );
  const union = computeAnyHostSlots(hosts);
  // An override's slot names a weekly range of the host offering it (compute-host-slots.ts).
  const schedulesOfHost = new Map(hosts.map((host) => [host.hostId, host.schedules]));
  const named = union.map(
    (slot) => anchorOverrideSlots([slot], schedulesOfHost.get(slot.hostIds[0] as string) ?? [])[0] as AnySlot,
  );
  return { ...scope, slots: named, prices, now, expiry: expiryOf(named) };
}
