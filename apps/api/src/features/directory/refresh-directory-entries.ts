import { computeSlots, type SlotSchedule } from '@citavet/domain/availability/compute-slots';
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
import type { OpeningHost } from '@citavet/domain/public/open-ranges';
import { isEmergencyCategory } from '@citavet/domain/public/opening-hours';
import { todayIn } from '@citavet/domain/public/public-slot';
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
import {
  type EntrySpace,
  type ScheduleRow,
  type ServiceHostPair,
  serviceHostPairsOf,
  toEntryRow,
} from './directory-entry-row';

// A clinic's directory entry (docs/decisions/050-directory-search.md): recomputed from the database
// whenever a change notification names the clinic or one of its hosts, and when its answer expires.
// The next free slot is the slot engine's own answer (computeSlots, the only place slots are computed)
// over every (bookable service, member host) of the clinic, for today and the next 14 days, with the
// same inputs the public page gives it: step, buffers, date overrides and daily caps (decisions 046–048).

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

/** What the entries of these spaces are computed from, read in two rounds of parallel reads. */
async function loadRefreshInputs(
  db: AppDependencies['database']['db'],
  spaceIds: readonly string[],
  now: number,
) {
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
  return { spaceRows, schedulesBySpace, withDisabledDates, pausesBySpace, window, busy, holds };
}

function addTo<Item>(byKey: Map<string, Item[]>, key: string, item: Item) {
  byKey.set(key, [...(byKey.get(key) ?? []), item]);
}

/** A pair's disabled dates, date overrides and daily caps: the engine's inputs beside its schedules. */
async function readPairInputs(
  db: AppDependencies['database']['db'],
  space: EntrySpace,
  pair: ServiceHostPair,
  reads: { hasDisabledDates: boolean; today: string; toDate: string; window: TimeRange },
) {
  const [disabled, dateOverrides, dailyCaps] = await Promise.all([
    reads.hasDisabledDates ? listDisabledDatesConcerning(db, space.id, pair.hostId) : [],
    // A slot of the last day may run on into the next days' ranges (24-hour clinics).
    listDateOverridesConcerning(db, space.id, pair.hostId, reads.today, addDays(reads.toDate, 2)),
    readDailyCaps(db, {
      spaceId: space.id,
      serviceId: pair.service.id,
      hostId: pair.hostId,
      timeZone: space.timeZone,
      window: reads.window,
      serviceCap: pair.serviceCap,
      hostCap: pair.hostCap,
    }),
  ]);
  return { disabled, dateOverrides, dailyCaps };
}

/** Recomputes the entries of these spaces (listed or not any more) at the clock's now. */
export async function refreshDirectoryEntries(deps: AppDependencies, spaceIds: readonly string[]) {
  const { db } = deps.database;
  const now = deps.clock.now().getTime();
  const { spaceRows, schedulesBySpace, withDisabledDates, pausesBySpace, window, busy, holds } =
    await loadRefreshInputs(db, spaceIds, now);
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
    const hasConsultations = rows.some((row) => !isEmergencyCategory(row.category));
    for (const pair of serviceHostPairsOf(rows)) {
      const { disabled, dateOverrides, dailyCaps } = await readPairInputs(db, space, pair, {
        hasDisabledDates: withDisabledDates.has(space.id),
        today,
        toDate,
        window,
      });
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
        if (pair.category) addTo(candidatesByCategory, pair.category, candidate);
      }
      // Only the first slot matters here: it is the first to fall inside the notice.
      freshUntil = Math.min(
        freshUntil,
        slotsExpiry({ slots: first ? [first] : [], service: pair.service, timeZone: space.timeZone, now }),
      );
    }
    entries.push(
      toEntryRow(space, rows, {
        next: earliestSlot(candidates),
        candidatesByCategory,
        openingHosts,
        freshUntil,
        today,
        now,
      }),
    );
  }
  const unlisted = spaceIds.filter((id) => !listed.has(id));
  await saveDirectoryEntries(db, entries, unlisted);
  return { refreshed: entries.length, removed: unlisted.length };
}
