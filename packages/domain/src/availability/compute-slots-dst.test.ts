import { describe, expect, it } from 'vitest';
import { type ComputeSlotsInput, computeSlots, type Slot, type SlotSchedule } from './compute-slots';

const utc = (iso: string) => Date.parse(iso);
const isoOf = (instant: number) => new Date(instant).toISOString().replace(':00.000Z', 'Z');
const times = (slots: readonly Slot[]) => slots.map((slot) => `${slot.startTime}-${slot.endTime}`);
const instants = (slots: readonly Slot[]) =>
  slots.map((slot) => `${isoOf(slot.startAt)} ${isoOf(slot.endAt)}`);

const schedule = (dayOfWeek: number, startTime: string, endTime: string): SlotSchedule => ({
  id: `schedule-${dayOfWeek}-${startTime}`,
  dayOfWeek,
  startTime,
  endTime,
  isActive: true,
});
const service = (duration: number) => ({
  id: 'service-1',
  duration,
  minAdvanceBooking: 0,
  maxAdvanceBooking: null,
});

function slotsOf(overrides: Partial<ComputeSlotsInput> & Pick<ComputeSlotsInput, 'schedules'>): Slot[] {
  return computeSlots({
    timeZone: 'Europe/Madrid',
    service: service(30),
    bookings: [],
    disabledRanges: [],
    now: utc('2026-01-01T00:00:00Z'),
    fromDate: '2026-06-01',
    toDate: '2026-06-01',
    ...overrides,
  });
}

describe('computeSlots: daylight-saving days', () => {
  const night = (dayOfWeek: number, startTime: string, endTime: string) => [
    schedule(dayOfWeek, startTime, endTime),
  ];
  const on = (timeZone: string, date: string, schedules: SlotSchedule[], duration = 30) =>
    slotsOf({ timeZone, schedules, fromDate: date, toDate: date, service: service(duration) });

  it('Madrid spring forward (2026-03-29): no slot starts or ends in 02:00-02:59', () => {
    const slots = on('Europe/Madrid', '2026-03-29', night(7, '01:00', '04:00'));
    expect(times(slots)).toEqual(['01:00-01:30', '03:00-03:30', '03:30-04:00']);
    expect(instants(slots)).toEqual([
      '2026-03-29T00:00Z 2026-03-29T00:30Z',
      '2026-03-29T01:00Z 2026-03-29T01:30Z',
      '2026-03-29T01:30Z 2026-03-29T02:00Z',
    ]);
    expect(times(on('Europe/Madrid', '2026-03-29', night(7, '01:00', '04:00'), 60))).toEqual(['03:00-04:00']);
  });

  it('Madrid fall back (2026-10-25): the repeated hour is offered once, at its first occurrence', () => {
    const slots = on('Europe/Madrid', '2026-10-25', night(7, '01:00', '04:00'));
    expect(times(slots)).toEqual([
      '01:00-01:30',
      '01:30-02:00',
      '02:00-02:30',
      '02:30-03:00',
      '03:00-03:30',
      '03:30-04:00',
    ]);
    expect(instants(slots)).toEqual([
      '2026-10-24T23:00Z 2026-10-24T23:30Z',
      '2026-10-24T23:30Z 2026-10-25T00:00Z',
      '2026-10-25T00:00Z 2026-10-25T00:30Z',
      // Wall-clock semantics: 02:30 (first, CEST) to 03:00 (CET) lasts 90 real minutes.
      '2026-10-25T00:30Z 2026-10-25T02:00Z',
      '2026-10-25T02:00Z 2026-10-25T02:30Z',
      '2026-10-25T02:30Z 2026-10-25T03:00Z',
    ]);
  });

  it('New York spring forward (2026-03-08) and fall back (2026-11-01)', () => {
    expect(instants(on('America/New_York', '2026-03-08', night(7, '01:00', '04:00')))).toEqual([
      '2026-03-08T06:00Z 2026-03-08T06:30Z',
      '2026-03-08T07:00Z 2026-03-08T07:30Z',
      '2026-03-08T07:30Z 2026-03-08T08:00Z',
    ]);
    expect(instants(on('America/New_York', '2026-11-01', night(7, '00:00', '03:00'), 60))).toEqual([
      '2026-11-01T04:00Z 2026-11-01T05:00Z',
      '2026-11-01T05:00Z 2026-11-01T07:00Z',
      '2026-11-01T07:00Z 2026-11-01T08:00Z',
    ]);
  });

  it('Santiago changes at midnight: Sunday 00:00-00:59 is skipped in September', () => {
    const september = on('America/Santiago', '2026-09-06', night(7, '00:00', '02:00'));
    expect(times(september)).toEqual(['01:00-01:30', '01:30-02:00']);
    expect(september[0]?.startAt).toBe(utc('2026-09-06T04:00:00Z'));
  });

  it('Santiago repeats Saturday 23:00-23:59 in April and Sunday starts after it', () => {
    const saturday = on('America/Santiago', '2026-04-04', night(6, '22:00', '23:30'));
    expect(instants(saturday)).toEqual([
      '2026-04-05T01:00Z 2026-04-05T01:30Z',
      '2026-04-05T01:30Z 2026-04-05T02:00Z',
      '2026-04-05T02:00Z 2026-04-05T02:30Z',
    ]);
    const sunday = on('America/Santiago', '2026-04-05', night(7, '00:00', '01:00'));
    expect(instants(sunday)).toEqual([
      '2026-04-05T04:00Z 2026-04-05T04:30Z',
      '2026-04-05T04:30Z 2026-04-05T05:00Z',
    ]);
  });

  it('Mexico City keeps UTC-6 on its former DST dates', () => {
    for (const [date, dayOfWeek] of [
      ['2026-04-05', 7],
      ['2026-10-25', 7],
      ['2026-07-01', 3],
    ] as const) {
      const slots = on('America/Mexico_City', date, night(dayOfWeek, '01:00', '03:00'), 60);
      expect(instants(slots)).toEqual([`${date}T07:00Z ${date}T08:00Z`, `${date}T08:00Z ${date}T09:00Z`]);
    }
  });

  it('Montevideo keeps UTC-3 all year', () => {
    for (const [date, dayOfWeek] of [
      ['2026-03-08', 7],
      ['2026-10-04', 7],
      ['2026-07-01', 3],
    ] as const) {
      expect(instants(on('America/Montevideo', date, night(dayOfWeek, '02:00', '03:00'), 60))).toEqual([
        `${date}T05:00Z ${date}T06:00Z`,
      ]);
    }
  });

  it('a month across the March change in Madrid keeps local times and shifts instants', () => {
    const weekdays = [1, 2, 3, 4, 5].map((day) => schedule(day, '09:00', '17:00'));
    const slots = slotsOf({ schedules: weekdays, fromDate: '2026-03-01', toDate: '2026-03-31' });
    expect(slots).toHaveLength(22 * 16);
    expect(new Set(slots.map((slot) => slot.startTime)).size).toBe(16);
    const firstOf = (date: string) => slots.find((slot) => slot.date === date)?.startAt;
    expect(firstOf('2026-03-27')).toBe(utc('2026-03-27T08:00:00Z'));
    expect(firstOf('2026-03-30')).toBe(utc('2026-03-30T07:00:00Z'));
  });
});
