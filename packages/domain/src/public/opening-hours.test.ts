import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWallTime, parseWallTime } from '../time/zoned-time';
import { computeOpeningHours, splitOpeningHours, type WeeklyRange, weekdayLabel } from './opening-hours';

// Minutes of a day in [start, end) covered by some range.
function coveredMinutes(ranges: readonly { startTime: string; endTime: string }[]): Set<number> {
  const minutes = new Set<number>();
  for (const range of ranges) {
    for (let minute = parseWallTime(range.startTime); minute < parseWallTime(range.endTime); minute++) {
      minutes.add(minute);
    }
  }
  return minutes;
}

// Quarter-hour ranges so that touching, overlapping and separate ranges all come up often.
const weeklyRange = fc
  .record({
    dayOfWeek: fc.integer({ min: 1, max: 7 }),
    start: fc.integer({ min: 0, max: 95 }),
    length: fc.integer({ min: 1, max: 24 }),
  })
  .map(
    ({ dayOfWeek, start, length }): WeeklyRange => ({
      dayOfWeek,
      startTime: formatWallTime(start * 15),
      endTime: formatWallTime(Math.min((start + length) * 15, 23 * 60 + 59)),
    }),
  );

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

  it('keeps the midday closing as a gap instead of stretching the day into one range', () => {
    const [monday] = computeOpeningHours([
      { dayOfWeek: 1, startTime: '09:00', endTime: '13:30' },
      { dayOfWeek: 1, startTime: '16:00', endTime: '20:00' },
      { dayOfWeek: 1, startTime: '10:00', endTime: '12:00' },
    ]);
    expect(monday?.ranges).toEqual([
      { startTime: '09:00', endTime: '13:30' },
      { startTime: '16:00', endTime: '20:00' },
    ]);
  });

  it('lists exactly the minutes some schedule covers, as separate sorted ranges (property)', () => {
    fc.assert(
      fc.property(fc.array(weeklyRange, { maxLength: 12 }), (schedules) => {
        for (const day of computeOpeningHours(schedules)) {
          const ofDay = schedules.filter((range) => range.dayOfWeek === day.dayOfWeek);
          // Every listed minute is in some schedule range and every schedule minute is listed.
          expect([...coveredMinutes(day.ranges)].sort()).toEqual([...coveredMinutes(ofDay)].sort());
          // Listed ranges are sorted with a real gap between them (a closing is never hidden).
          for (let index = 1; index < day.ranges.length; index++) {
            const previous = day.ranges[index - 1];
            const current = day.ranges[index];
            if (previous === undefined || current === undefined) throw new Error('unreachable');
            expect(parseWallTime(current.startTime)).toBeGreaterThan(parseWallTime(previous.endTime));
          }
        }
      }),
    );
  });

  it('is closed every day without schedules', () => {
    expect(computeOpeningHours([]).map((day) => day.ranges)).toEqual([[], [], [], [], [], [], []]);
  });

  it('names weekdays 1..7 and refuses anything else', () => {
    expect([1, 3, 6].map(weekdayLabel)).toEqual(['Lunes', 'Miércoles', 'Sábado']);
    expect(() => weekdayLabel(0)).toThrow(RangeError);
  });
});

describe('splitOpeningHours', () => {
  const week = (category: string | null, startTime: string, endTime: string) =>
    [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, startTime, endTime, category }));

  it('keeps the emergencies apart from the consultations', () => {
    const { openingHours, emergencyHours } = splitOpeningHours([
      ...week('consulta', '09:00', '14:00'),
      ...week('emergencia', '00:00', '24:00'),
    ]);
    expect(openingHours[0]?.ranges).toEqual([{ startTime: '09:00', endTime: '14:00' }]);
    expect(emergencyHours[0]?.ranges).toEqual([{ startTime: '00:00', endTime: '24:00' }]);
  });

  it('uses the emergencies as the hours of a clinic that offers nothing else, and shows none apart', () => {
    const { openingHours, emergencyHours } = splitOpeningHours(week('emergencia', '00:00', '24:00'));
    expect(openingHours[6]?.ranges).toEqual([{ startTime: '00:00', endTime: '24:00' }]);
    expect(emergencyHours).toEqual([]);
  });
});
