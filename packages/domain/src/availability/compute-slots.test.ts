import { describe, expect, it } from 'vitest';
import {
  type ComputeSlotsInput,
  computeSlots,
  findOfferedSlot,
  groupSlotsByDate,
  isSlotOffered,
  nextAvailableSlots,
  type Slot,
  type SlotSchedule,
} from './compute-slots';
import { resolveDisabledRanges } from './disabled-ranges';

const utc = (iso: string) => Date.parse(iso);

let scheduleCount = 0;
function schedule(
  dayOfWeek: number,
  startTime: string,
  endTime: string,
  overrides: Partial<SlotSchedule> = {},
) {
  scheduleCount++;
  return { id: `schedule-${scheduleCount}`, dayOfWeek, startTime, endTime, isActive: true, ...overrides };
}

function slotsOf(overrides: Partial<ComputeSlotsInput> & Pick<ComputeSlotsInput, 'schedules'>): Slot[] {
  return computeSlots({
    timeZone: 'Europe/Madrid',
    service: { id: 'service-1', duration: 30, minAdvanceBooking: 0, maxAdvanceBooking: null },
    bookings: [],
    disabledRanges: [],
    now: utc('2026-01-01T00:00:00Z'),
    fromDate: '2026-06-01',
    toDate: '2026-06-01',
    ...overrides,
  });
}

const service = (duration: number, minAdvanceBooking = 0, maxAdvanceBooking: number | null = null) => ({
  id: 'service-1',
  duration,
  minAdvanceBooking,
  maxAdvanceBooking,
});
const times = (slots: readonly Slot[]) => slots.map((slot) => `${slot.startTime}-${slot.endTime}`);

// 2026-06-01 is a Monday; Madrid is on UTC+2 in June.
describe('computeSlots: the grid', () => {
  it('offers a start every duration minutes from the range start while the slot fits', () => {
    const monday = schedule(1, '09:00', '11:00');
    const slots = slotsOf({ schedules: [monday] });
    expect(times(slots)).toEqual(['09:00-09:30', '09:30-10:00', '10:00-10:30', '10:30-11:00']);
    expect(slots[0]).toEqual({
      date: '2026-06-01',
      startTime: '09:00',
      endTime: '09:30',
      startAt: utc('2026-06-01T07:00:00Z'),
      endAt: utc('2026-06-01T07:30:00Z'),
      scheduleId: monday.id,
      dayOfWeek: 1,
      clockChange: null,
      isFromOverride: false,
    });
  });

  it('drops the last start when the slot would pass the range end', () => {
    expect(times(slotsOf({ service: service(45), schedules: [schedule(1, '09:00', '10:45')] }))).toEqual([
      '09:00-09:45',
      '09:45-10:30',
    ]);
    expect(times(slotsOf({ service: service(25), schedules: [schedule(1, '09:00', '10:00')] }))).toEqual([
      '09:00-09:25',
      '09:25-09:50',
    ]);
    expect(times(slotsOf({ service: service(480), schedules: [schedule(1, '08:00', '16:00')] }))).toEqual([
      '08:00-16:00',
    ]);
  });

  it('offers nothing from ranges shorter than the service or ending before they start', () => {
    expect(slotsOf({ service: service(60), schedules: [schedule(1, '09:00', '09:59')] })).toEqual([]);
    expect(slotsOf({ schedules: [schedule(1, '10:00', '09:00'), schedule(1, '10:00', '10:00')] })).toEqual(
      [],
    );
    expect(slotsOf({ schedules: [] })).toEqual([]);
  });

  it('ignores inactive schedules', () => {
    const inactive = schedule(1, '09:00', '10:00', { isActive: false });
    expect(slotsOf({ schedules: [inactive] })).toEqual([]);
    expect(slotsOf({ schedules: [{ ...inactive, dayOfWeek: 9, startTime: 'whenever' }] })).toEqual([]);
  });

  it('uses each day only the schedules of its weekday, Monday = 1 to Sunday = 7', () => {
    const slots = slotsOf({
      schedules: [
        schedule(1, '09:00', '09:30'),
        schedule(3, '10:00', '10:30'),
        schedule(7, '11:00', '11:30'),
      ],
      fromDate: '2026-06-01',
      toDate: '2026-06-14',
    });
    expect(slots.map((slot) => `${slot.date} ${slot.dayOfWeek} ${slot.startTime}`)).toEqual([
      '2026-06-01 1 09:00',
      '2026-06-03 3 10:00',
      '2026-06-07 7 11:00',
      '2026-06-08 1 09:00',
      '2026-06-10 3 10:00',
      '2026-06-14 7 11:00',
    ]);
  });

  it('sorts slots of several ranges by start, then end, then schedule', () => {
    const afternoon = schedule(1, '15:00', '16:00', { id: 'b-afternoon' });
    const morning = schedule(1, '09:00', '10:00', { id: 'c-morning' });
    const overlapping = schedule(1, '09:30', '10:30', { id: 'a-overlapping' });
    const slots = slotsOf({ schedules: [afternoon, morning, overlapping] });
    expect(slots.map((slot) => `${slot.startTime} ${slot.scheduleId}`)).toEqual([
      '09:00 c-morning',
      '09:30 a-overlapping',
      '09:30 c-morning',
      '10:00 a-overlapping',
      '15:00 b-afternoon',
      '15:30 b-afternoon',
    ]);
  });

  it('returns nothing when the date range is reversed', () => {
    expect(slotsOf({ schedules: [schedule(1, '09:00', '10:00')], fromDate: '2026-06-02' })).toEqual([]);
  });
});

describe('computeSlots: bookings and disabled ranges', () => {
  const monday = schedule(1, '09:00', '11:00');

  it('removes slots overlapping a booking but keeps those that only touch it', () => {
    const booked = { startAt: utc('2026-06-01T07:30:00Z'), endAt: utc('2026-06-01T08:00:00Z') };
    expect(times(slotsOf({ schedules: [monday], bookings: [booked] }))).toEqual([
      '09:00-09:30',
      '10:00-10:30',
      '10:30-11:00',
    ]);
    const straddling = { startAt: utc('2026-06-01T07:15:00Z'), endAt: utc('2026-06-01T07:45:00Z') };
    expect(times(slotsOf({ schedules: [monday], bookings: [straddling] }))).toEqual([
      '10:00-10:30',
      '10:30-11:00',
    ]);
    const oneMinute = { startAt: utc('2026-06-01T08:59:00Z'), endAt: utc('2026-06-01T09:00:00Z') };
    expect(times(slotsOf({ schedules: [monday], bookings: [oneMinute] }))).toEqual([
      '09:00-09:30',
      '09:30-10:00',
      '10:00-10:30',
    ]);
  });

  it('removes slots overlapping disabled ranges, and ignores empty ones', () => {
    const disabledRanges = [
      { startAt: utc('2026-06-01T06:00:00Z'), endAt: utc('2026-06-01T07:01:00Z') },
      { startAt: utc('2026-06-01T08:40:00Z'), endAt: utc('2026-06-01T08:40:00Z') },
    ];
    expect(times(slotsOf({ schedules: [monday], disabledRanges }))).toEqual([
      '09:30-10:00',
      '10:00-10:30',
      '10:30-11:00',
    ]);
  });

  it('blocks a whole local day for an all-day disabled date stored as UTC midnight', () => {
    const nightAndDay = [schedule(1, '00:30', '01:00'), schedule(1, '23:00', '23:30'), monday];
    nightAndDay.push(schedule(2, '00:30', '01:00'));
    const disabledRanges = resolveDisabledRanges(
      [{ isAllDay: true, startDate: '2026-06-01T00:00:00.000Z', endDate: '2026-06-01T23:59:59.999Z' }],
      'Europe/Madrid',
    );
    const slots = slotsOf({ schedules: nightAndDay, disabledRanges, toDate: '2026-06-02' });
    expect(slots.map((slot) => `${slot.date} ${slot.startTime}`)).toEqual(['2026-06-02 00:30']);
  });

  it('merges many unsorted bookings', () => {
    const bookings = [3, 0, 2].map((half) => ({
      startAt: utc('2026-06-01T07:00:00Z') + half * 30 * 60_000,
      endAt: utc('2026-06-01T07:30:00Z') + half * 30 * 60_000,
    }));
    expect(times(slotsOf({ schedules: [monday], bookings }))).toEqual(['09:30-10:00']);
  });
});

describe('computeSlots: notice and advance limits', () => {
  const monday = schedule(1, '09:00', '11:00');

  it('drops slots starting before now plus the minimum notice', () => {
    const now = utc('2026-06-01T07:10:00Z');
    expect(times(slotsOf({ schedules: [monday], now }))[0]).toBe('09:30-10:00');
    expect(times(slotsOf({ schedules: [monday], now: utc('2026-06-01T07:30:00Z') }))[0]).toBe('09:30-10:00');
    expect(times(slotsOf({ schedules: [monday], now, service: service(30, 1) }))).toEqual(['10:30-11:00']);
    expect(times(slotsOf({ schedules: [monday], now, service: service(30, 0.5) }))[0]).toBe('10:00-10:30');
    expect(slotsOf({ schedules: [monday], now, service: service(30, 48) })).toEqual([]);
  });

  it('counts the maximum advance in days from today in the space zone', () => {
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((day) => schedule(day, '09:00', '09:30'));
    // 23:30 UTC on Monday is already Tuesday in Madrid.
    const now = utc('2026-06-01T23:30:00Z');
    const datesWith = (maxAdvanceBooking: number | null) =>
      slotsOf({
        schedules: everyDay,
        now,
        service: service(30, 0, maxAdvanceBooking),
        toDate: '2026-06-07',
      }).map((slot) => slot.date);
    expect(datesWith(0)).toEqual(['2026-06-02']);
    expect(datesWith(1)).toEqual(['2026-06-02', '2026-06-03']);
    expect(datesWith(null)).toEqual([
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
      '2026-06-07',
    ]);
  });

  it('keeps past days out even when asked for them', () => {
    const slots = slotsOf({
      schedules: [schedule(1, '09:00', '10:00')],
      now: utc('2026-06-10T00:00:00Z'),
      fromDate: '2026-06-01',
      toDate: '2026-06-30',
    });
    expect(slots.map((slot) => slot.date)).toEqual([
      '2026-06-15',
      '2026-06-15',
      '2026-06-22',
      '2026-06-22',
      '2026-06-29',
      '2026-06-29',
    ]);
  });
});

describe('computeSlots: input validation', () => {
  const monday = schedule(1, '09:00', '10:00');

  it.each([
    ['an unknown zone', { timeZone: 'Europe/Madird' }, /time zone/],
    ['a malformed date', { fromDate: '2026-6-1' }, /local date/],
    ['an impossible date', { toDate: '2026-06-31' }, /local date/],
    ['a zero duration', { service: service(0) }, /duration/],
    ['a fractional duration', { service: service(1.5) }, /duration/],
    ['a negative notice', { service: service(30, -1) }, /minAdvanceBooking/],
    ['a fractional advance', { service: service(30, 0, 1.5) }, /maxAdvanceBooking/],
    ['a weekday 0', { schedules: [schedule(0, '09:00', '10:00')] }, /dayOfWeek/],
    ['a weekday 8', { schedules: [schedule(8, '09:00', '10:00')] }, /dayOfWeek/],
    ['a malformed start', { schedules: [schedule(1, '9:00', '10:00')] }, /wall time/],
    ['a booking without an end', { bookings: [{ startAt: 0, endAt: Number.NaN }] }, /booking/],
    [
      'an infinite disabled range',
      { disabledRanges: [{ startAt: 0, endAt: Number.POSITIVE_INFINITY }] },
      /disabled/,
    ],
    ['a missing now', { now: Number.NaN }, /now/],
  ])('throws a RangeError for %s', (_name, overrides, message) => {
    expect(() => slotsOf({ schedules: [monday], ...overrides })).toThrow(RangeError);
    expect(() => slotsOf({ schedules: [monday], ...overrides })).toThrow(message);
  });
});

describe('slot helpers', () => {
  const morning = schedule(1, '09:00', '10:00', { id: 'morning' });
  const overlapping = schedule(1, '09:00', '10:00', { id: 'overlapping' });
  const tuesday = schedule(2, '09:00', '09:30', { id: 'tuesday' });
  const slots = slotsOf({ schedules: [morning, overlapping, tuesday], toDate: '2026-06-02' });

  it('groups slots by local date in date order', () => {
    const groups = groupSlotsByDate(slots);
    expect(groups.map((group) => [group.date, group.slots.length])).toEqual([
      ['2026-06-01', 4],
      ['2026-06-02', 1],
    ]);
    expect(groupSlotsByDate([])).toEqual([]);
  });

  it('lists the next distinct times up to the limit', () => {
    expect(nextAvailableSlots(slots, 4).map((slot) => `${slot.date} ${slot.startTime}`)).toEqual([
      '2026-06-01 09:00',
      '2026-06-01 09:30',
      '2026-06-02 09:00',
    ]);
    expect(nextAvailableSlots(slots, 1)).toHaveLength(1);
    expect(nextAvailableSlots(slots, 0)).toEqual([]);
    expect(() => nextAvailableSlots(slots, -1)).toThrow(RangeError);
  });

  it('recognises an offered slot by its exact instants and optionally its schedule', () => {
    const startAt = utc('2026-06-01T07:30:00Z');
    const endAt = utc('2026-06-01T08:00:00Z');
    expect(isSlotOffered(slots, startAt, endAt)).toBe(true);
    expect(isSlotOffered(slots, startAt, endAt, 'overlapping')).toBe(true);
    expect(isSlotOffered(slots, startAt, endAt, 'tuesday')).toBe(false);
    expect(isSlotOffered(slots, startAt, endAt + 60_000)).toBe(false);
    expect(isSlotOffered(slots, startAt + 60_000, endAt + 60_000)).toBe(false);
    expect(findOfferedSlot(slots, startAt, endAt, 'morning')).toMatchObject({
      startTime: '09:30',
      scheduleId: 'morning',
    });
  });
});
