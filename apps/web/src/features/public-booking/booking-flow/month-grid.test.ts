import { describe, expect, it } from 'vitest';
import {
  addMonths,
  buildMonthGrid,
  CALENDAR_CELLS,
  monthRange,
  monthTitle,
  WEEKDAY_HEADERS,
} from './month-grid';

const march = { year: 2026, month: 3 };

describe('public calendar grid', () => {
  it('has 42 cells starting on the Monday on or before the first of the month', () => {
    // 1 March 2026 is a Sunday: the grid opens on Monday 23 February.
    const days = buildMonthGrid(march, '2026-03-10', new Set());
    expect(days).toHaveLength(CALENDAR_CELLS);
    expect(days[0]?.date).toBe('2026-02-23');
    expect(days[6]?.date).toBe('2026-03-01');
    expect(days[41]?.date).toBe('2026-04-05');
    expect(WEEKDAY_HEADERS.map((weekday) => weekday.short)).toEqual(['L', 'M', 'X', 'J', 'V', 'S', 'D']);
  });

  it('starts on the first itself when the month begins on a Monday', () => {
    expect(buildMonthGrid({ year: 2026, month: 6 }, '2026-06-01', new Set())[0]?.date).toBe('2026-06-01');
  });

  it('disables past days and days outside the month, and highlights days with slots', () => {
    const days = buildMonthGrid(
      march,
      '2026-03-10',
      new Set(['2026-03-09', '2026-03-10', '2026-03-20', '2026-04-01']),
    );
    const byDate = new Map(days.map((day) => [day.date, day]));
    expect(byDate.get('2026-03-09')).toMatchObject({ isPast: true, isDisabled: true, hasSlots: false });
    expect(byDate.get('2026-03-10')).toMatchObject({ isToday: true, isDisabled: false, hasSlots: true });
    expect(byDate.get('2026-03-20')).toMatchObject({ isDisabled: false, hasSlots: true });
    expect(byDate.get('2026-03-21')).toMatchObject({ isDisabled: false, hasSlots: false });
    expect(byDate.get('2026-02-28')).toMatchObject({ isInMonth: false, isDisabled: true });
    expect(byDate.get('2026-04-01')).toMatchObject({ isInMonth: false, isDisabled: true, hasSlots: false });
  });

  it('asks for the first and last day of the month and names it in Spanish', () => {
    expect(monthRange({ year: 2028, month: 2 })).toEqual({ fromDate: '2028-02-01', toDate: '2028-02-29' });
    expect(monthTitle(march)).toBe('Marzo de 2026');
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });
});
