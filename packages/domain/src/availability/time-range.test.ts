import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  containsInstant,
  containsRange,
  intersectRangeLists,
  intersectRanges,
  isEmptyRange,
  mergeRanges,
  overlapsMergedRanges,
  rangesOverlap,
  subtractRanges,
  type TimeRange,
} from './time-range';

const range = (startAt: number, endAt: number): TimeRange => ({ startAt, endAt });

describe('isEmptyRange', () => {
  it('treats zero-length, inverted and NaN ranges as empty', () => {
    expect(isEmptyRange(range(0, 10))).toBe(false);
    expect(isEmptyRange(range(5, 5))).toBe(true);
    expect(isEmptyRange(range(10, 0))).toBe(true);
    expect(isEmptyRange(range(Number.NaN, 10))).toBe(true);
  });
});

describe('rangesOverlap', () => {
  it.each([
    ['identical', range(0, 10), range(0, 10), true],
    ['partial at the start', range(0, 10), range(-5, 5), true],
    ['partial at the end', range(0, 10), range(5, 15), true],
    ['contained', range(0, 10), range(2, 3), true],
    ['containing', range(2, 3), range(0, 10), true],
    ['touching at the end', range(0, 10), range(10, 20), false],
    ['touching at the start', range(10, 20), range(0, 10), false],
    ['disjoint', range(0, 10), range(20, 30), false],
    ['one millisecond of overlap', range(0, 10), range(9, 20), true],
    ['empty inside', range(0, 10), range(5, 5), false],
    ['inverted inside', range(0, 10), range(8, 2), false],
  ])('%s', (_name, first, second, expected) => {
    expect(rangesOverlap(first, second)).toBe(expected);
    expect(rangesOverlap(second, first)).toBe(expected);
  });
});

describe('containsInstant and containsRange', () => {
  it('includes the start and excludes the end', () => {
    expect(containsInstant(range(0, 10), 0)).toBe(true);
    expect(containsInstant(range(0, 10), 9)).toBe(true);
    expect(containsInstant(range(0, 10), 10)).toBe(false);
    expect(containsInstant(range(0, 10), -1)).toBe(false);
  });

  it('contains ranges sharing either edge but not empty ones', () => {
    expect(containsRange(range(0, 10), range(0, 10))).toBe(true);
    expect(containsRange(range(0, 10), range(0, 5))).toBe(true);
    expect(containsRange(range(0, 10), range(5, 10))).toBe(true);
    expect(containsRange(range(0, 10), range(5, 11))).toBe(false);
    expect(containsRange(range(0, 10), range(-1, 5))).toBe(false);
    expect(containsRange(range(0, 10), range(5, 5))).toBe(false);
  });
});

describe('intersectRanges', () => {
  it.each([
    [range(0, 10), range(5, 15), range(5, 10)],
    [range(5, 15), range(0, 10), range(5, 10)],
    [range(0, 10), range(2, 3), range(2, 3)],
    [range(0, 10), range(0, 10), range(0, 10)],
    [range(0, 10), range(10, 20), null],
    [range(0, 10), range(11, 20), null],
    [range(0, 10), range(3, 3), null],
  ])('%o ∩ %o = %o', (first, second, expected) => {
    expect(intersectRanges(first, second)).toEqual(expected);
  });
});

describe('mergeRanges', () => {
  it('returns nothing for nothing', () => {
    expect(mergeRanges([])).toEqual([]);
  });

  it('sorts disjoint ranges', () => {
    expect(mergeRanges([range(20, 30), range(0, 10)])).toEqual([range(0, 10), range(20, 30)]);
  });

  it('joins overlapping, touching and contained ranges', () => {
    expect(mergeRanges([range(0, 10), range(5, 15)])).toEqual([range(0, 15)]);
    expect(mergeRanges([range(0, 10), range(10, 20)])).toEqual([range(0, 20)]);
    expect(mergeRanges([range(0, 30), range(5, 10), range(12, 20)])).toEqual([range(0, 30)]);
    expect(mergeRanges([range(40, 50), range(0, 10), range(9, 20), range(20, 25), range(30, 35)])).toEqual([
      range(0, 25),
      range(30, 35),
      range(40, 50),
    ]);
  });

  it('drops empty ranges and keeps duplicates once', () => {
    expect(mergeRanges([range(5, 5), range(9, 1), range(0, 10), range(0, 10)])).toEqual([range(0, 10)]);
  });

  it('does not modify its input', () => {
    const input = [range(5, 15), range(0, 10)];
    mergeRanges(input);
    expect(input).toEqual([range(5, 15), range(0, 10)]);
  });
});

describe('subtractRanges', () => {
  it.each([
    ['nothing removed', range(0, 100), [], [range(0, 100)]],
    ['a hole in the middle', range(0, 100), [range(40, 60)], [range(0, 40), range(60, 100)]],
    ['the start cut', range(0, 100), [range(-10, 20)], [range(20, 100)]],
    ['the end cut', range(0, 100), [range(80, 120)], [range(0, 80)]],
    ['everything covered', range(0, 100), [range(-1, 101)], []],
    ['exactly covered', range(0, 100), [range(0, 100)], []],
    ['touching outside', range(0, 100), [range(-10, 0), range(100, 110)], [range(0, 100)]],
    ['disjoint outside', range(0, 100), [range(200, 300)], [range(0, 100)]],
    [
      'several holes in any order',
      range(0, 100),
      [range(70, 80), range(10, 20), range(40, 50)],
      [range(0, 10), range(20, 40), range(50, 70), range(80, 100)],
    ],
    ['overlapping holes', range(0, 100), [range(10, 30), range(20, 40)], [range(0, 10), range(40, 100)]],
    ['adjacent holes', range(0, 100), [range(10, 20), range(20, 30)], [range(0, 10), range(30, 100)]],
    ['an empty hole', range(0, 100), [range(50, 50)], [range(0, 100)]],
    ['from an empty range', range(50, 50), [range(0, 10)], []],
  ])('%s', (_name, from, holes, expected) => {
    expect(subtractRanges(from, holes)).toEqual(expected);
  });
});

describe('intersectRangeLists', () => {
  it('keeps only the instants both lists cover', () => {
    expect(intersectRangeLists([range(0, 10), range(20, 30)], [range(5, 25)])).toEqual([
      range(5, 10),
      range(20, 25),
    ]);
    expect(intersectRangeLists([range(0, 10)], [range(10, 20)])).toEqual([]);
    expect(intersectRangeLists([], [range(0, 10)])).toEqual([]);
    expect(intersectRangeLists([range(0, 100)], [range(30, 40), range(10, 20)])).toEqual([
      range(10, 20),
      range(30, 40),
    ]);
  });
});

describe('overlapsMergedRanges', () => {
  const merged = mergeRanges([range(10, 20), range(30, 40), range(50, 60)]);

  it.each([
    [0, 10, false],
    [0, 11, true],
    [20, 30, false],
    [19, 21, true],
    [25, 28, false],
    [35, 36, true],
    [40, 50, false],
    [60, 70, false],
    [59, 70, true],
    [0, 100, true],
    [15, 15, false],
  ])('[%d, %d) overlaps: %s', (startAt, endAt, expected) => {
    expect(overlapsMergedRanges(merged, startAt, endAt)).toBe(expected);
  });

  it('answers false without ranges', () => {
    expect(overlapsMergedRanges([], 0, 10)).toBe(false);
  });
});

const rangeArbitrary = fc
  .tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 40 }))
  .map(([startAt, length]) => range(startAt, startAt + length));

const covers = (ranges: readonly TimeRange[], instant: number) =>
  ranges.some((each) => containsInstant(each, instant));

describe('range algebra properties', () => {
  it('merge, subtract, intersect and overlap agree with instant-by-instant membership', () => {
    fc.assert(
      fc.property(
        rangeArbitrary,
        fc.array(rangeArbitrary, { maxLength: 8 }),
        fc.array(rangeArbitrary, { maxLength: 8 }),
        (base, holes, others) => {
          const merged = mergeRanges(holes);
          const remaining = subtractRanges(base, holes);
          const common = intersectRangeLists(holes, others);
          for (const [index, each] of merged.entries()) {
            expect(each.endAt).toBeGreaterThan(each.startAt);
            const next = merged[index + 1];
            if (next !== undefined) expect(next.startAt).toBeGreaterThan(each.endAt);
          }
          // Membership can only change at an edge, so the edges and the instants just before them suffice.
          const edges = [base, ...holes, ...others].flatMap((each) => [each.startAt, each.endAt]);
          const mismatches = edges
            .flatMap((edge) => [edge - 1, edge])
            .filter(
              (instant) =>
                covers(merged, instant) !== covers(holes, instant) ||
                covers(remaining, instant) !== (containsInstant(base, instant) && !covers(holes, instant)) ||
                covers(common, instant) !== (covers(holes, instant) && covers(others, instant)),
            );
          expect(mismatches).toEqual([]);
          expect(overlapsMergedRanges(merged, base.startAt, base.endAt)).toBe(
            holes.some((each) => rangesOverlap(each, base)),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
