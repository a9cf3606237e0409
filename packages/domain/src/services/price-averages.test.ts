import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averagePriceByCurrency } from './price-averages';

describe('averagePriceByCurrency', () => {
  it('never mixes currencies: one average per currency, most used first', () => {
    expect(
      averagePriceByCurrency([
        { price: 30, currency: 'USD' },
        { price: 40, currency: 'EUR' },
        { price: 50, currency: 'EUR' },
      ]),
    ).toEqual([
      { currency: 'EUR', average: 45, count: 2 },
      { currency: 'USD', average: 30, count: 1 },
    ]);
  });

  it('is empty without prices', () => {
    expect(averagePriceByCurrency([])).toEqual([]);
  });

  it('each average lies within the prices of its own currency (property)', () => {
    const item = fc.record({
      price: fc.integer({ min: 0, max: 100_000 }),
      currency: fc.constantFrom('EUR', 'USD', 'MXN'),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), (items) => {
        const averages = averagePriceByCurrency(items);
        expect(averages.reduce((sum, { count }) => sum + count, 0)).toBe(items.length);
        for (const { currency, average } of averages) {
          const prices = items.filter((each) => each.currency === currency).map((each) => each.price);
          expect(average).toBeGreaterThanOrEqual(Math.min(...prices) - 1e-9);
          expect(average).toBeLessThanOrEqual(Math.max(...prices) + 1e-9);
        }
      }),
    );
  });
});
