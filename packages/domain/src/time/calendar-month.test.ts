import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addMonthsToDate,
  lastDayOfMonth,
  MONTH_GRID_DAYS,
  monthGridDates,
  monthOf,
  monthRange,
  startOfWeek,
} from './calendar-month';
import { addDays, epochDayToLocalDate, weekdayOf } from './zoned-time';

describe('calendar months', () => {
  it('moves across year ends both ways', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -15)).toBe('2024-12');
    expect(addMonths('2026-03', 0)).toBe('2026-03');
  });

  it('clamps a day to the end of a shorter month', () => {
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDate('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsToDate('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonthsToDate('2026-05-15', 2)).toBe('2026-07-15');
  });

  it('knows the first and last day of a month, leap years included', () => {
    expect(monthRange('2026-02')).toEqual({ fromDate: '2026-02-01', toDate: '2026-02-28' });
    expect(monthRange('2024-02')).toEqual({ fromDate: '2024-02-01', toDate: '2024-02-29' });
    expect(lastDayOfMonth('1900-02')).toBe('1900-02-28');
    expect(lastDayOfMonth('2000-02')).toBe('2000-02-29');
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
  });

  it('starts a week on Monday', () => {
    expect(startOfWeek('2026-11-24')).toBe('2026-11-23'); // a Tuesday
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23'); // a Sunday
  });

  it('draws March 2026 (starting on a Sunday) from Monday 23 February', () => {
    const grid = monthGridDates('2026-03');
    expect(grid).toHaveLength(MONTH_GRID_DAYS);
    expect(grid[0]).toBe('2026-02-23');
    expect(grid[6]).toBe('2026-03-01');
    expect(grid[41]).toBe('2026-04-05');
  });

  it('draws every month as 42 consecutive days from a Monday that cover the whole month', () => {
    const anyMonth = fc
      .integer({ min: -20_000, max: 60_000 })
      .map((epochDay) => monthOf(epochDayToLocalDate(epochDay)));
    fc.assert(
      fc.property(anyMonth, (month) => {
        const grid = monthGridDates(month);
        const { fromDate, toDate } = monthRange(month);
        expect(grid).toHaveLength(MONTH_GRID_DAYS);
        expect(weekdayOf(grid[0] ?? '')).toBe(1);
        expect(grid).toEqual(grid.map((_, index) => addDays(grid[0] ?? '', index)));
        expect(grid).toContain(fromDate);
        expect(grid).toContain(toDate);
        expect((grid[0] ?? '') <= fromDate && fromDate < addDays(grid[0] ?? '', 7)).toBe(true);
      }),
    );
  });

  it('undoes a move with the opposite move', () => {
    const anyMonth = fc
      .integer({ min: 0, max: 40_000 })
      .map((epochDay) => monthOf(epochDayToLocalDate(epochDay)));
    fc.assert(
      fc.property(anyMonth, fc.integer({ min: -600, max: 600 }), (month, count) => {
        expect(addMonths(addMonths(month, count), -count)).toBe(month);
      }),
    );
  });
});
