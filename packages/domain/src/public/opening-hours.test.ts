import { describe, expect, it } from 'vitest';
import { computeOpeningHours, weekdayLabel } from './opening-hours';

describe('computeOpeningHours', () => {
  it('merges overlapping and touching ranges per weekday and marks the rest closed', () => {
    const week = computeOpeningHours([
      { dayOfWeek: 1, startTime: '12:00', endTime: '14:00' },
      { dayOfWeek: 1, startTime: '09:00', endTime: '13:00' },
      { dayOfWeek: 1, startTime: '14:00', endTime: '15:00' },
      { dayOfWeek: 1, startTime: '16:00', endTime: '18:00' },
      { dayOfWeek: 7, startTime: '10:00', endTime: '11:00' },
      { dayOfWeek: 7, startTime: '10:15', endTime: '10:45' },
    ]);
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({
      dayOfWeek: 1,
      dayName: 'Lunes',
      ranges: [
        { startTime: '09:00', endTime: '15:00' },
        { startTime: '16:00', endTime: '18:00' },
      ],
    });
    expect(week.slice(1, 6).every((day) => day.ranges.length === 0)).toBe(true);
    expect(week[6]).toEqual({
      dayOfWeek: 7,
      dayName: 'Domingo',
      ranges: [{ startTime: '10:00', endTime: '11:00' }],
    });
  });

  it('is closed every day without schedules', () => {
    expect(computeOpeningHours([]).map((day) => day.ranges)).toEqual([[], [], [], [], [], [], []]);
  });

  it('names weekdays 1..7 and refuses anything else', () => {
    expect([1, 3, 6].map(weekdayLabel)).toEqual(['Lunes', 'Miércoles', 'Sábado']);
    expect(() => weekdayLabel(0)).toThrow(RangeError);
  });
});
