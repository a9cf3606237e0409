import { describe, expect, it } from 'vitest';
import {
  fitBookingInSchedules,
  isDateBound,
  isInThePast,
  parseBookingDateTime,
  resolveBookingInstant,
  resolveDateBound,
} from './booking-time';

const utc = (iso: string) => Date.parse(iso);

describe('parseBookingDateTime', () => {
  it('reads instants with Z or an offset, and clinic-local date-times', () => {
    expect(parseBookingDateTime('2026-03-10T09:00:00.000Z')).toEqual({
      kind: 'instant',
      epochMilliseconds: utc('2026-03-10T09:00:00Z'),
    });
    expect(parseBookingDateTime('2026-03-10T10:00+01:00')).toEqual({
      kind: 'instant',
      epochMilliseconds: utc('2026-03-10T09:00:00Z'),
    });
    expect(parseBookingDateTime('2026-03-10T09:30')).toEqual({
      kind: 'local',
      date: '2026-03-10',
      time: '09:30',
    });
  });

  it.each([
    '2026-03-10',
    '2026-02-30T09:00',
    '2026-03-10T24:00',
    '2026-03-10T09:00:30Z',
    '2026-03-10T09:00:00.500Z',
    '2026-03-10T09:00+25:00',
    '9999-12-31T23:00:00.000Z',
    '1899-12-31T09:00',
    'mañana',
    '',
  ])('refuses %j', (value) => {
    expect(parseBookingDateTime(value)).toBeNull();
  });
});

describe('resolveBookingInstant', () => {
  it('reads local times in the space zone, and gives null for a time skipped by DST', () => {
    const local = parseBookingDateTime('2026-03-29T03:30');
    expect(local && resolveBookingInstant(local, 'Europe/Madrid')).toBe(utc('2026-03-29T01:30:00Z'));
    const skipped = parseBookingDateTime('2026-03-29T02:30');
    expect(skipped && resolveBookingInstant(skipped, 'Europe/Madrid')).toBeNull();
  });
});

describe('isInThePast', () => {
  const now = utc('2026-03-10T12:00:00Z'); // 13:00 in Madrid
  it('allows the tolerance today and refuses anything earlier', () => {
    expect(isInThePast(utc('2026-03-10T11:56:00Z'), now, 'Europe/Madrid', 5)).toBe(false);
    expect(isInThePast(utc('2026-03-10T11:54:00Z'), now, 'Europe/Madrid', 5)).toBe(true);
    expect(isInThePast(utc('2026-03-10T11:59:00Z'), now, 'Europe/Madrid')).toBe(true);
    expect(isInThePast(utc('2026-03-10T12:00:00Z'), now, 'Europe/Madrid')).toBe(false);
  });

  it('never reaches back into yesterday of the space, even within the tolerance', () => {
    // 00:02 in Madrid; 23:58 of the previous local day is a past date.
    const justAfterMidnight = utc('2026-03-09T23:02:00Z');
    expect(isInThePast(utc('2026-03-09T22:58:00Z'), justAfterMidnight, 'Europe/Madrid', 5)).toBe(true);
  });
});

describe('fitBookingInSchedules', () => {
  const schedules = [
    { id: 'morning', dayOfWeek: 2, startTime: '09:00', endTime: '13:00', isActive: true },
    { id: 'afternoon', dayOfWeek: 2, startTime: '15:00', endTime: '19:00', isActive: true },
    { id: 'inactive', dayOfWeek: 3, startTime: '09:00', endTime: '13:00', isActive: false },
  ];
  const fit = (startIso: string, endIso: string, timeZone = 'Europe/Madrid') =>
    fitBookingInSchedules({ startAt: utc(startIso), endAt: utc(endIso), timeZone, schedules });

  it('accepts any start inside a range of the local weekday, off the slot grid too', () => {
    // Tuesday 2026-03-10, Madrid UTC+1: 09:10–09:55 local.
    expect(fit('2026-03-10T08:10:00Z', '2026-03-10T08:55:00Z')).toMatchObject({
      kind: 'inside',
      schedule: { id: 'morning' },
    });
    expect(fit('2026-03-10T17:00:00Z', '2026-03-10T18:00:00Z')).toMatchObject({
      schedule: { id: 'afternoon' },
    });
  });

  it('reports the day ranges when the booking spills out, and no ranges on other days', () => {
    expect(fit('2026-03-10T11:30:00Z', '2026-03-10T12:30:00Z')).toMatchObject({
      kind: 'outside',
      rangesOfDay: [{ id: 'morning' }, { id: 'afternoon' }],
    });
    expect(fit('2026-03-11T08:00:00Z', '2026-03-11T09:00:00Z')).toEqual({ kind: 'no-schedule-that-day' });
  });

  it('reads the weekday and wall times in the space zone', () => {
    // 09:00–10:00 in Santiago (UTC-3) is 12:00–13:00Z: inside; the same instants in Madrid are not.
    expect(fit('2026-03-10T12:00:00Z', '2026-03-10T13:00:00Z', 'America/Santiago').kind).toBe('inside');
    expect(fit('2026-03-10T12:00:00Z', '2026-03-10T13:00:00Z', 'Europe/Madrid').kind).toBe('outside');
  });

  it('prefers the given schedule when two ranges contain the booking', () => {
    const overlapping = [
      { id: 'a', dayOfWeek: 2, startTime: '09:00', endTime: '12:00', isActive: true },
      { id: 'b', dayOfWeek: 2, startTime: '10:00', endTime: '13:00', isActive: true },
    ];
    const result = fitBookingInSchedules({
      startAt: utc('2026-03-10T09:30:00Z'),
      endAt: utc('2026-03-10T10:00:00Z'),
      timeZone: 'Europe/Madrid',
      schedules: overlapping,
      preferredScheduleId: 'b',
    });
    expect(result).toMatchObject({ kind: 'inside', schedule: { id: 'b' } });
  });
});

describe('date bounds', () => {
  it('reads days in the space zone and instants as given', () => {
    expect(resolveDateBound('2026-03-10', 'America/Santiago', 'from')).toBe(utc('2026-03-10T03:00:00Z'));
    expect(resolveDateBound('2026-03-10', 'America/Santiago', 'to')).toBe(utc('2026-03-11T03:00:00Z'));
    expect(resolveDateBound('2026-03-10T05:00:00.000Z', 'Europe/Madrid', 'to')).toBe(
      utc('2026-03-10T05:00:00Z') + 1,
    );
    expect(isDateBound('2026-02-30')).toBe(false);
    expect(isDateBound('2026-03-10T05:00:00')).toBe(false);
    // Years outside 1900–2999 are refused, so no zone computation can overflow.
    expect(isDateBound('9999-12-31')).toBe(false);
    expect(isDateBound('1000-01-01T00:00:00Z')).toBe(false);
  });
});
