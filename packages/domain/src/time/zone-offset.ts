import {
  daysFromCivil,
  MILLISECONDS_PER_DAY,
  MILLISECONDS_PER_HOUR,
  MILLISECONDS_PER_MINUTE,
  MILLISECONDS_PER_SECOND,
} from './civil-calendar';

/**
 * Widest UTC offset any zone has had (Asia/Manila's LMT was -15:56, America/Metlakatla's +15:13): every
 * instant whose wall time falls on a local day lies within this margin of that day's UTC day.
 */
export const MAXIMUM_OFFSET_MILLISECONDS = 16 * MILLISECONDS_PER_HOUR;

const NUMERIC_FIELDS = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;
type NumericField = (typeof NUMERIC_FIELDS)[number];

type ZonedFormatter = { formatter: Intl.DateTimeFormat; fieldPositions: Record<NumericField, number> };

// Building an Intl.DateTimeFormat costs far more than using one, so one per zone lives for the process.
const formatterCache = new Map<string, ZonedFormatter>();

function createZonedFormatter(timeZone: string): ZonedFormatter {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    throw new RangeError(`Invalid IANA time zone: "${timeZone}"`);
  }
  // format() is about four times faster than formatToParts(); the field order is learnt once from
  // formatToParts so that parsing the plain string does not depend on ICU's punctuation.
  const numericParts = formatter
    .formatToParts(0)
    .map((part) => part.type)
    .filter((type): type is NumericField => (NUMERIC_FIELDS as readonly string[]).includes(type));
  const fieldPositions = { year: -1, month: -1, day: -1, hour: -1, minute: -1, second: -1 };
  numericParts.forEach((type, position) => {
    fieldPositions[type] = position;
  });
  if (numericParts.length !== NUMERIC_FIELDS.length || Object.values(fieldPositions).includes(-1)) {
    throw new Error(`Unexpected Intl.DateTimeFormat output for time zone "${timeZone}"`);
  }
  return { formatter, fieldPositions };
}

function getZonedFormatter(timeZone: string): ZonedFormatter {
  if (typeof timeZone !== 'string' || timeZone.length === 0) {
    throw new RangeError(`Invalid IANA time zone: "${String(timeZone)}"`);
  }
  let zoned = formatterCache.get(timeZone);
  if (zoned === undefined) {
    zoned = createZonedFormatter(timeZone);
    formatterCache.set(timeZone, zoned);
  }
  return zoned;
}

export function assertValidTimeZone(timeZone: string): void {
  getZonedFormatter(timeZone);
}

const DIGIT_ZERO = 48;
const DIGIT_NINE = 57;

// Formatting is the slow part and the same seconds come back again and again (a booking's start is
// read by its checks, its answer and its e-mails; every slots request samples the same days), so the
// latest wall clocks are remembered per zone and second. The answer depends on nothing else.
const RECENT_WALL_CLOCKS_LIMIT = 1024;
const recentWallClocks = new Map<string, number>();

/** The wall clock of an instant in the zone, as milliseconds of a UTC clock showing the same reading. */
export function instantToWallMilliseconds(epochMilliseconds: number, timeZone: string): number {
  const second = floorToSecond(epochMilliseconds);
  const key = `${second} ${timeZone}`;
  let wallSecond = recentWallClocks.get(key);
  if (wallSecond === undefined) {
    wallSecond = formatWallSecond(second, timeZone);
    if (recentWallClocks.size >= RECENT_WALL_CLOCKS_LIMIT) recentWallClocks.clear();
    recentWallClocks.set(key, wallSecond);
  }
  return wallSecond + (epochMilliseconds - second);
}

function formatWallSecond(epochMilliseconds: number, timeZone: string): number {
  const { formatter, fieldPositions } = getZonedFormatter(timeZone);
  const text = formatter.format(epochMilliseconds);
  const numbers: number[] = [];
  let current = -1;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= DIGIT_ZERO && code <= DIGIT_NINE) {
      current = (current < 0 ? 0 : current * 10) + (code - DIGIT_ZERO);
    } else if (current >= 0) {
      numbers.push(current);
      current = -1;
    }
  }
  if (current >= 0) numbers.push(current);
  const field = (name: NumericField): number => numbers[fieldPositions[name]] ?? Number.NaN;
  // Some older ICU builds print midnight as 24 even with hourCycle h23.
  const hour = field('hour') % 24;
  const wall =
    daysFromCivil(field('year'), field('month'), field('day')) * MILLISECONDS_PER_DAY +
    hour * MILLISECONDS_PER_HOUR +
    field('minute') * MILLISECONDS_PER_MINUTE +
    field('second') * MILLISECONDS_PER_SECOND;
  if (!Number.isFinite(wall)) {
    throw new Error(`Could not read the wall time of ${epochMilliseconds} in "${timeZone}" from "${text}"`);
  }
  return wall;
}

function floorToSecond(epochMilliseconds: number): number {
  return Math.floor(epochMilliseconds / MILLISECONDS_PER_SECOND) * MILLISECONDS_PER_SECOND;
}

/** UTC offset in effect at an instant (wall minus UTC), in milliseconds. */
export function offsetAt(epochMilliseconds: number, timeZone: string): number {
  return instantToWallMilliseconds(epochMilliseconds, timeZone) - epochMilliseconds;
}

/**
 * The zone's offsets over a window of instants: offsets[i] holds from transitions[i - 1] (inclusive)
 * to transitions[i] (exclusive); the first and last segments extend beyond the window.
 */
export type OffsetTimeline = { readonly transitions: readonly number[]; readonly offsets: readonly number[] };

/**
 * Samples the offset once a day and bisects (to the second) wherever two samples differ. Assumes no zone
 * changes its offset and changes it back within one day, which holds for every tzdb zone in modern times.
 */
export function buildOffsetTimeline(
  timeZone: string,
  fromMilliseconds: number,
  toMilliseconds: number,
): OffsetTimeline {
  const transitions: number[] = [];
  const offsets: number[] = [];
  const lastSample = Math.ceil(toMilliseconds / MILLISECONDS_PER_SECOND) * MILLISECONDS_PER_SECOND;
  let previousSample = floorToSecond(fromMilliseconds);
  let previousOffset = offsetAt(previousSample, timeZone);
  offsets.push(previousOffset);
  while (previousSample < lastSample) {
    const sample = Math.min(previousSample + MILLISECONDS_PER_DAY, lastSample);
    const sampleOffset = offsetAt(sample, timeZone);
    if (sampleOffset !== previousOffset) {
      collectTransitions(
        timeZone,
        previousSample,
        previousOffset,
        sample,
        sampleOffset,
        transitions,
        offsets,
      );
    }
    previousSample = sample;
    previousOffset = sampleOffset;
  }
  return { transitions, offsets };
}

function collectTransitions(
  timeZone: string,
  low: number,
  lowOffset: number,
  high: number,
  highOffset: number,
  transitions: number[],
  offsets: number[],
): void {
  let before = low;
  let after = high;
  let afterOffset = highOffset;
  while (after - before > MILLISECONDS_PER_SECOND) {
    const middle =
      before + Math.floor((after - before) / (2 * MILLISECONDS_PER_SECOND)) * MILLISECONDS_PER_SECOND;
    const middleOffset = offsetAt(middle, timeZone);
    if (middleOffset === lowOffset) {
      before = middle;
    } else {
      after = middle;
      afterOffset = middleOffset;
    }
  }
  transitions.push(after);
  offsets.push(afterOffset);
  if (afterOffset !== highOffset) {
    collectTransitions(timeZone, after, afterOffset, high, highOffset, transitions, offsets);
  }
}

/** The earliest instant showing this wall time, or null when the wall time is skipped (DST gap). */
export function wallToInstant(timeline: OffsetTimeline, wallMilliseconds: number): number | null {
  const { transitions, offsets } = timeline;
  for (let index = 0; index < offsets.length; index++) {
    const candidate = wallMilliseconds - (offsets[index] as number);
    const segmentStart = index === 0 ? Number.NEGATIVE_INFINITY : (transitions[index - 1] as number);
    const segmentEnd =
      index === transitions.length ? Number.POSITIVE_INFINITY : (transitions[index] as number);
    if (candidate >= segmentStart && candidate < segmentEnd) return candidate;
  }
  return null;
}

/** Like wallToInstant, but a skipped wall time yields the instant the clock jumps past it. */
export function firstInstantAtOrAfterWall(timeline: OffsetTimeline, wallMilliseconds: number): number {
  const exact = wallToInstant(timeline, wallMilliseconds);
  if (exact !== null) return exact;
  const { transitions, offsets } = timeline;
  for (let index = 0; index < transitions.length; index++) {
    const transition = transitions[index] as number;
    const gapStart = transition + (offsets[index] as number);
    const gapEnd = transition + (offsets[index + 1] as number);
    if (wallMilliseconds >= gapStart && wallMilliseconds < gapEnd) return transition;
  }
  throw new Error(`No instant found for wall time ${wallMilliseconds}`);
}

/** The offset in effect at an instant, read from the timeline (no Intl call). */
export function timelineOffsetAt(timeline: OffsetTimeline, instant: number): number {
  const { transitions, offsets } = timeline;
  let index = 0;
  while (index < transitions.length && instant >= (transitions[index] as number)) index++;
  return offsets[index] as number;
}

/**
 * Whether the wall time shown at this instant is shown at another instant too (a fall-back night
 * repeats an hour): 'first' when the other one comes later, 'second' when it came earlier, null when
 * the wall time happens once.
 */
export function wallTimeOccurrence(timeline: OffsetTimeline, instant: number): 'first' | 'second' | null {
  const { transitions, offsets } = timeline;
  if (transitions.length === 0) return null;
  const wall = instant + timelineOffsetAt(timeline, instant);
  for (let index = 0; index < offsets.length; index++) {
    const candidate = wall - (offsets[index] as number);
    if (candidate === instant) continue;
    const segmentStart = index === 0 ? Number.NEGATIVE_INFINITY : (transitions[index - 1] as number);
    const segmentEnd =
      index === transitions.length ? Number.POSITIVE_INFINITY : (transitions[index] as number);
    if (candidate >= segmentStart && candidate < segmentEnd) return candidate > instant ? 'first' : 'second';
  }
  return null;
}
