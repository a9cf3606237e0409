import { MILLISECONDS_PER_DAY } from '../time/civil-calendar';
import type { ComputeSlotsInput, Slot } from './compute-slots';

// An oracle for the property tests, written apart from the engine: its own Intl formatter, Date.UTC
// calendar maths and a minute-by-minute walk of every local day.

const HOUR = 3_600_000;

const oracleFormatters = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DDTHH:MM' shown by a wall clock in the zone at that instant. */
export function wallOf(instant: number, timeZone: string): string {
  let formatter = oracleFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    oracleFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const read = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return `${read('year')}-${read('month')}-${read('day')}T${read('hour')}:${read('minute')}`;
}

const pad = (value: number) => String(value).padStart(2, '0');
export const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
export const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * MILLISECONDS_PER_DAY).toISOString().slice(0, 10);

/** Every offset the zone shows at some whole hour of a window of days. */
function offsetsAround(fromDate: string, toDate: string, timeZone: string): number[] {
  const offsets = new Set<number>();
  for (
    let instant = Date.parse(`${fromDate}T00:00:00Z`) - 2 * MILLISECONDS_PER_DAY;
    instant <= Date.parse(`${toDate}T00:00:00Z`) + 3 * MILLISECONDS_PER_DAY;
    instant += HOUR
  ) {
    offsets.add(Date.parse(`${wallOf(instant, timeZone)}:00Z`) - instant);
  }
  return [...offsets];
}

const MINUTE = 60_000;

/**
 * The first instant (to the minute) whose wall clock reads `date` `minutes` or later: scanned minute by
 * minute between the zone's widest and narrowest offsets, where it must lie.
 */
function firstInstantReading(date: string, minutes: number, timeZone: string, offsets: readonly number[]) {
  const wallDate = minutes >= 1440 ? shiftDate(date, 1) : date;
  const wall = `${wallDate}T${clock(minutes % 1440)}`;
  const asUtc = Date.parse(`${wall}:00Z`);
  for (
    let instant = asUtc - Math.max(...offsets);
    instant <= asUtc - Math.min(...offsets);
    instant += MINUTE
  ) {
    if (wallOf(instant, timeZone) >= wall) return instant;
  }
  throw new Error(`no instant reads ${wall}`);
}

type OracleRange = { id: string; start: number; end: number };

/** A date's ranges: the week's (active), or the REPLACE overrides (the host's first), plus the ADDs. */
function oracleRangesOf(input: ComputeSlotsInput, date: string): OracleRange[] {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const weekday = new Date(Date.parse(`${date}T00:00:00Z`)).getUTCDay() || 7;
  const overrides = (input.dateOverrides ?? []).filter((each) => each.date === date);
  const hostReplace = overrides.filter((each) => each.kind === 'REPLACE' && each.isHostLevel);
  const spaceReplace = overrides.filter((each) => each.kind === 'REPLACE' && !each.isHostLevel);
  const replace = hostReplace.length > 0 ? hostReplace : spaceReplace;
  const base =
    replace.length > 0
      ? replace
      : input.schedules.filter((each) => each.isActive && each.dayOfWeek === weekday);
  return [...base, ...overrides.filter((each) => each.kind === 'ADD')]
    .map((each) => ({ id: each.id, start: toMinutes(each.startTime), end: toMinutes(each.endTime) }))
    .filter((range) => range.end > range.start);
}

export function bruteForceSlots(input: ComputeSlotsInput) {
  const { timeZone, service, now } = input;
  const offsets = offsetsAround(input.fromDate, shiftDate(input.toDate, 3), timeZone);
  const today = wallOf(now, timeZone).slice(0, 10);
  const lastDate =
    service.maxAdvanceBooking === null ? '9999-12-31' : shiftDate(today, service.maxAdvanceBooking);
  const busy = [...input.bookings, ...input.disabledRanges];
  const duration = service.duration * MINUTE;
  const step = (service.slotStep ?? service.duration) * MINUTE;
  const before = (service.bufferBefore ?? 0) * MINUTE;
  const after = (service.bufferAfter ?? 0) * MINUTE;
  const found: string[] = [];
  for (let date = input.fromDate; date <= input.toDate; date = shiftDate(date, 1)) {
    if (date > lastDate) continue;
    if ((input.dailyCaps ?? []).some((cap) => (cap.counts.get(date) ?? 0) >= cap.limit)) continue;
    const weekday = new Date(Date.parse(`${date}T00:00:00Z`)).getUTCDay() || 7;
    for (const range of oracleRangesOf(input, date)) {
      // A range ending at 24:00 runs on through the next day's range opening at 00:00 (twice at most).
      let reachDate = date;
      let reachEnd = range.end;
      for (let chained = 0; chained < 2 && reachEnd === 1440; chained++) {
        const next = oracleRangesOf(input, shiftDate(reachDate, 1)).filter((each) => each.start === 0);
        if (next.length === 0) break;
        reachDate = shiftDate(reachDate, 1);
        reachEnd = Math.max(...next.map((each) => each.end));
      }
      const rangeStartAt = firstInstantReading(date, range.start, timeZone, offsets);
      const rangeEndAt = firstInstantReading(date, range.end, timeZone, offsets);
      const reachAt = firstInstantReading(reachDate, reachEnd, timeZone, offsets);
      for (
        let startAt = rangeStartAt;
        startAt < rangeEndAt && startAt + duration <= reachAt;
        startAt += MINUTE
      ) {
        if ((startAt - rangeStartAt) % step !== 0) continue;
        const endAt = startAt + duration;
        if (startAt < now + service.minAdvanceBooking * HOUR) continue;
        const busyFrom = startAt - before;
        const busyTo = endAt + after;
        if (
          busy.some((each) => each.startAt < busyTo && busyFrom < each.endAt && each.startAt < each.endAt)
        ) {
          continue;
        }
        const startWall = wallOf(startAt, timeZone);
        const repeats = offsets
          .map((offset) => Date.parse(`${startWall}:00Z`) - offset)
          .filter((other) => other !== startAt && wallOf(other, timeZone) === startWall);
        const clockChange =
          repeats.length === 0 ? null : (repeats[0] as number) > startAt ? 'before-change' : 'after-change';
        found.push(
          `${date} ${startWall.slice(11)}-${wallOf(endAt, timeZone).slice(11)} ${startAt} ${endAt} ${range.id} ${weekday} ${clockChange}`,
        );
      }
    }
  }
  return found.sort();
}

export const describeSlot = (slot: Slot) =>
  `${slot.date} ${slot.startTime}-${slot.endTime} ${slot.startAt} ${slot.endAt} ${slot.scheduleId} ${slot.dayOfWeek} ${slot.clockChange}`;

/** Local dates around the zone's 2026 clock changes, found with Intl rather than hard-coded. */
export function changeDates(timeZone: string): string[] {
  const dates = new Set<string>();
  let previousOffset: number | undefined;
  for (
    let instant = Date.parse('2026-01-01T00:00:00Z');
    instant < Date.parse('2027-01-01T00:00:00Z');
    instant += HOUR
  ) {
    const offset = Date.parse(`${wallOf(instant, timeZone)}:00Z`) - instant;
    if (previousOffset !== undefined && offset !== previousOffset) {
      dates.add(wallOf(instant - HOUR, timeZone).slice(0, 10));
      dates.add(wallOf(instant, timeZone).slice(0, 10));
    }
    previousOffset = offset;
  }
  return [...dates];
}
