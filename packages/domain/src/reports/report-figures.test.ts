import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageTicket,
  changePercent,
  formatCents,
  LEAD_TIME_BANDS,
  leadTimeBandIndex,
  rateOf,
  toCents,
} from './report-figures';

describe('report figures', () => {
  it('amounts round-trip through whole cents', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), (cents) => {
        expect(toCents(formatCents(cents))).toBe(cents);
      }),
    );
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('7')).toBe(700n);
    expect(() => toCents('1.234')).toThrow(RangeError);
  });

  it('the average ticket is the exact mean rounded half up to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 40 }),
        (prices) => {
          const sum = prices.reduce((total, price) => total + price, 0);
          const expected = Math.floor((2 * sum + prices.length) / (2 * prices.length));
          expect(averageTicket(formatCents(BigInt(sum)), prices.length)).toBe(formatCents(BigInt(expected)));
        },
      ),
    );
    expect(averageTicket('10.00', 3)).toBe('3.33');
    expect(averageTicket('0.05', 2)).toBe('0.03');
    expect(averageTicket('10.00', 0)).toBeNull();
  });

  it('rates and changes have no figure where there is nothing to divide by', () => {
    expect(rateOf(1, 4)).toBe(0.25);
    expect(rateOf(0, 0)).toBeNull();
    expect(changePercent(15, 10)).toBe(50);
    expect(changePercent(5, 10)).toBe(-50);
    expect(changePercent(0, 0)).toBe(0);
    expect(changePercent(3, 0)).toBeNull();
  });

  it('lead times fall in the band whose lower bound they reach; late records in the first', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 2_000 }), (hours) => {
        const index = leadTimeBandIndex(hours * 3_600_000);
        const band = LEAD_TIME_BANDS[index];
        const next = LEAD_TIME_BANDS[index + 1];
        expect(band).toBeDefined();
        if (index > 0) expect(hours).toBeGreaterThanOrEqual(band?.fromHours ?? 0);
        if (next) expect(hours).toBeLessThan(next.fromHours);
      }),
    );
    expect(LEAD_TIME_BANDS[leadTimeBandIndex(23.9 * 3_600_000)]?.label).toBe('Menos de 24 h');
    expect(LEAD_TIME_BANDS[leadTimeBandIndex(24 * 3_600_000)]?.label).toBe('1 a 3 días');
  });
});
