import { describe, expect, it } from 'vitest';
import { scheduleOf, serviceOf } from './agenda-test-data';
import { dayOccupancy } from './day-occupancy';

describe('dayOccupancy', () => {
  const timeZone = 'Europe/Madrid';
  // 2026-03-09 is a Monday.
  const monday = '2026-03-09';
  const services = [serviceOf({ id: 'consulta', duration: 30 }), serviceOf({ id: 'vacuna', duration: 60 })];

  it('says a day none of the shown hosts works is not a working day', () => {
    const schedules = [scheduleOf({ hostId: 'ana', dayOfWeek: 2, serviceId: 'consulta' })];
    expect(
      dayOccupancy({ date: monday, timeZone, hostIds: ['ana'], schedules, services, bookedCount: 0 }),
    ).toEqual({ isWorkingDay: false, offeredSlots: 0, percent: 0 });
  });

  it("counts the slots the day's schedules offer and the booked share of them", () => {
    // 09:00–13:00 in 30-minute slots: 8.
    const schedules = [
      scheduleOf({
        hostId: 'ana',
        dayOfWeek: 1,
        serviceId: 'consulta',
        startTime: '09:00',
        endTime: '13:00',
      }),
    ];
    expect(
      dayOccupancy({ date: monday, timeZone, hostIds: ['ana'], schedules, services, bookedCount: 2 }),
    ).toEqual({ isWorkingDay: true, offeredSlots: 8, percent: 25 });
  });

  it('adds up several hosts and services, and leaves out hosts not shown', () => {
    const schedules = [
      scheduleOf({
        hostId: 'ana',
        dayOfWeek: 1,
        serviceId: 'consulta',
        startTime: '09:00',
        endTime: '10:00',
      }),
      scheduleOf({ hostId: 'luis', dayOfWeek: 1, serviceId: 'vacuna', startTime: '09:00', endTime: '11:00' }),
      scheduleOf({
        hostId: 'eva',
        dayOfWeek: 1,
        serviceId: 'consulta',
        startTime: '09:00',
        endTime: '18:00',
      }),
    ];
    // Ana: 2 slots of 30 min; Luis: 2 slots of 60 min; Eva is not shown.
    expect(
      dayOccupancy({ date: monday, timeZone, hostIds: ['ana', 'luis'], schedules, services, bookedCount: 3 }),
    ).toEqual({ isWorkingDay: true, offeredSlots: 4, percent: 75 });
  });

  it('ignores ranges of a service it does not know, and caps the share at 100 %', () => {
    const schedules = [
      scheduleOf({
        hostId: 'ana',
        dayOfWeek: 1,
        serviceId: 'consulta',
        startTime: '09:00',
        endTime: '10:00',
      }),
      scheduleOf({ hostId: 'ana', dayOfWeek: 1, serviceId: 'borrado', startTime: '10:00', endTime: '18:00' }),
    ];
    expect(
      dayOccupancy({ date: monday, timeZone, hostIds: ['ana'], schedules, services, bookedCount: 5 }),
    ).toEqual({ isWorkingDay: true, offeredSlots: 2, percent: 100 });
  });

  it('follows extra openings and changed hours of the date (decision 047)', () => {
    const schedules = [
      scheduleOf({
        hostId: 'ana',
        dayOfWeek: 1,
        serviceId: 'consulta',
        startTime: '09:00',
        endTime: '13:00',
      }),
    ];
    const override = (values: {
      kind: 'ADD' | 'REPLACE';
      date: string;
      startTime: string;
      endTime: string;
    }) => ({
      id: `${values.kind}-${values.date}`,
      hostId: null,
      host: null,
      note: null,
      label: '',
      ...values,
    });
    // A Saturday campaign 10:00–12:00 makes a day off a working day with 4 slots.
    const saturday = '2026-03-14';
    const campaign = [override({ kind: 'ADD', date: saturday, startTime: '10:00', endTime: '12:00' })];
    expect(
      dayOccupancy({
        date: saturday,
        timeZone,
        hostIds: ['ana'],
        schedules,
        services,
        bookedCount: 1,
        overrides: campaign,
      }),
    ).toEqual({ isWorkingDay: true, offeredSlots: 4, percent: 25 });
    // Monday's 09:00–13:00 replaced by 09:00–10:00: 2 slots.
    const shorter = [override({ kind: 'REPLACE', date: monday, startTime: '09:00', endTime: '10:00' })];
    expect(
      dayOccupancy({
        date: monday,
        timeZone,
        hostIds: ['ana'],
        schedules,
        services,
        bookedCount: 0,
        overrides: shorter,
      }),
    ).toEqual({ isWorkingDay: true, offeredSlots: 2, percent: 0 });
  });
});
