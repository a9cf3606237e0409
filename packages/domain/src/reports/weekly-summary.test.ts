import { describe, expect, it } from 'vitest';
import { dueWeeklySummary, weeklySummaryDedupeKey } from './weekly-summary';

describe('weekly summary timing', () => {
  it('is due from 08:00 on the clinic-local Monday, about the week that ended', () => {
    // Monday 2026-03-02 in Santiago (UTC-3): 08:00 local is 11:00 UTC.
    expect(dueWeeklySummary(Date.parse('2026-03-02T10:59:00Z'), 'America/Santiago')).toBeNull();
    expect(dueWeeklySummary(Date.parse('2026-03-02T11:00:00Z'), 'America/Santiago')).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
    });
    // Still Monday 23:30 local (Tuesday 02:30 UTC): still due; Tuesday local: not.
    expect(dueWeeklySummary(Date.parse('2026-03-03T02:30:00Z'), 'America/Santiago')).not.toBeNull();
    expect(dueWeeklySummary(Date.parse('2026-03-03T03:00:00Z'), 'America/Santiago')).toBeNull();
    // The same instant is already Monday afternoon in Kiritimati, but Sunday in Santiago.
    expect(dueWeeklySummary(Date.parse('2026-03-02T02:00:00Z'), 'Pacific/Kiritimati')).not.toBeNull();
    expect(dueWeeklySummary(Date.parse('2026-03-02T02:00:00Z'), 'America/Santiago')).toBeNull();
  });

  it('names one message per space, admin and week', () => {
    expect(weeklySummaryDedupeKey('s', 'u', { from: '2026-02-23', to: '2026-03-01' })).toBe(
      'weekly-summary:s:u:2026-02-23',
    );
  });
});
