import { MILLISECONDS_PER_DAY, MILLISECONDS_PER_MINUTE } from '../time/civil-calendar';
import {
  buildOffsetTimeline,
  type OffsetTimeline,
  timelineOffsetAt,
  wallTimeOccurrence,
} from '../time/zone-offset';

// A VTIMEZONE (RFC 5545 §3.6.5) for an IANA zone over a window of instants, worked out from the
// same Intl offsets as every other local time of the app (decision 019), so a calendar that reads
// the events' TZID needs no zone database of its own and agrees with the agenda on DST days.
// Each transition is written as its own observance with a fixed DTSTART (no RRULE): exact for the
// window whatever the zone's rules, and rules that change (Chile has moved its dates) cannot be
// mis-stated. The first observance starts before the window with the offset in force then.

export type ZoneObservance = {
  kind: 'STANDARD' | 'DAYLIGHT';
  /** The onset as a local wall time in the offset in force before it, 'YYYYMMDDTHHMMSS'. */
  start: string;
  offsetFromMinutes: number;
  offsetToMinutes: number;
};

const pad2 = (value: number) => (value < 10 ? `0${value}` : `${value}`);

/** 'YYYYMMDDTHHMMSS' of a wall clock kept as UTC milliseconds (by numbers: a feed writes thousands). */
function wallStamp(wallMilliseconds: number): string {
  const date = new Date(wallMilliseconds);
  return (
    `${date.getUTCFullYear()}${pad2(date.getUTCMonth() + 1)}${pad2(date.getUTCDate())}` +
    `T${pad2(date.getUTCHours())}${pad2(date.getUTCMinutes())}${pad2(date.getUTCSeconds())}`
  );
}

/** '+0100', '-0300', '+0545': the UTC-OFFSET value type. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  return `${sign}${hours}${String(absolute % 60).padStart(2, '0')}`;
}

export type ZoneWriter = {
  timeZone: string;
  observances: ZoneObservance[];
  /** The VTIMEZONE component's lines (every line is short: nothing to fold). */
  lines: string[];
  /**
   * How an instant is written: the zone's local time for DTSTART;TZID=…, which calendars show in
   * the clinic's zone across DST; but a wall time the fall-back night shows twice is ambiguous, and
   * readers disagree on it (RFC 5545 §3.3.5 says the first pass, ical.js takes the second), so an
   * instant in either pass of the repeated hour is written in UTC instead.
   */
  timeValue(instant: number): { value: string; isZoned: boolean };
  /** The clinic-local calendar date of an instant, 'YYYY-MM-DD'. */
  localDate(instant: number): string;
};

/** Everything a calendar file needs of the zone between `from` and `to`, from one offset timeline. */
export function zoneWriter(timeZone: string, from: number, to: number): ZoneWriter {
  // A day of margin each side: an event's local time near the window's edge still has its offset.
  const start = from - MILLISECONDS_PER_DAY;
  const timeline: OffsetTimeline = buildOffsetTimeline(timeZone, start, to + MILLISECONDS_PER_DAY);
  const minutes = timeline.offsets.map((offset) => Math.round(offset / MILLISECONDS_PER_MINUTE));
  const standard = Math.min(...minutes);
  const kindOf = (offset: number): ZoneObservance['kind'] => (offset > standard ? 'DAYLIGHT' : 'STANDARD');
  const first = minutes[0] ?? 0;
  const observances: ZoneObservance[] = [
    {
      kind: kindOf(first),
      start: wallStamp(start + first * MILLISECONDS_PER_MINUTE),
      offsetFromMinutes: first,
      offsetToMinutes: first,
    },
  ];
  timeline.transitions.forEach((instant, index) => {
    const before = minutes[index] ?? first;
    const after = minutes[index + 1] ?? before;
    observances.push({
      kind: kindOf(after),
      start: wallStamp(instant + before * MILLISECONDS_PER_MINUTE),
      offsetFromMinutes: before,
      offsetToMinutes: after,
    });
  });
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  for (const observance of observances) {
    lines.push(
      `BEGIN:${observance.kind}`,
      `DTSTART:${observance.start}`,
      `TZOFFSETFROM:${formatUtcOffset(observance.offsetFromMinutes)}`,
      `TZOFFSETTO:${formatUtcOffset(observance.offsetToMinutes)}`,
      `END:${observance.kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  const wallOf = (instant: number) => instant + timelineOffsetAt(timeline, instant);
  return {
    timeZone,
    observances,
    lines,
    timeValue: (instant) =>
      wallTimeOccurrence(timeline, instant) !== null
        ? { value: `${wallStamp(instant)}Z`, isZoned: false }
        : { value: wallStamp(wallOf(instant)), isZoned: true },
    localDate: (instant) => new Date(wallOf(instant)).toISOString().slice(0, 10),
  };
}
