import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASIS_POINTS,
  CHARGE_CURRENCIES,
  type ChargeLineInput,
  chargeProblem,
  computeCharge,
  type Discount,
  fromMinorUnits,
  MINOR_UNIT_DIGITS,
  QUANTITY_SCALE,
  toMinorUnits,
} from './charge-money';

// The rounding rule against a brute-force oracle written differently: exact fractions (BigInt
// numerator over denominator), rounding by comparing twice the remainder with the denominator, and
// the total discount handed out one minor unit at a time to the line furthest below its exact share.

type Fraction = { n: bigint; d: bigint };

function roundHalfUp({ n, d }: Fraction): bigint {
  const q = n / d;
  return 2n * (n - q * d) >= d ? q + 1n : q;
}

function oracle(lines: ChargeLineInput[], totalDiscount: Discount | null, pricesIncludeTax: boolean) {
  const gross = lines.map((l) => roundHalfUp({ n: BigInt(l.quantityMilli) * BigInt(l.unitPrice), d: 1000n }));
  const lineDiscount = lines.map((l, i) => {
    if (!l.discount) return 0n;
    if (l.discount.kind === 'AMOUNT') return BigInt(l.discount.value);
    return roundHalfUp({ n: (gross[i] as bigint) * BigInt(l.discount.value), d: 10000n });
  });
  const after = gross.map((g, i) => g - (lineDiscount[i] as bigint));
  const afterSum = after.reduce((a, b) => a + b, 0n);
  let toShare = 0n;
  if (totalDiscount) {
    toShare =
      totalDiscount.kind === 'AMOUNT'
        ? BigInt(totalDiscount.value)
        : roundHalfUp({ n: afterSum * BigInt(totalDiscount.value), d: 10000n });
  }
  // Each line first gets the whole units of its exact share; what is left (fewer units than lines)
  // goes one unit at a time.
  const shares = after.map((a) => (afterSum > 0n ? (toShare * a) / afterSum : 0n));
  if (afterSum > 0n) {
    const given = shares.reduce((a, b) => a + b, 0n);
    for (let unit = given; unit < toShare; unit++) {
      // The line whose exact share minus what it has is largest (compared on a common denominator).
      let best = -1;
      let bestGap: bigint | null = null;
      for (let i = 0; i < after.length; i++) {
        const gap = toShare * (after[i] as bigint) - (shares[i] as bigint) * afterSum;
        if (bestGap === null || gap > bestGap) {
          best = i;
          bestGap = gap;
        }
      }
      shares[best] = (shares[best] as bigint) + 1n;
    }
  }
  const base = after.map((a, i) => a - (shares[i] as bigint));
  const tax = base.map((b, i) => {
    const r = BigInt((lines[i] as ChargeLineInput).taxRateBp);
    return pricesIncludeTax ? roundHalfUp({ n: b * r, d: 10000n + r }) : roundHalfUp({ n: b * r, d: 10000n });
  });
  const total = base.reduce((a, b, i) => a + (pricesIncludeTax ? b : b + (tax[i] as bigint)), 0n);
  return { gross, lineDiscount, shares, base, tax, total };
}

const discountArb = (max: number) =>
  fc.oneof(
    fc.constant(null),
    fc.record({ kind: fc.constant('AMOUNT' as const), value: fc.integer({ min: 0, max }) }),
    fc.record({ kind: fc.constant('PERCENT' as const), value: fc.integer({ min: 0, max: BASIS_POINTS }) }),
  );

const lineArb = fc
  .record({
    quantityMilli: fc.oneof(
      fc.integer({ min: 1, max: 10 }).map((q) => q * QUANTITY_SCALE),
      fc.integer({ min: 1, max: 20_000 }),
    ),
    unitPrice: fc.oneof(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 5_000_000 })),
    taxRateBp: fc.constantFrom(0, 400, 1000, 1050, 1600, 1900, 2100, 2200),
    discountSeed: discountArb(5_000_000),
  })
  .map(({ discountSeed, ...line }): ChargeLineInput => ({ ...line, discount: discountSeed }));

describe('the rounding rule of a charge', () => {
  for (const currency of CHARGE_CURRENCIES) {
    it(`adds lines, discounts and taxes up to the total, as the oracle does (${currency})`, () => {
      const digits = MINOR_UNIT_DIGITS[currency];
      fc.assert(
        fc.property(
          fc.array(lineArb, { minLength: 1, maxLength: 6 }),
          discountArb(5_000_000),
          fc.boolean(),
          (rawLines, totalDiscount, pricesIncludeTax) => {
            // Prices as the clinic types them in this currency, read into minor units.
            const lines = rawLines.map((l) => ({
              ...l,
              unitPrice: toMinorUnits(fromMinorUnits(l.unitPrice, currency), currency),
            }));
            const problem = chargeProblem(lines, totalDiscount);
            const expected = oracle(lines, totalDiscount, pricesIncludeTax);
            const discountsFit =
              lines.every((_l, i) => (expected.lineDiscount[i] as bigint) <= (expected.gross[i] as bigint)) &&
              expected.shares.every(
                (s, i) => s <= (expected.gross[i] as bigint) - (expected.lineDiscount[i] as bigint),
              ) &&
              (totalDiscount?.kind !== 'AMOUNT' ||
                BigInt(totalDiscount.value) <=
                  expected.gross.reduce((a, g, i) => a + g - (expected.lineDiscount[i] as bigint), 0n));
            if (!discountsFit) {
              expect(problem).not.toBeNull();
              return;
            }
            expect(problem).toBeNull();
            const figures = computeCharge(lines, totalDiscount, pricesIncludeTax);
            expect(BigInt(figures.total)).toBe(expected.total);
            figures.lines.forEach((f, i) => {
              expect(BigInt(f.gross)).toBe(expected.gross[i]);
              expect(BigInt(f.lineDiscount)).toBe(expected.lineDiscount[i]);
              expect(BigInt(f.totalDiscountShare)).toBe(expected.shares[i]);
              expect(BigInt(f.tax)).toBe(expected.tax[i]);
              expect(f.net + f.tax).toBe(f.total);
              expect(f.gross - f.lineDiscount - f.totalDiscountShare).toBe(f.base);
              expect(f.base).toBeGreaterThanOrEqual(0);
            });
            // The totals add up, to the minor unit.
            expect(figures.subtotal - figures.discountTotal + (pricesIncludeTax ? 0 : figures.taxTotal)).toBe(
              figures.total,
            );
            expect(figures.netTotal + figures.taxTotal).toBe(figures.total);
            expect(figures.taxByRate.reduce((a, r) => a + r.tax, 0)).toBe(figures.taxTotal);
            // The total discount is given out exactly.
            if (totalDiscount?.kind === 'AMOUNT') {
              expect(figures.lines.reduce((a, l) => a + l.totalDiscountShare, 0)).toBe(totalDiscount.value);
            }
            // Printed in the currency and read back, the total is the same number.
            expect(toMinorUnits(fromMinorUnits(figures.total, currency), currency)).toBe(figures.total);
            expect(fromMinorUnits(figures.total, currency).split('.')[1]?.length ?? 0).toBe(digits);
          },
        ),
        { numRuns: 300 },
      );
    });
  }

  it('refuses a discount larger than its line', () => {
    const line: ChargeLineInput = {
      quantityMilli: 1000,
      unitPrice: 1000,
      discount: { kind: 'AMOUNT', value: 1001 },
      taxRateBp: 0,
    };
    expect(chargeProblem([line], null)).toEqual({ kind: 'LINE_DISCOUNT_TOO_LARGE', line: 0 });
    expect(chargeProblem([{ ...line, quantityMilli: -1000, discount: null }], null)).toEqual({
      kind: 'BAD_QUANTITY',
      line: 0,
    });
  });

  it('takes 21 % out of a price that includes it, rounding half up', () => {
    const figures = computeCharge(
      [{ quantityMilli: 1000, unitPrice: 3550, discount: null, taxRateBp: 2100 }],
      null,
      true,
    );
    // 35,50 ÷ 1,21 = 29,338… → tax 6,161… → 6,16.
    expect(figures).toMatchObject({ total: 3550, taxTotal: 616, netTotal: 2934 });
  });
});
