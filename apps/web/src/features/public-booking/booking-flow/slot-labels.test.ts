import { describe, expect, it } from 'vitest';
import { relativeDayLabel, todayInZone } from './slot-labels';

// Tuesday 10 March 2026, 23:30 in Montevideo (UTC-3) is already Wednesday 11 March in UTC.
const NOW = Date.parse('2026-03-11T02:30:00.000Z');
const ZONE = 'America/Montevideo';

describe('next-available labels', () => {
  it("reads today on the clinic's calendar, not UTC's", () => {
    expect(todayInZone(NOW, ZONE)).toBe('2026-03-10');
    expect(todayInZone(NOW, 'UTC')).toBe('2026-03-11');
  });

  const today = todayInZone(NOW, ZONE);

  it("labels today 'Hoy' and tomorrow 'Mañana'", () => {
    expect(relativeDayLabel('2026-03-10', today)).toBe('Hoy');
    expect(relativeDayLabel('2026-03-11', today)).toBe('Mañana');
  });

  it('names the weekday for the rest of the coming week', () => {
    expect(relativeDayLabel('2026-03-12', today)).toBe('Jueves');
    expect(relativeDayLabel('2026-03-15', today)).toBe('Domingo');
    expect(relativeDayLabel('2026-03-16', today)).toBe('Lunes');
  });

  it('gives a short date from a week ahead on', () => {
    expect(relativeDayLabel('2026-03-17', today)).toBe('Mar, 17 mar');
    expect(relativeDayLabel('2026-04-02', today)).toBe('Jue, 2 abr');
  });
});
