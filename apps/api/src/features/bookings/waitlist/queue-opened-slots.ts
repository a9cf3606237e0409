import type { Transaction } from '@citavet/db/database';
import { computeSlots, type SlotSchedule } from '@citavet/domain/availability/compute-slots';
import { disabledRangesFor } from '@citavet/domain/disabled-dates/disabled-date-window';
import { pausedRangesFor } from '@citavet/domain/online-pauses/online-pause-rules';
import { todayIn } from '@citavet/domain/public/public-slot';
import { MILLISECONDS_PER_DAY } from '@citavet/domain/time/civil-calendar';
import { addDays, type LocalDate, startOfLocalDay } from '@citavet/domain/time/zoned-time';
import { heldRangesFor } from '@citavet/domain/waitlist/waitlist-holds';
import { nextInLine, type WaitlistCandidate } from '@citavet/domain/waitlist/waitlist-matching';
import { freedSlotOf } from '@citavet/domain/waitlist/waitlist-rules';
import { queueFreedSlot } from './waitlist-freed-slots.repository';
import {
  claimOpenings,
  listCalendarBusyRanges,
  listDateOverridesConcerning,
  listDisabledDatesConcerning,
  listHostBusyRanges,
  listOnlinePausesConcerning,
  listOpeningSchedules,
  listReachableWaiting,
  listWaitlistHolds,
  type OpeningSchedulesRow,
  readDailyCaps,
} from './waitlist-openings.repository';

// New openings (docs/decisions/088): time a schedule, a removed closure, a date override or a pause
// resumed early opened, in a space where someone waits. The triggers only recorded the space (and
// the professional); here, after that commit, the public slot engine says which slots are free now
// — the same inputs as the public page: schedules, overrides, bookings, disabled dates, pauses,
// calendars, holds and daily caps — and each slot someone in line wants is queued like a slot a
// booking gave back, at most one per person, so the usual offer path makes the offers.

/** Turns the recorded openings into queued slots in the sweep's transaction; answers how many. */
export async function queueOpenedSlots(tx: Transaction, now: Date, batchSize = 100): Promise<number> {
  const openings = await claimOpenings(tx, batchSize);
  // Several changes of one space (a week of ranges saved at once) are one computation.
  const spaces = new Map<string, Set<string | null>>();
  for (const opening of openings) {
    const hosts = spaces.get(opening.spaceId) ?? new Set<string | null>();
    hosts.add(opening.hostId);
    spaces.set(opening.spaceId, hosts);
  }
  let queued = 0;
  for (const [spaceId, hosts] of spaces) {
    const hostFilter = hosts.has(null) || hosts.size !== 1 ? null : ([...hosts][0] ?? null);
    const rows = (await listOpeningSchedules(tx, spaceId, hostFilter)).filter(
      (row) => hosts.has(null) || hosts.has(row.hostId),
    );
    for (const pair of groupPairs(rows)) queued += await queuePairSlots(tx, spaceId, pair, now);
  }
  return queued;
}

type Pair = { first: OpeningSchedulesRow; schedules: SlotSchedule[] };

function groupPairs(rows: readonly OpeningSchedulesRow[]): Pair[] {
  const pairs = new Map<string, Pair>();
  for (const row of rows) {
    const key = `${row.serviceId}/${row.hostId}`;
    const pair = pairs.get(key) ?? { first: row, schedules: [] };
    pair.schedules.push(row.schedule as SlotSchedule);
    pairs.set(key, pair);
  }
  return [...pairs.values()];
}

async function queuePairSlots(tx: Transaction, spaceId: string, pair: Pair, now: Date): Promise<number> {
  const { first } = pair;
  const waiting = (await listReachableWaiting(tx, first.serviceId, now)).filter(
    (request) => request.hostId === null || request.hostId === first.hostId,
  );
  const dates = waiting.flatMap((request) => request.windows.map((window) => window.date));
  if (dates.length === 0) return 0;
  const timeZone = first.timeZone;
  const today = todayIn(timeZone, now.getTime());
  const earliest = dates.reduce((a, b) => (a < b ? a : b));
  const fromDate: LocalDate = earliest < today ? today : earliest;
  const toDate: LocalDate = dates.reduce((a, b) => (a > b ? a : b));
  if (toDate < fromDate) return 0;
  const window = {
    startAt: startOfLocalDay(fromDate, timeZone) - MILLISECONDS_PER_DAY,
    endAt: startOfLocalDay(addDays(toDate, 1), timeZone) + MILLISECONDS_PER_DAY,
  };
  const hostId = first.hostId;
  const [busy, disabled, pauses, calendarBusy, dateOverrides, dailyCaps, holds] = await Promise.all([
    listHostBusyRanges(tx, hostId, window),
    listDisabledDatesConcerning(tx, spaceId, hostId),
    listOnlinePausesConcerning(tx, spaceId, hostId, now),
    listCalendarBusyRanges(tx, hostId, window),
    listDateOverridesConcerning(tx, spaceId, hostId, fromDate, addDays(toDate, 2)),
    readDailyCaps(tx, {
      spaceId,
      serviceId: first.serviceId,
      hostId,
      timeZone,
      window,
      serviceCap: first.serviceDailyCap,
      hostCap: first.hostDailyCap,
    }),
    listWaitlistHolds(tx, [hostId], window, now.getTime()),
  ]);
  const slots = computeSlots({
    timeZone,
    service: {
      id: first.serviceId,
      duration: first.duration,
      minAdvanceBooking: first.minAdvanceBooking,
      maxAdvanceBooking: first.maxAdvanceBooking,
      slotStep: first.slotStep,
      bufferBefore: first.bufferBefore,
      bufferAfter: first.bufferAfter,
    },
    schedules: pair.schedules,
    dateOverrides,
    dailyCaps,
    bookings: busy,
    disabledRanges: [
      ...disabledRangesFor(disabled, { timeZone, window, serviceId: first.serviceId }),
      ...pausedRangesFor(pauses, hostId),
      ...calendarBusy,
      ...heldRangesFor(holds, hostId, now.getTime()),
    ],
    now: now.getTime(),
    fromDate,
    toDate,
  });
  // Earliest slot first, each to the first in line who wants it and has none yet from this opening.
  let unassigned: WaitlistCandidate[] = waiting;
  let queued = 0;
  for (const slot of slots) {
    if (unassigned.length === 0) break;
    const freed = freedSlotOf(
      { serviceId: first.serviceId, hostId, startAt: slot.startAt, endAt: slot.endAt },
      timeZone,
    );
    const [taker] = nextInLine(unassigned, freed, now.getTime(), 1);
    if (!taker) continue;
    unassigned = unassigned.filter((request) => request.id !== taker.id);
    await queueFreedSlot(tx, {
      spaceId,
      serviceId: first.serviceId,
      hostId,
      startAt: new Date(slot.startAt),
      endAt: new Date(slot.endAt),
    });
    queued += 1;
  }
  return queued;
}
