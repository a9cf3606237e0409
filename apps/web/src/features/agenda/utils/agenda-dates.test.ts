import { describe, expect, it } from 'vitest';
import { addMonths, endOfMonth, isWithinRange, monthGridDates, shownRange, weekDates } from './agenda-dates';

describe('agenda dates', () => {
  it('starts weeks on Monday', () => {
    // 22 November 2026 is a Sunday: its week began on Monday the 16th.
    expect(weekDates('2026-11-22')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it('draws a month as 42 days from the Monday on or before the 1st', () => {
    const grid = monthGridDates('2026-03-15');
    expect(grid).toHaveLength(42);
    expect(grid[0]).toBe('2026-02-23');
    expect(grid[41]).toBe('2026-04-05');
    expect(shownRange('monthly', '2026-03-15')).toEqual({ from: '2026-02-23', to: '2026-04-05' });
  });

  it('moves by months, clamping to shorter months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-10', -1)).toBe('2025-12-10');
    expect(endOfMonth('2026-02-10')).toBe('2026-02-28');
  });

  it('knows when the shown range is already inside the upcoming one', () => {
    const upcoming = { from: '2026-11-22', to: '2026-11-30' };
    expect(isWithinRange({ from: '2026-11-23', to: '2026-11-29' }, upcoming)).toBe(true);
    expect(isWithinRange(shownRange('daily', '2026-11-22'), upcoming)).toBe(false);
  });
});
