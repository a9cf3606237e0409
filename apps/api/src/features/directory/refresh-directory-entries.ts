import type { CategoryNextSlot } from '@citavet/db/schema/directory';
import {
  computeSlots,
  type SlotSchedule,
  type SlotService,
} from '@citavet/domain/availability/compute-slots';
import { slotsExpiry } from '@citavet/domain/availability/slots-expiry';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import { disabledRangesFor } from '@citavet/domain/disabled-dates/disabled-date-window';
import { pausedRangesFor } from '@citavet/domain/online-pauses/online-pause-rules';
import { isKeptAtRank, limitOf } from '@citavet/domain/plans/plan-limits';
import { effectivePlanAt } from '@citavet/domain/plans/space-plan';
import {
  type CandidateSlot,
  earliestSlot,
  NEXT_SLOT_DAYS_AHEAD,
} from '@citavet/domain/public/directory-search';
import { OPEN_RANGE_DAYS, type OpeningHost, openInstantRanges } from '@citavet/domain/public/open-ranges';
import { isEmergencyCategory } from '@citavet/domain/public/opening-hours';
import { todayIn } from '@citavet/domain/public/public-slot';
import { foldSearchText } from '@citavet/domain/public/search-text';
import { slugify } from '@citavet/domain/spaces/space-route';
import { MILLISECONDS_PER_DAY } from '@citavet/domain/time/civil-calendar';
import { addDays, startOfLocalDay } from '@citavet/domain/time/zoned-time';
import { heldRangesFor } from '@citavet/domain/waitlist/waitlist-holds';
import type { AppDependencies } from '../../app-dependencies';
import { arePlanLimitsOn } from '../../plans/plan-guard';
import { storedPlanOf } from '../../plans/space-plan.repository';
import {
  type DirectoryEntryRow,
  listDateOverridesConcerning,
  listDisabledDatesConcerning,
  listWaitlistHolds,
  loadEntrySchedules,
  loadEntrySpaces,
  loadHostsBusy,
  loadSpacesPauses,
  readDailyCaps,
  saveDirectoryEntries,
  spacesWithDisabledDates,
} from './directory-entries.repository';

// A clinic's directory entry (docs/decisions/050-directory-search.md): recomputed from the database
// whenever a change notification names the clinic or one of its hosts, and when its answer expires.
// The next free slot is the slot engine's own answer (computeSlots, the only place slots are computed)
// over every (bookable service, member host) of the clinic, for today and the next 14 days, with the
// same inputs the public page gives it: step, buffers, date overrides and daily caps (decisions 046–048).

type ScheduleRow = Awaited<ReturnType<typeof loadEntrySchedules>>[number];

const hostIdsOf = (rows: readonly ScheduleRow[]) => new Set(rows.map((row) => row.hostId)).size;

/** A tstzmultirange literal of the ranges. */
const asMultirange = (ranges: readonly TimeRange[]) =>
  `{${ranges.map((range) => `["${new Date(range.startAt).toISOString()}","${new Date(range.endAt).toISOString()}")`).join(',')}}`;

/** Each category's next slot: the same earliest choice, over that category's services only. */
function categoryNextSlots(byCategory: ReadonlyMap<string, readonly CandidateSlot[]>) {
  const slots: Record<string, CategoryNextSlot> = {};
  for (const [category, candidates] of byCategory) {
    const next = earliestSlot(candidates);
    if (!next) continue;
    slots[category] = {
      startAt: new Date(next.startAt).toISOString(),
      endAt: new Date(next.endAt).toISOString(),
      date: next.date,
      serviceId: next.serviceId,
      hostId: next.hostId,
    };
  }
  return slots;
}

/**
 * The bookings an entry is computed from: any booking touching the next days (its busy time, its
 * day's caps) lies within a day of them, whatever the zone. A booking outside it changes no entry.
 */
export function directoryBookingWindow(now: number): TimeRange {
  return {
    startAt: now - 2 * MILLISECONDS_PER_DAY,
    endAt: now + (NEXT_SLOT_DAYS_AHEAD + 3) * MILLISECONDS_PER_DAY,
  };
}

/** The limits of the plan that holds for the space now, and when that plan ends. */
function keptOfPlan(
  deps: AppDependencies,
  space: Awaited<ReturnType<typeof loadEntrySpaces>>[number],
  now: number,
) {
  const isOn = arePlanLimitsOn(deps);
  const { plan, endsAt } = effectivePlanAt(
    storedPlanOf({
      plan: space.plan,
      plan_source: space.planSource,
      plan_ends_at: space.planEndsAt,
      trial_started_at: space.trialStartedAt,
    }),
    new Date(now),
  );
  return {
    serviceLimit: limitOf(plan, 'services', isOn),
    hostLimit: limitOf(plan, 'professionals', isOn),
    endsAt: isOn ? endsAt : null,
  };
}

/** Recomputes the entries of these spaces (listed or not any more) at the clock's now. */
export async function refreshDirectoryEntries(deps: AppDependencies, spaceIds: readonly string[]) {
  const { db } = deps.database;
  const now = deps.clock.now().getTime();
  const [spaceRows, scheduleRows, withDisabledDates, pausesBySpace] = await Promise.all([
    loadEntrySpaces(db, spaceIds),
    loadEntrySchedules(db, spaceIds),
    spacesWithDisabledDates(db, spaceIds),
    loadSpacesPauses(db, spaceIds, now),
  ]);
  const schedulesBySpace = new Map<string, ScheduleRow[]>();
  for (const row of scheduleRows) {
    const rows = schedulesBySpace.get(row.spaceId) ?? [];
    rows.push(row);
    schedulesBySpace.set(row.spaceId, rows);
  }
  const hostIds = [...new Set(scheduleRows.map((row) => row.hostId))];
  const window = directoryBookingWindow(now);
  const [busy, holds] = await Promise.all([
    loadHostsBusy(db, hostIds, window),
    listWaitlistHolds(db, hostIds, window, now),
  ]);

  const entries: DirectoryEntryRow[] = [];
  const listed = new Set<string>();
  for (const space of spaceRows) {
    const kept = keptOfPlan(deps, space, now);
    // Only what the plan keeps active is listed and offered, as on the clinic's page (decision 081).
    const rows = (schedulesBySpace.get(space.id) ?? []).filter(
      (row) => isKeptAtRank(row.serviceRank, kept.serviceLimit) && isKeptAtRank(row.hostRank, kept.hostLimit),
    );
    if (space.route === null || rows.length === 0) continue;
    listed.add(space.id);
    const today = todayIn(space.timeZone, now);
    const toDate = addDays(today, NEXT_SLOT_DAYS_AHEAD);
    // A plan that ends (a trial) changes what is kept: the entry is computed again then.
    let freshUntil = Math.min(
      startOfLocalDay(addDays(today, 1), space.timeZone),
      kept.endsAt?.getTime() ?? Number.POSITIVE_INFINITY,
    );
    const candidates: CandidateSlot[] = [];
    const candidatesByCategory = new Map<string, CandidateSlot[]>();
    // Per professional: the weekly ranges of every bookable service they host, their overrides and
    // disabled time (the same reads as the engine's), for 'Abierto ahora'.
    const openingHosts = new Map<string, OpeningHost & { schedules: SlotSchedule[] }>();
    type Pair = {
      service: SlotService;
      category: string | null;
      hostId: string;
      schedules: SlotSchedule[];
      serviceCap: number | null;
      hostCap: number | null;
    };
    const pairs = new Map<string, Pair>();
    const hasConsultations = rows.some((row) => !isEmergencyCategory(row.category));
    for (const row of rows) {
      const key = `${row.serviceId}/${row.hostId}`;
      const pair = pairs.get(key) ?? {
        service: {
          id: row.serviceId,
          duration: row.duration,
          minAdvanceBooking: row.minAdvanceBooking,
          maxAdvanceBooking: row.maxAdvanceBooking,
          slotStep: row.slotStep,
          bufferBefore: row.bufferBefore,
          bufferAfter: row.bufferAfter,
        },
        category: row.category,
        hostId: row.hostId,
        schedules: [],
        serviceCap: row.serviceDailyCap,
        hostCap: row.hostDailyCap,
      };
      pair.schedules.push({
        id: row.scheduleId,
        dayOfWeek: row.dayOfWeek,
        startTime: row.startTime,
        endTime: row.endTime,
        isActive: row.isActive,
      });
      pairs.set(key, pair);
    }
    for (const pair of pairs.values()) {
      const [disabled, dateOverrides, dailyCaps] = await Promise.all([
        withDisabledDates.has(space.id) ? listDisabledDatesConcerning(db, space.id, pair.hostId) : [],
        // A slot of the last day may run on into the next days' ranges (24-hour clinics).
        listDateOverridesConcerning(db, space.id, pair.hostId, today, addDays(toDate, 2)),
        readDailyCaps(db, {
          spaceId: space.id,
          serviceId: pair.service.id,
          hostId: pair.hostId,
          timeZone: space.timeZone,
          window,
          serviceCap: pair.serviceCap,
          hostCap: pair.hostCap,
        }),
      ]);
      const disabledRanges = disabledRangesFor(disabled, {
        timeZone: space.timeZone,
        window,
        serviceId: pair.service.id,
      });
      // The host's opening hours close only for the clinic's closures of every service.
      const openingHost = openingHosts.get(pair.hostId) ?? {
        schedules: [],
        overrides: dateOverrides,
        blocked: disabledRangesFor(disabled, { timeZone: space.timeZone, window }),
      };
      // 'Abierto ahora' speaks of consultations: emergencies count only in a clinic of nothing else.
      if (!(hasConsultations && isEmergencyCategory(pair.category)))
        openingHost.schedules.push(...pair.schedules);
      openingHosts.set(pair.hostId, openingHost);
      const slots = computeSlots({
        timeZone: space.timeZone,
        service: pair.service,
        schedules: pair.schedules,
        dateOverrides,
        dailyCaps,
        bookings: busy.get(pair.hostId) ?? [],
        // A pause of online booking keeps its window out of the next slot, not out of 'Abierto ahora'.
        disabledRanges: [
          ...disabledRanges,
          ...pausedRangesFor(pausesBySpace.get(space.id) ?? [], pair.hostId),
          // A slot a waitlist offer holds is not anyone else's next slot (decision 088).
          ...heldRangesFor(holds, pair.hostId, now),
        ],
        now,
        fromDate: today,
        toDate,
      });
      const first = slots[0];
      if (first) {
        const candidate = { ...first, serviceId: pair.service.id, hostId: pair.hostId };
        candidates.push(candidate);
        if (pair.category) {
          candidatesByCategory.set(pair.category, [
            ...(candidatesByCategory.get(pair.category) ?? []),
            candidate,
          ]);
        }
      }
      // Only the first slot matters here: it is the first to fall inside the notice.
      freshUntil = Math.min(
        freshUntil,
        slotsExpiry({ slots: first ? [first] : [], service: pair.service, timeZone: space.timeZone, now }),
      );
    }
    const next = earliestSlot(candidates);
    const serviceNames = [...new Set(rows.map((row) => row.serviceName))];
    const categories = [...new Set(rows.flatMap((row) => (row.category ? [row.category] : [])))];
    entries.push({
      spaceId: space.id,
      sortName: foldSearchText(space.name),
      searchText: foldSearchText([space.name, space.city ?? '', ...serviceNames, ...categories].join(' | ')),
      citySlug: space.city ? slugify(space.city) || null : null,
      latitude: space.latitude,
      longitude: space.longitude,
      timeZone: space.timeZone,
      categories: categories.sort(),
      servicesCount: serviceNames.length === 0 ? 0 : new Set(rows.map((row) => row.serviceId)).size,
      hostsCount: hostIdsOf(rows),
      species: [...space.speciesAttended].sort(),
      // From today for a few days: still right if the sweep reaches the entry late after midnight.
      openRanges: asMultirange(
        openInstantRanges(
          [...openingHosts.values()],
          space.timeZone,
          today,
          addDays(today, OPEN_RANGE_DAYS - 1),
        ),
      ),
      nextSlotAt: next ? new Date(next.startAt) : null,
      nextSlotEndAt: next ? new Date(next.endAt) : null,
      nextSlotDate: next ? next.date : null,
      nextSlotServiceId: next?.serviceId ?? null,
      nextSlotHostId: next?.hostId ?? null,
      categoryNextSlots: categoryNextSlots(candidatesByCategory),
      freshUntil: new Date(freshUntil),
      refreshedAt: new Date(now),
    });
  }
  const unlisted = spaceIds.filter((id) => !listed.has(id));
  await saveDirectoryEntries(db, entries, unlisted);
  return { refreshed: entries.length, removed: unlisted.length };
}
