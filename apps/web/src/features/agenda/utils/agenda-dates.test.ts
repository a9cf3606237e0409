import { describe, expect, it } from 'vitest';
import { isWithinRange, shownRange, upcomingRange, weekDates } from './agenda-dates';

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

  it('reads the month grid in the monthly view and the week otherwise', () => {
    expect(shownRange('monthly', '2026-03-15')).toEqual({ from: '2026-02-23', to: '2026-04-05' });
    expect(shownRange('weekly', '2026-03-15')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(shownRange('daily', '2026-03-16')).toEqual({ from: '2026-03-16', to: '2026-03-22' });
  });

  it('reads from today to the end of the month for the upcoming cards', () => {
    expect(upcomingRange('2026-02-10')).toEqual({ from: '2026-02-10', to: '2026-02-28' });
    expect(upcomingRange('2028-02-29')).toEqual({ from: '2028-02-29', to: '2028-02-29' });
  });

  it('knows when the shown range is already inside the upcoming one', () => {
    const upcoming = { from: '2026-11-22', to: '2026-11-30' };
    expect(isWithinRange({ from: '2026-11-23', to: '2026-11-29' }, upcoming)).toBe(true);
    expect(isWithinRange(shownRange('daily', '2026-11-22'), upcoming)).toBe(false);
  });
});
