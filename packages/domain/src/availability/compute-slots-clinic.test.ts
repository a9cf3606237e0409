import { describe, expect, it } from 'vitest';
import {
  type ComputeSlotsInput,
  computeSlots,
  type Slot,
  type SlotDateOverride,
  type SlotSchedule,
  type SlotService,
} from './compute-slots';

// What real clinics need — 24-hour ranges, slots across midnight, slot steps, buffers,
// changed hours per date and daily caps. 2026-06-01 is a Monday; Madrid is on UTC+2 in June.

const utc = (iso: string) => Date.parse(iso);
const times = (slots: readonly Slot[]) => slots.map((slot) => `${slot.startTime}-${slot.endTime}`);
const schedule = (dayOfWeek: number, startTime: string, endTime: string): SlotSchedule => ({
  id: `schedule-${dayOfWeek}-${startTime}`,
  dayOfWeek,
  startTime,
  endTime,
  isActive: true,
});

function slotsOf(
  overrides: Partial<Omit<ComputeSlotsInput, 'service'>> & {
    schedules: SlotSchedule[];
    service?: Partial<SlotService>;
  },
): Slot[] {
  const { service, ...rest } = overrides;
  return computeSlots({
    timeZone: 'Europe/Madrid',
    bookings: [],
    disabledRanges: [],
    now: utc('2026-01-01T00:00:00Z'),
    fromDate: '2026-06-01',
    toDate: '2026-06-01',
    ...rest,
    service: { id: 'service-1', duration: 30, minAdvanceBooking: 0, maxAdvanceBooking: null, ...service },
  });
}

describe('computeSlots: 24-hour and night clinics', () => {
  it('a range may end at 24:00 and keeps its last slot', () => {
    const slots = slotsOf({ schedules: [schedule(1, '22:00', '24:00')], service: { duration: 60 } });
    expect(times(slots)).toEqual(['22:00-23:00', '23:00-00:00']);
    expect(slots[1]?.endAt).toBe(utc('2026-06-01T22:00:00Z'));
  });

  it('a slot crosses local midnight into the next day opening at 00:00', () => {
    const night = [schedule(1, '20:30', '24:00'), schedule(2, '00:00', '08:00')];
    const slots = slotsOf({ schedules: night, service: { duration: 60 } });
    expect(times(slots)).toEqual(['20:30-21:30', '21:30-22:30', '22:30-23:30', '23:30-00:30']);
    expect(slots[3]).toMatchObject({ date: '2026-06-01', dayOfWeek: 1, endAt: utc('2026-06-01T22:30:00Z') });
  });

  it('without a range opening at 00:00 the next day, nothing crosses midnight', () => {
    const slots = slotsOf({
      schedules: [schedule(1, '20:30', '24:00'), schedule(2, '00:30', '08:00')],
      service: { duration: 60 },
    });
    expect(times(slots)).toEqual(['20:30-21:30', '21:30-22:30', '22:30-23:30']);
  });
});

describe('computeSlots: slot step', () => {
  it('offers a 45-minute consult every 15 minutes', () => {
    const slots = slotsOf({
      schedules: [schedule(1, '09:00', '10:30')],
      service: { duration: 45, slotStep: 15 },
    });
    expect(times(slots)).toEqual(['09:00-09:45', '09:15-10:00', '09:30-10:15', '09:45-10:30']);
  });

  it('defaults to the duration', () => {
    const slots = slotsOf({
      schedules: [schedule(1, '09:00', '10:30')],
      service: { duration: 45, slotStep: null },
    });
    expect(times(slots)).toEqual(['09:00-09:45', '09:45-10:30']);
  });

  it('refuses a step that is not a positive whole number of minutes', () => {
    expect(() => slotsOf({ schedules: [], service: { slotStep: 0 } })).toThrow(RangeError);
    expect(() => slotsOf({ schedules: [], service: { bufferAfter: -5 } })).toThrow(RangeError);
  });
});

describe('computeSlots: buffers', () => {
  const booking = { startAt: utc('2026-06-01T08:00:00Z'), endAt: utc('2026-06-01T08:30:00Z') }; // 10:00-10:30

  it('a slot needs room for its buffers next to busy time; the slot itself stays the appointment', () => {
    const slots = slotsOf({
      schedules: [schedule(1, '09:00', '12:00')],
      bookings: [booking],
      service: { duration: 30, bufferBefore: 15, bufferAfter: 15 },
    });
    // 09:30-10:00 would need 10:00-10:15 for cleaning; 10:30-11:00 would need 10:15-10:30 to prepare.
    expect(times(slots)).toEqual(['09:00-09:30', '11:00-11:30', '11:30-12:00']);
    expect(slots[0]?.endAt).toBe(utc('2026-06-01T07:30:00Z'));
  });

  it('buffers may fall outside opening hours but not on a disabled range', () => {
    const disabled = { startAt: utc('2026-06-01T06:50:00Z'), endAt: utc('2026-06-01T07:00:00Z') }; // 08:50-09:00
    const open = slotsOf({ schedules: [schedule(1, '09:00', '10:00')], service: { bufferBefore: 15 } });
    expect(times(open)).toEqual(['09:00-09:30', '09:30-10:00']);
    const blocked = slotsOf({
      schedules: [schedule(1, '09:00', '10:00')],
      disabledRanges: [disabled],
      service: { bufferBefore: 15 },
    });
    expect(times(blocked)).toEqual(['09:30-10:00']);
  });
});

describe('computeSlots: changed hours per date', () => {
  const override = (
    kind: 'ADD' | 'REPLACE',
    startTime: string,
    endTime: string,
    isHostLevel = false,
  ): SlotDateOverride => ({
    id: `override-${kind}-${startTime}-${isHostLevel}`,
    date: '2026-06-01',
    kind,
    isHostLevel,
    startTime,
    endTime,
  });
  const week = [schedule(1, '09:00', '11:00')];

  it("ADD opens hours besides the week's", () => {
    const slots = slotsOf({
      schedules: week,
      dateOverrides: [override('ADD', '16:00', '17:00')],
      service: { duration: 60 },
    });
    expect(times(slots)).toEqual(['09:00-10:00', '10:00-11:00', '16:00-17:00']);
    expect(slots[2]).toMatchObject({ scheduleId: 'override-ADD-16:00-false', isFromOverride: true });
  });

  it('REPLACE stands instead of the week hours; the host own REPLACE wins over the space one', () => {
    const space = override('REPLACE', '12:00', '13:00');
    const host = override('REPLACE', '07:00', '08:00', true);
    expect(times(slotsOf({ schedules: week, dateOverrides: [space], service: { duration: 60 } }))).toEqual([
      '12:00-13:00',
    ]);
    expect(
      times(slotsOf({ schedules: week, dateOverrides: [space, host], service: { duration: 60 } })),
    ).toEqual(['07:00-08:00']);
  });

  it('opens a day with no weekly hours (a Saturday campaign) and leaves other dates alone', () => {
    const saturday = { ...override('ADD', '10:00', '12:00'), date: '2026-06-06' };
    const slots = slotsOf({
      schedules: week,
      dateOverrides: [saturday],
      toDate: '2026-06-07',
      service: { duration: 60 },
    });
    expect(slots.map((slot) => `${slot.date} ${slot.startTime}`)).toEqual([
      '2026-06-01 09:00',
      '2026-06-01 10:00',
      '2026-06-06 10:00',
      '2026-06-06 11:00',
    ]);
  });
});

describe('computeSlots: daily caps', () => {
  it('stops offering a date once any cap is reached', () => {
    const week = [schedule(1, '09:00', '11:00'), schedule(2, '09:00', '11:00')];
    const slots = slotsOf({
      schedules: week,
      toDate: '2026-06-02',
      service: { duration: 60 },
      dailyCaps: [
        { limit: 2, counts: new Map([['2026-06-01', 2]]) },
        { limit: 5, counts: new Map([['2026-06-02', 4]]) },
      ],
    });
    expect(slots.map((slot) => `${slot.date} ${slot.startTime}`)).toEqual([
      '2026-06-02 09:00',
      '2026-06-02 10:00',
    ]);
  });

  it('refuses a cap below one', () => {
    expect(() => slotsOf({ schedules: [], dailyCaps: [{ limit: 0, counts: new Map() }] })).toThrow(
      RangeError,
    );
  });
});
