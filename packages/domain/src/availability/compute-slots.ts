import {
  MILLISECONDS_PER_DAY,
  MILLISECONDS_PER_HOUR,
  MILLISECONDS_PER_MINUTE,
  weekdayOfEpochDay,
} from '../time/civil-calendar';
import {
  assertValidTimeZone,
  buildOffsetTimeline,
  firstInstantAtOrAfterWall,
  MAXIMUM_OFFSET_MILLISECONDS,
  timelineOffsetAt,
  wallTimeOccurrence,
} from '../time/zone-offset';
import {
  epochDayToLocalDate,
  formatWallTime,
  instantToZonedParts,
  type LocalDate,
  localDateToEpochDay,
  MINUTES_PER_DAY,
  type WallTime,
} from '../time/zoned-time';
import { assertValidCaps, type DailyCap, isDayFull } from './daily-caps';
import { dayRangeResolver, type SlotDateOverride, type SlotSchedule } from './day-ranges';
import { MAXIMUM_CHAINED_DAYS, rangeReach } from './range-reach';
import { mergeRanges, overlapsMergedRanges, rangesWithin, type TimeRange } from './time-range';

export type { SlotDateOverride, SlotSchedule } from './day-ranges';

export type SlotService = {
  id: string;
  /** Minutes. */
  duration: number;
  /** Hours of notice required before a slot starts. */
  minAdvanceBooking: number;
  /** Days after today (in the space's zone) that may still be booked; null means no limit. */
  maxAdvanceBooking: number | null;
  /** Minutes between offered starts; null or absent means the duration. */
  slotStep?: number | null;
  /** Minutes before and after the appointment the professional is busy (never shown to the client). */
  bufferBefore?: number | null;
  bufferAfter?: number | null;
};

export type ComputeSlotsInput = {
  /** IANA zone of the space; schedules are wall-clock times there. */
  timeZone: string;
  service: SlotService;
  /** One host's schedule ranges for this service. */
  schedules: readonly SlotSchedule[];
  /** Dates whose hours differ from the week's (the space's and this host's). */
  dateOverrides?: readonly SlotDateOverride[];
  /** The host's busy time: non-cancelled bookings in any service or space, with their buffers. */
  bookings: readonly TimeRange[];
  /** Blocked instants already resolved (SPACE scope plus this host's HOST scope). */
  disabledRanges: readonly TimeRange[];
  /** Daily caps (the service's, the host's) with what each local date already holds. */
  dailyCaps?: readonly DailyCap[];
  now: number;
  /** Local dates in the space's zone, both included. */
  fromDate: LocalDate;
  toDate: LocalDate;
};

export type Slot = {
  date: LocalDate;
  startTime: WallTime;
  /** The wall time the appointment ends; on the next date when it crosses local midnight. */
  endTime: WallTime;
  startAt: number;
  endAt: number;
  scheduleId: string;
  /** 1 = Monday .. 7 = Sunday. */
  dayOfWeek: number;
  /**
   * On a fall-back night the repeated hour's wall times happen twice: 'before-change' for the first
   * occurrence, 'after-change' for the second, null otherwise (slotStartLabel tells them apart).
   */
  clockChange: 'before-change' | 'after-change' | null;
  /** Whether the range offering it is a date override rather than a week's schedule. */
  isFromOverride: boolean;
};

/**
 * The bookable slots of one host for one service (decision 046). A local day's ranges (the week's,
 * or a date override's) are read as instants: a range runs from the first instant the wall clock
 * shows its start to the first it shows its end ('24:00' is the next day's 00:00), so a DST night
 * keeps its real length. Starts are every `slotStep` real minutes from the range's start; a slot
 * lasts `duration` real minutes, starts inside its range and must end within it, or, for a range ending at 24:00,
 * within the next day's range starting at 00:00 (23:30–00:30). It is dropped when it starts before
 * now + notice, its date is beyond the maximum advance or full (daily caps), or when it, widened by
 * the service's buffers, overlaps busy time or a disabled range. Sorted by startAt. The only place
 * slots are computed.
 */
export function computeSlots(input: ComputeSlotsInput): Slot[] {
  const { timeZone, service, now } = input;
  validateService(service);
  if (!Number.isFinite(now)) throw new RangeError(`Invalid now ${now}: expected epoch milliseconds`);
  assertValidTimeZone(timeZone);
  const caps = input.dailyCaps ?? [];
  assertValidCaps(caps);
  const earliestStartAt = now + service.minAdvanceBooking * MILLISECONDS_PER_HOUR;
  let firstDay = localDateToEpochDay(input.fromDate);
  let lastDay = localDateToEpochDay(input.toDate);
  if (service.maxAdvanceBooking !== null) {
    const today = localDateToEpochDay(instantToZonedParts(now, timeZone).date);
    lastDay = Math.min(lastDay, today + service.maxAdvanceBooking);
  }
  // Every instant whose wall time falls on day d precedes (d + 1) days plus the widest offset.
  firstDay = Math.max(
    firstDay,
    Math.floor((earliestStartAt - MAXIMUM_OFFSET_MILLISECONDS) / MILLISECONDS_PER_DAY),
  );
  if (firstDay > lastDay) return [];
  const rangesOfDay = dayRangeResolver(input.schedules, input.dateOverrides);

  const windowStart = firstDay * MILLISECONDS_PER_DAY - MAXIMUM_OFFSET_MILLISECONDS;
  // A slot of the last day may run on through the next days' ranges (24-hour clinics).
  const windowEnd = (lastDay + 1 + MAXIMUM_CHAINED_DAYS) * MILLISECONDS_PER_DAY + MAXIMUM_OFFSET_MILLISECONDS;
  // One Intl call per day plus a bisection per DST change; each slot is then plain arithmetic.
  const timeline = buildOffsetTimeline(timeZone, windowStart, windowEnd);
  const isSingleOffset = timeline.transitions.length === 0;
  const fixedOffset = timeline.offsets[0] as number;
  const wallOf = (instant: number) =>
    instant + (isSingleOffset ? fixedOffset : offsetOnTimeline(timeline, instant));
  const blocked = mergeRanges([
    ...rangesWithin(input.bookings, windowStart, windowEnd, 'booking'),
    ...rangesWithin(input.disabledRanges, windowStart, windowEnd, 'disabled range'),
  ]);
  const duration = service.duration * MILLISECONDS_PER_MINUTE;
  const step = (service.slotStep ?? service.duration) * MILLISECONDS_PER_MINUTE;
  const before = (service.bufferBefore ?? 0) * MILLISECONDS_PER_MINUTE;
  const after = (service.bufferAfter ?? 0) * MILLISECONDS_PER_MINUTE;
  const slots: Slot[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    const dayOfWeek = weekdayOfEpochDay(day);
    let date: LocalDate | undefined;
    const dateOf = () => {
      date ??= epochDayToLocalDate(day);
      return date;
    };
    const ranges = rangesOfDay(day, dayOfWeek, dateOf);
    if (ranges.length === 0 || (caps.length > 0 && isDayFull(caps, dateOf()))) continue;
    const dayWall = day * MILLISECONDS_PER_DAY;
    for (const range of ranges) {
      const rangeStartAt = firstInstantAtOrAfterWall(
        timeline,
        dayWall + range.startMinutes * MILLISECONDS_PER_MINUTE,
      );
      const rangeEndAt = firstInstantAtOrAfterWall(
        timeline,
        dayWall + range.endMinutes * MILLISECONDS_PER_MINUTE,
      );
      const reachAt =
        range.endMinutes === MINUTES_PER_DAY ? rangeReach(timeline, rangesOfDay, day, range) : rangeEndAt;
      // Skip whole steps that start before the minimum notice.
      const skipped =
        rangeStartAt >= earliestStartAt ? 0 : Math.ceil((earliestStartAt - rangeStartAt) / step);
      for (
        let startAt = rangeStartAt + skipped * step;
        startAt < rangeEndAt && startAt + duration <= reachAt;
        startAt += step
      ) {
        const endAt = startAt + duration;
        if (overlapsBlocked(blocked, startAt - before, endAt + after)) continue;
        const occurrence = isSingleOffset ? null : occurrenceOnTimeline(timeline, startAt);
        slots.push({
          date: dateOf(),
          startTime: wallTimeOfDay(wallOf(startAt)),
          endTime: wallTimeOfDay(wallOf(endAt)),
          startAt,
          endAt,
          scheduleId: range.scheduleId,
          dayOfWeek,
          clockChange: occurrence === null ? null : occurrence === 'first' ? 'before-change' : 'after-change',
          isFromOverride: range.isOverride,
        });
      }
    }
  }
  return isSorted(slots) ? slots : slots.sort(compareSlots);
}

// The per-slot calls, bound once: a CommonJS build (tsx, the benchmarks) reads every imported
// binding through a getter, which measured as a tenth of the engine's time.
const offsetOnTimeline = timelineOffsetAt;
const occurrenceOnTimeline = wallTimeOccurrence;
const overlapsBlocked = overlapsMergedRanges;

// Every slot names two wall times: one table of the day's 1,440 labels, built once, replaces two
// formatted strings per slot (measured: a third of the engine's time at 10 hosts × 31 days), and
// module-local numbers avoid the live-binding getters a CommonJS build puts on imported constants.
const DAY_MILLISECONDS = MILLISECONDS_PER_DAY;
const MINUTE_MILLISECONDS = MILLISECONDS_PER_MINUTE;
let wallTimeLabels: WallTime[] | undefined;

function wallTimeOfDay(wall: number): WallTime {
  const ofDay = ((wall % DAY_MILLISECONDS) + DAY_MILLISECONDS) % DAY_MILLISECONDS;
  wallTimeLabels ??= Array.from({ length: MINUTES_PER_DAY }, (_, minute) => formatWallTime(minute));
  return wallTimeLabels[Math.floor(ofDay / MINUTE_MILLISECONDS)] as WallTime;
}

function validateService(service: SlotService): void {
  if (!Number.isInteger(service.duration) || service.duration <= 0) {
    throw new RangeError(
      `Invalid service duration ${service.duration}: expected a positive whole number of minutes`,
    );
  }
  if (!Number.isFinite(service.minAdvanceBooking) || service.minAdvanceBooking < 0) {
    throw new RangeError(`Invalid minAdvanceBooking ${service.minAdvanceBooking}: expected hours >= 0`);
  }
  const { maxAdvanceBooking } = service;
  if (maxAdvanceBooking !== null && (!Number.isInteger(maxAdvanceBooking) || maxAdvanceBooking < 0)) {
    throw new RangeError(`Invalid maxAdvanceBooking ${maxAdvanceBooking}: expected whole days >= 0 or null`);
  }
  const { slotStep } = service;
  if (slotStep !== undefined && slotStep !== null && (!Number.isInteger(slotStep) || slotStep <= 0)) {
    throw new RangeError(`Invalid slotStep ${slotStep}: expected a positive whole number of minutes`);
  }
  for (const [name, value] of [
    ['bufferBefore', service.bufferBefore],
    ['bufferAfter', service.bufferAfter],
  ] as const) {
    if (value !== undefined && value !== null && (!Number.isInteger(value) || value < 0)) {
      throw new RangeError(`Invalid ${name} ${value}: expected whole minutes >= 0`);
    }
  }
}

function compareSlots(first: Slot, second: Slot): number {
  return (
    first.startAt - second.startAt ||
    first.endAt - second.endAt ||
    (first.scheduleId < second.scheduleId ? -1 : first.scheduleId > second.scheduleId ? 1 : 0)
  );
}

function isSorted(slots: readonly Slot[]): boolean {
  for (let index = 1; index < slots.length; index++) {
    if (compareSlots(slots[index - 1] as Slot, slots[index] as Slot) > 0) return false;
  }
  return true;
}

export type SlotsOfDate = { date: LocalDate; slots: Slot[] };

/** Slots grouped by local date, dates ascending, each group keeping the input order. */
export function groupSlotsByDate(slots: readonly Slot[]): SlotsOfDate[] {
  const byDate = new Map<LocalDate, Slot[]>();
  for (const slot of slots) {
    const group = byDate.get(slot.date);
    if (group === undefined) byDate.set(slot.date, [slot]);
    else group.push(slot);
  }
  return [...byDate.entries()]
    .sort(([first], [second]) => (first < second ? -1 : first > second ? 1 : 0))
    .map(([date, group]) => ({ date, slots: group }));
}

/**
 * The first `limit` slots of a computeSlots() result, one per distinct [startAt, endAt): overlapping
 * schedules may offer the same time twice and a client picks a time, not a schedule.
 */
export function nextAvailableSlots(slots: readonly Slot[], limit: number): Slot[] {
  if (!Number.isInteger(limit) || limit < 0)
    throw new RangeError(`Invalid limit ${limit}: expected an integer >= 0`);
  const chosen: Slot[] = [];
  const seen = new Set<string>();
  for (const slot of slots) {
    if (chosen.length >= limit) break;
    const key = `${slot.startAt}/${slot.endAt}`;
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push(slot);
  }
  return chosen;
}

/** The offered slot matching a requested booking exactly (and its schedule, when given). */
export function findOfferedSlot(
  slots: readonly Slot[],
  startAt: number,
  endAt: number,
  scheduleId?: string,
): Slot | undefined {
  return slots.find(
    (slot) =>
      slot.startAt === startAt &&
      slot.endAt === endAt &&
      (scheduleId === undefined || slot.scheduleId === scheduleId),
  );
}

export function isSlotOffered(
  slots: readonly Slot[],
  startAt: number,
  endAt: number,
  scheduleId?: string,
): boolean {
  return findOfferedSlot(slots, startAt, endAt, scheduleId) !== undefined;
}
