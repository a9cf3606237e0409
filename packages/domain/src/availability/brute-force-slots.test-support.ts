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

export function bruteForceSlots(input: ComputeSlotsInput) {
  const { timeZone, service, now } = input;
  const offsets = offsetsAround(input.fromDate, input.toDate, timeZone);
  // A wall time exists if an instant at one of the zone's offsets shows it; take the earliest.
  const naiveInstant = (date: string, minutes: number): number | null => {
    const wall = `${date}T${clock(minutes)}`;
    const showing = offsets
      .map((offset) => Date.parse(`${wall}:00Z`) - offset)
      .filter((instant) => wallOf(instant, timeZone) === wall);
    return showing.length === 0 ? null : Math.min(...showing);
  };
  const today = wallOf(now, timeZone).slice(0, 10);
  const lastDate =
    service.maxAdvanceBooking === null ? '9999-12-31' : shiftDate(today, service.maxAdvanceBooking);
  const busy = [...input.bookings, ...input.disabledRanges];
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const ranges = input.schedules.map((schedule) => ({
    schedule,
    rangeStart: toMinutes(schedule.startTime),
    rangeEnd: toMinutes(schedule.endTime),
  }));
  const found: string[] = [];
  for (let date = input.fromDate; date <= input.toDate; date = shiftDate(date, 1)) {
    const weekday = new Date(Date.parse(`${date}T00:00:00Z`)).getUTCDay() || 7;
    for (let minute = 0; minute < 1440; minute++) {
      for (const { schedule, rangeStart, rangeEnd } of ranges) {
        const isOnGrid = minute >= rangeStart && (minute - rangeStart) % service.duration === 0;
        if (
          !schedule.isActive ||
          schedule.dayOfWeek !== weekday ||
          !isOnGrid ||
          minute + service.duration > rangeEnd
        ) {
          continue;
        }
        const startAt = naiveInstant(date, minute);
        const endAt = naiveInstant(date, minute + service.duration);
        if (startAt === null || endAt === null) continue;
        if (startAt < now + service.minAdvanceBooking * HOUR || date > lastDate) continue;
        if (
          busy.some((range) => range.startAt < endAt && startAt < range.endAt && range.startAt < range.endAt)
        ) {
          continue;
        }
        found.push(
          `${date} ${clock(minute)}-${clock(minute + service.duration)} ${startAt} ${endAt} ${schedule.id} ${weekday}`,
        );
      }
    }
  }
  return found.sort();
}

export const describeSlot = (slot: Slot) =>
  `${slot.date} ${slot.startTime}-${slot.endTime} ${slot.startAt} ${slot.endAt} ${slot.scheduleId} ${slot.dayOfWeek}`;

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
