/** A half-open interval of instants [startAt, endAt), in epoch milliseconds. */
export type TimeRange = { startAt: number; endAt: number };

export function isEmptyRange(range: TimeRange): boolean {
  return !(range.endAt > range.startAt);
}

/** Half-open: ranges that only touch (one ends where the other starts) do not overlap. */
export function rangesOverlap(first: TimeRange, second: TimeRange): boolean {
  return (
    first.startAt < second.endAt &&
    second.startAt < first.endAt &&
    !isEmptyRange(first) &&
    !isEmptyRange(second)
  );
}

export function containsInstant(range: TimeRange, instant: number): boolean {
  return instant >= range.startAt && instant < range.endAt;
}

/** Whether `inner` lies entirely inside `outer`; an empty range is inside nothing. */
export function containsRange(outer: TimeRange, inner: TimeRange): boolean {
  return !isEmptyRange(inner) && inner.startAt >= outer.startAt && inner.endAt <= outer.endAt;
}

export function intersectRanges(first: TimeRange, second: TimeRange): TimeRange | null {
  const startAt = Math.max(first.startAt, second.startAt);
  const endAt = Math.min(first.endAt, second.endAt);
  return endAt > startAt ? { startAt, endAt } : null;
}

/**
 * Sorted, disjoint ranges covering the same instants; empty ranges are dropped and touching ones joined
 * (under half-open semantics [a, b) and [b, c) cover exactly [a, c)). The input is not modified.
 */
export function mergeRanges(ranges: readonly TimeRange[]): TimeRange[] {
  // One pass drops empty ranges and notices ordered input (a merged list merged again, ranges built
  // in order); the sort runs only when needed (profiled: a tenth of a 10-host union).
  const sorted: TimeRange[] = [];
  let isOrdered = true;
  for (const range of ranges) {
    if (!(range.endAt > range.startAt)) continue;
    const previous = sorted[sorted.length - 1];
    if (previous !== undefined && range.startAt < previous.startAt) isOrdered = false;
    sorted.push(range);
  }
  if (!isOrdered) sorted.sort((first, second) => first.startAt - second.startAt);
  const merged: TimeRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && range.startAt <= last.endAt) {
      if (range.endAt > last.endAt) last.endAt = range.endAt;
    } else {
      merged.push({ startAt: range.startAt, endAt: range.endAt });
    }
  }
  return merged;
}

/** The parts of `range` not covered by any of `subtrahends`, sorted. */
export function subtractRanges(range: TimeRange, subtrahends: readonly TimeRange[]): TimeRange[] {
  if (isEmptyRange(range)) return [];
  const remaining: TimeRange[] = [];
  let cursor = range.startAt;
  for (const blocked of mergeRanges(subtrahends)) {
    if (blocked.endAt <= cursor) continue;
    if (blocked.startAt >= range.endAt) break;
    if (blocked.startAt > cursor) remaining.push({ startAt: cursor, endAt: blocked.startAt });
    cursor = Math.max(cursor, blocked.endAt);
    if (cursor >= range.endAt) break;
  }
  if (cursor < range.endAt) remaining.push({ startAt: cursor, endAt: range.endAt });
  return remaining;
}

/** Instants covered by both lists, as sorted disjoint ranges. */
export function intersectRangeLists(first: readonly TimeRange[], second: readonly TimeRange[]): TimeRange[] {
  const left = mergeRanges(first);
  const right = mergeRanges(second);
  const result: TimeRange[] = [];
  let leftIndex = 0;
  let rightIndex = 0;
  while (leftIndex < left.length && rightIndex < right.length) {
    const leftRange = left[leftIndex] as TimeRange;
    const rightRange = right[rightIndex] as TimeRange;
    const overlap = intersectRanges(leftRange, rightRange);
    if (overlap !== null) result.push(overlap);
    if (leftRange.endAt <= rightRange.endAt) leftIndex++;
    else rightIndex++;
  }
  return result;
}

/**
 * Whether [startAt, endAt) overlaps any range of a mergeRanges() result, by binary search: merged ranges
 * are sorted by both start and end, so only the first range ending after startAt can overlap.
 */
export function overlapsMergedRanges(merged: readonly TimeRange[], startAt: number, endAt: number): boolean {
  if (!(endAt > startAt)) return false;
  let low = 0;
  let high = merged.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((merged[middle] as TimeRange).endAt > startAt) high = middle;
    else low = middle + 1;
  }
  const candidate = merged[low];
  return candidate !== undefined && candidate.startAt < endAt;
}

/** The ranges that reach into [windowStart, windowEnd), checked to be epoch milliseconds; empty ones left out. */
export function rangesWithin(
  ranges: readonly TimeRange[],
  windowStart: number,
  windowEnd: number,
  label: string,
) {
  const kept: TimeRange[] = [];
  for (const range of ranges) {
    if (!Number.isFinite(range.startAt) || !Number.isFinite(range.endAt)) {
      throw new RangeError(
        `Invalid ${label} [${range.startAt}, ${range.endAt}): expected epoch milliseconds`,
      );
    }
    if (range.endAt > windowStart && range.startAt < windowEnd && !isEmptyRange(range)) kept.push(range);
  }
  return kept;
}
