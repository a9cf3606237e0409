import {
  MILLISECONDS_PER_DAY,
  MILLISECONDS_PER_HOUR,
  MILLISECONDS_PER_MINUTE,
  weekdayOfEpochDay,
} from '../time/civil-calendar';
import {
  assertValidTimeZone,
  buildOffsetTimeline,
  MAXIMUM_OFFSET_MILLISECONDS,
  type OffsetTimeline,
  wallToInstant,
} from '../time/zone-offset';
import {
  epochDayToLocalDate,
  formatWallTime,
  instantToZonedParts,
  type LocalDate,
  localDateToEpochDay,
  parseWallTime,
  type WallTime,
} from '../time/zoned-time';
import { isEmptyRange, mergeRanges, overlapsMergedRanges, type TimeRange } from './time-range';

export type SlotService = {
  id: string;
  /** Minutes. */
  duration: number;
  /** Hours of notice required before a slot starts. */
  minAdvanceBooking: number;
  /** Days after today (in the space's zone) that may still be booked; null means no limit. */
  maxAdvanceBooking: number | null;
};

export type SlotSchedule = {
  id: string;
  /** 1 = Monday .. 7 = Sunday. */
  dayOfWeek: number;
  startTime: WallTime;
  endTime: WallTime;
  isActive: boolean;
};

export type ComputeSlotsInput = {
  /** IANA zone of the space; schedules are wall-clock times there. */
  timeZone: string;
  service: SlotService;
  /** One host's schedule ranges for this service. */
  schedules: readonly SlotSchedule[];
  /** The host's non-cancelled bookings in any service or space. */
  bookings: readonly TimeRange[];
  /** Blocked instants already resolved (SPACE scope plus this host's HOST scope). */
  disabledRanges: readonly TimeRange[];
  now: number;
  /** Local dates in the space's zone, both included. */
  fromDate: LocalDate;
  toDate: LocalDate;
};

export type Slot = {
  date: LocalDate;
  startTime: WallTime;
  endTime: WallTime;
  startAt: number;
  endAt: number;
  scheduleId: string;
  /** 1 = Monday .. 7 = Sunday. */
  dayOfWeek: number;
};

type ScheduleRange = { scheduleId: string; startMinutes: number; endMinutes: number };

/**
 * The bookable slots of one host for one service: each active range of a local day's weekday yields a
 * start every `duration` wall-clock minutes from its start while start + duration fits, minus wall
 * times skipped by DST, overlaps with bookings or disabled ranges, starts before now + minimum notice
 * and days beyond the maximum advance. Sorted by startAt. The only place slots are computed.
 */
export function computeSlots(input: ComputeSlotsInput): Slot[] {
  const { timeZone, service, now } = input;
  validateService(service);
  if (!Number.isFinite(now)) throw new RangeError(`Invalid now ${now}: expected epoch milliseconds`);
  assertValidTimeZone(timeZone);
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
  const rangesByWeekday = groupActiveRangesByWeekday(input.schedules);
  if (firstDay > lastDay || rangesByWeekday.every((ranges) => ranges.length === 0)) return [];

  const windowStart = firstDay * MILLISECONDS_PER_DAY - MAXIMUM_OFFSET_MILLISECONDS;
  const windowEnd = (lastDay + 1) * MILLISECONDS_PER_DAY + MAXIMUM_OFFSET_MILLISECONDS;
  // One Intl call per day plus a bisection per DST change; each slot is then plain arithmetic.
  const timeline = buildOffsetTimeline(timeZone, windowStart, windowEnd);
  const toInstant = instantConverter(timeline);
  const blocked = mergeRanges([
    ...rangesWithin(input.bookings, windowStart, windowEnd, 'booking'),
    ...rangesWithin(input.disabledRanges, windowStart, windowEnd, 'disabled range'),
  ]);
  const duration = service.duration;
  const slots: Slot[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    const dayOfWeek = weekdayOfEpochDay(day);
    const ranges = rangesByWeekday[dayOfWeek - 1] ?? [];
    if (ranges.length === 0) continue;
    const dayWall = day * MILLISECONDS_PER_DAY;
    let date: LocalDate | undefined;
    for (const range of ranges) {
      for (let start = range.startMinutes; start + duration <= range.endMinutes; start += duration) {
        const startAt = toInstant(dayWall + start * MILLISECONDS_PER_MINUTE);
        if (startAt === null || startAt < earliestStartAt) continue;
        const end = start + duration;
        // The end is a wall time too: across a fall-back hour the slot lasts longer in real time.
        const endAt = toInstant(dayWall + end * MILLISECONDS_PER_MINUTE);
        if (endAt === null || overlapsMergedRanges(blocked, startAt, endAt)) continue;
        date ??= epochDayToLocalDate(day);
        slots.push({
          date,
          startTime: formatWallTime(start),
          endTime: formatWallTime(end),
          startAt,
          endAt,
          scheduleId: range.scheduleId,
          dayOfWeek,
        });
      }
    }
  }
  return isSorted(slots) ? slots : slots.sort(compareSlots);
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
}

function groupActiveRangesByWeekday(schedules: readonly SlotSchedule[]): ScheduleRange[][] {
  const byWeekday: ScheduleRange[][] = [[], [], [], [], [], [], []];
  for (const schedule of schedules) {
    if (!schedule.isActive) continue;
    const ranges = Number.isInteger(schedule.dayOfWeek) ? byWeekday[schedule.dayOfWeek - 1] : undefined;
    if (ranges === undefined) {
      throw new RangeError(
        `Invalid dayOfWeek ${schedule.dayOfWeek} in schedule ${schedule.id}: expected 1..7`,
      );
    }
    const startMinutes = parseWallTime(schedule.startTime);
    const endMinutes = parseWallTime(schedule.endTime);
    if (endMinutes > startMinutes) ranges.push({ scheduleId: schedule.id, startMinutes, endMinutes });
  }
  return byWeekday;
}

function instantConverter(timeline: OffsetTimeline): (wall: number) => number | null {
  const [onlyOffset] = timeline.offsets;
  if (timeline.offsets.length === 1 && onlyOffset !== undefined) return (wall) => wall - onlyOffset;
  return (wall) => wallToInstant(timeline, wall);
}

function rangesWithin(ranges: readonly TimeRange[], windowStart: number, windowEnd: number, label: string) {
  const kept: TimeRange[] = [];
  for (const range of ranges) {
    if (!Number.isFinite(range.startAt) || !Number.isFinite(range.endAt)) {
      throw new RangeError(
        `Invalid ${label} [${range.startAt}, ${range.endAt}): expected epoch milliseconds`,
      );
    }
    if (range.endAt > windowStart && range.startAt < windowEnd && !isEmptyRange(range)) kept.push(range);
  }
  return kept;
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
