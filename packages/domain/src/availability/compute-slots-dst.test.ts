import { describe, expect, it } from 'vitest';
import { type ComputeSlotsInput, computeSlots, type Slot, type SlotSchedule } from './compute-slots';
import { slotStartLabel } from './slot-label';

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

  it('Madrid spring forward (2026-03-29): slots last their real duration, none is lost', () => {
    const slots = on('Europe/Madrid', '2026-03-29', night(7, '01:00', '04:00'));
    // 01:00-04:00 on that night is two real hours: four half-hour slots, one of them across the jump.
    expect(times(slots)).toEqual(['01:00-01:30', '01:30-03:00', '03:00-03:30', '03:30-04:00']);
    expect(instants(slots)).toEqual([
      '2026-03-29T00:00Z 2026-03-29T00:30Z',
      '2026-03-29T00:30Z 2026-03-29T01:00Z',
      '2026-03-29T01:00Z 2026-03-29T01:30Z',
      '2026-03-29T01:30Z 2026-03-29T02:00Z',
    ]);
    expect(times(on('Europe/Madrid', '2026-03-29', night(7, '01:00', '04:00'), 60))).toEqual([
      '01:00-03:00',
      '03:00-04:00',
    ]);
  });

  it('Madrid fall back (2026-10-25): the repeated hour is offered twice, labelled apart', () => {
    const slots = on('Europe/Madrid', '2026-10-25', night(7, '01:00', '04:00'));
    expect(slots.map(slotStartLabel)).toEqual([
      '01:00',
      '01:30',
      '02:00 (antes del cambio de hora)',
      '02:30 (antes del cambio de hora)',
      '02:00 (después del cambio de hora)',
      '02:30 (después del cambio de hora)',
      '03:00',
      '03:30',
    ]);
    expect(instants(slots)).toEqual([
      '2026-10-24T23:00Z 2026-10-24T23:30Z',
      '2026-10-24T23:30Z 2026-10-25T00:00Z',
      '2026-10-25T00:00Z 2026-10-25T00:30Z',
      '2026-10-25T00:30Z 2026-10-25T01:00Z',
      '2026-10-25T01:00Z 2026-10-25T01:30Z',
      '2026-10-25T01:30Z 2026-10-25T02:00Z',
      '2026-10-25T02:00Z 2026-10-25T02:30Z',
      '2026-10-25T02:30Z 2026-10-25T03:00Z',
    ]);
  });

  it('a 24-hour clinic offers 23 hourly slots on the spring-forward day and 25 on the fall-back day', () => {
    const allWeek = [1, 2, 3, 4, 5, 6, 7].map((day) => schedule(day, '00:00', '24:00'));
    const spring = on('Europe/London', '2026-03-29', allWeek, 60);
    expect(spring).toHaveLength(23);
    expect(spring.map((slot) => slot.endAt - slot.startAt).every((length) => length === 3_600_000)).toBe(
      true,
    );
    expect(times(spring).slice(0, 3)).toEqual(['00:00-02:00', '02:00-03:00', '03:00-04:00']);
    const autumn = on('Europe/London', '2026-10-25', allWeek, 60);
    expect(autumn).toHaveLength(25);
    expect(autumn.slice(0, 4).map(slotStartLabel)).toEqual([
      '00:00',
      '01:00 (antes del cambio de hora)',
      '01:00 (después del cambio de hora)',
      '02:00',
    ]);
    expect(autumn[autumn.length - 1]?.startTime).toBe('23:00');
    expect(autumn[autumn.length - 1]?.endTime).toBe('00:00');
  });

  it('New York spring forward (2026-03-08) and fall back (2026-11-01)', () => {
    expect(instants(on('America/New_York', '2026-03-08', night(7, '01:00', '04:00')))).toEqual([
      '2026-03-08T06:00Z 2026-03-08T06:30Z',
      '2026-03-08T06:30Z 2026-03-08T07:00Z',
      '2026-03-08T07:00Z 2026-03-08T07:30Z',
      '2026-03-08T07:30Z 2026-03-08T08:00Z',
    ]);
    const autumn = on('America/New_York', '2026-11-01', night(7, '00:00', '03:00'), 60);
    expect(instants(autumn)).toEqual([
      '2026-11-01T04:00Z 2026-11-01T05:00Z',
      '2026-11-01T05:00Z 2026-11-01T06:00Z',
      '2026-11-01T06:00Z 2026-11-01T07:00Z',
      '2026-11-01T07:00Z 2026-11-01T08:00Z',
    ]);
    expect(autumn.map(slotStartLabel)).toEqual([
      '00:00',
      '01:00 (antes del cambio de hora)',
      '01:00 (después del cambio de hora)',
      '02:00',
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
