import { describe, expect, it } from 'vitest';
import { isOpenAt, openMinuteRanges } from './directory-search';

// A 24-hour clinic's ranges end at '24:00' (decision 046): the week's open minutes must take them, and
// the last minute of the night must count as open.
describe('openMinuteRanges', () => {
  const nightAndDay = [
    { dayOfWeek: 1, dayName: 'Lunes', ranges: [{ startTime: '00:00', endTime: '24:00' }] },
    { dayOfWeek: 2, dayName: 'Martes', ranges: [{ startTime: '09:00', endTime: '13:00' }] },
  ];

  it('reads a range to 24:00 as the whole day', () => {
    expect(openMinuteRanges(nightAndDay)).toEqual([
      [0, 1440],
      [1440 + 540, 1440 + 780],
    ]);
  });

  it('is open at 23:59 on a day that runs to 24:00, and closed at 13:00 on a day that ends then', () => {
    // Monday 2026-11-23 23:59 and Tuesday 2026-11-24 13:00 in UTC.
    expect(isOpenAt(nightAndDay, 'UTC', Date.parse('2026-11-23T23:59:00Z'))).toBe(true);
    expect(isOpenAt(nightAndDay, 'UTC', Date.parse('2026-11-24T13:00:00Z'))).toBe(false);
  });
});
