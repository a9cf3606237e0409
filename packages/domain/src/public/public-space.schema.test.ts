import '../zod-spanish';
import { describe, expect, it } from 'vitest';
import { AvailableSlotsQuerySchema, NextAvailableQuerySchema } from './public-space.schema';

describe('public slot queries', () => {
  it('defaults a month from today and the next 4 slots in 30 days', () => {
    expect(AvailableSlotsQuerySchema.parse({})).toEqual({ maxDays: 31, includePastDates: false });
    expect(NextAvailableQuerySchema.parse({})).toEqual({ maxDaysAhead: 30, limit: 4 });
  });

  it('reads the query strings the page sends', () => {
    expect(
      AvailableSlotsQuerySchema.parse({
        fromDate: '2026-03-01',
        toDate: '2026-03-31',
        maxDays: '62',
        includePastDates: 'true',
      }),
    ).toEqual({ fromDate: '2026-03-01', toDate: '2026-03-31', maxDays: 62, includePastDates: true });
  });

  it('refuses ranges over 62 days, reversed ranges and impossible dates', () => {
    for (const query of [
      { maxDays: '63' },
      { fromDate: '2026-03-10', toDate: '2026-03-09' },
      { fromDate: '2026-02-30' },
    ]) {
      expect(AvailableSlotsQuerySchema.safeParse(query).success).toBe(false);
    }
  });
});
