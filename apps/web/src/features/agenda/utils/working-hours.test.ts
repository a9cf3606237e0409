import { describe, expect, it } from 'vitest';
import { scheduleOf } from './agenda-test-data';
import { firstBookableMinute, gridHours, openingMinute, schedulesOfWeekday } from './working-hours';

describe('working hours', () => {
  const schedules = [
    scheduleOf({ hostId: 'ana', dayOfWeek: 1, startTime: '09:00', endTime: '13:00' }),
    scheduleOf({ hostId: 'ana', dayOfWeek: 1, startTime: '16:00', endTime: '19:15' }),
    scheduleOf({ hostId: 'luis', dayOfWeek: 1, startTime: '07:45', endTime: '10:00' }),
    scheduleOf({ hostId: 'ana', dayOfWeek: 2, startTime: '09:00', endTime: '13:00' }),
    scheduleOf({ hostId: 'ana', dayOfWeek: 1, startTime: '20:00', endTime: '22:00', isActive: false }),
  ];

  it('keeps the active ranges of the shown hosts on that weekday', () => {
    expect(schedulesOfWeekday(schedules, ['ana'], 1).map((schedule) => schedule.startTime)).toEqual([
      '09:00',
      '16:00',
    ]);
    expect(schedulesOfWeekday(schedules, ['ana', 'luis'], 1)).toHaveLength(3);
    expect(schedulesOfWeekday(schedules, ['luis'], 2)).toEqual([]);
  });

  it('draws from the first to the last working minute, padded by a slot and snapped to 30 minutes', () => {
    const monday = schedulesOfWeekday(schedules, ['ana', 'luis'], 1);
    // 07:45 − 30 min = 07:15 → 07:00; 19:15 + 30 min = 19:45 → 20:00.
    expect(gridHours(monday, [])).toEqual({ startMinutes: 7 * 60, endMinutes: 20 * 60 });
  });

  it('widens to show every booking, and falls back to 08:00–20:00 without schedules', () => {
    expect(gridHours([], [])).toEqual({ startMinutes: 8 * 60, endMinutes: 20 * 60 });
    expect(gridHours([], [{ startMinutes: 6 * 60 + 10, endMinutes: 21 * 60 + 5 }])).toEqual({
      startMinutes: 6 * 60,
      endMinutes: 21 * 60 + 30,
    });
  });

  it('never draws outside the day', () => {
    const lateShift = [scheduleOf({ hostId: 'ana', dayOfWeek: 1, startTime: '00:00', endTime: '23:50' })];
    expect(gridHours(lateShift, [])).toEqual({ startMinutes: 0, endMinutes: 24 * 60 });
  });

  it('lets a new appointment start from now minus 5 minutes today, never on a past day, anytime later', () => {
    const clock = { today: '2026-03-10', minutesOfDay: 10 * 60 };
    expect(firstBookableMinute('2026-03-10', clock)).toBe(10 * 60 - 5);
    expect(firstBookableMinute('2026-03-09', clock)).toBe(Number.POSITIVE_INFINITY);
    expect(firstBookableMinute('2026-03-11', clock)).toBe(0);
  });
});

describe('openingMinute', () => {
  const day = { startMinutes: 7 * 60 + 30, endMinutes: 20 * 60 + 30 };
  const allDay = { startMinutes: 0, endMinutes: 24 * 60 };

  it('opens a grid of usual hours at its top, whatever the bookings', () => {
    expect(openingMinute(day, { bookingStarts: [600], nowMinutes: 900 })).toBe(day.startMinutes);
  });

  it("opens a 24-hour clinic's grid at 08:00, not 00:00", () => {
    expect(openingMinute(allDay, { bookingStarts: [], nowMinutes: null })).toBe(8 * 60);
    expect(openingMinute(allDay, { bookingStarts: [14 * 60], nowMinutes: null })).toBe(8 * 60);
  });

  it('opens earlier at the hour of an early booking, or an hour before now on the week of today', () => {
    expect(openingMinute(allDay, { bookingStarts: [6 * 60 + 45], nowMinutes: null })).toBe(6 * 60);
    expect(openingMinute(allDay, { bookingStarts: [], nowMinutes: 3 * 60 + 20 })).toBe(2 * 60);
    expect(openingMinute(allDay, { bookingStarts: [], nowMinutes: 30 })).toBe(0);
  });
});
