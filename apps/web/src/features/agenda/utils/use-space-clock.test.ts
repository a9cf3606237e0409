import { describe, expect, it } from 'vitest';
import { readSpaceClock } from './use-space-clock';

describe('readSpaceClock', () => {
  it("reads today and the minute of the day on the space's clock, not the browser's", () => {
    const instant = Date.parse('2026-03-09T23:30:00.000Z');
    expect(readSpaceClock(instant, 'Europe/Madrid')).toEqual({
      now: instant,
      today: '2026-03-10',
      minutesOfDay: 30,
    });
    expect(readSpaceClock(instant, 'America/Bogota')).toEqual({
      now: instant,
      today: '2026-03-09',
      minutesOfDay: 18 * 60 + 30,
    });
  });
});
