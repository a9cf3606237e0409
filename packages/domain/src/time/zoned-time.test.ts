import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MILLISECONDS_PER_DAY } from './civil-calendar';
import {
  addDays,
  eachLocalDate,
  epochDayToLocalDate,
  formatWallTime,
  instantToZonedParts,
  isLocalDate,
  isValidTimeZone,
  isWallTime,
  localDateToEpochDay,
  parseWallTime,
  startOfLocalDay,
  weekdayOf,
  zonedWallTimeToInstant,
} from './zoned-time';

const utc = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;
const ZONES = [
  'Europe/Madrid',
  'America/New_York',
  'America/Santiago',
  'America/Mexico_City',
  'America/Montevideo',
] as const;
// Days on which one of the zones above changes its clocks, and the days around Chile's midnight changes.
const DST_DATES_2026 = [
  '2026-03-08',
  '2026-03-29',
  '2026-04-04',
  '2026-04-05',
  '2026-09-05',
  '2026-09-06',
].concat(['2026-10-25', '2026-11-01']);

describe('local dates', () => {
  it('accepts only existing dates written YYYY-MM-DD', () => {
    for (const date of ['2026-01-01', '2024-02-29', '2000-02-29', '9999-12-31', '1000-01-01']) {
      expect(isLocalDate(date)).toBe(true);
    }
    for (const date of ['2026-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-4-01']) {
      expect(isLocalDate(date)).toBe(false);
    }
    for (const date of ['', '20260101', '2026-01-01T00:00', ' 2026-01-01', '0999-12-31', 20260101, null]) {
      expect(isLocalDate(date)).toBe(false);
    }
  });

  it('converts to and from days since 1970-01-01', () => {
    expect(localDateToEpochDay('1970-01-01')).toBe(0);
    expect(localDateToEpochDay('1969-12-31')).toBe(-1);
    expect(localDateToEpochDay('2026-03-29')).toBe(Date.UTC(2026, 2, 29) / MILLISECONDS_PER_DAY);
    expect(epochDayToLocalDate(Date.UTC(2000, 1, 29) / MILLISECONDS_PER_DAY)).toBe('2000-02-29');
    expect(() => localDateToEpochDay('2026-02-30')).toThrow(RangeError);
    expect(() => epochDayToLocalDate(1.5)).toThrow(RangeError);
  });

  it('agrees with Date.UTC on any date of years 1000-9999', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (year, month, day) => {
          const reference = new Date(0);
          reference.setUTCFullYear(year, month - 1, day);
          const date = reference.toISOString().slice(0, 10);
          const epochDay = Math.round(reference.getTime() / MILLISECONDS_PER_DAY);
          expect(localDateToEpochDay(date)).toBe(epochDay);
          expect(epochDayToLocalDate(epochDay)).toBe(date);
          expect(weekdayOf(date)).toBe(reference.getUTCDay() === 0 ? 7 : reference.getUTCDay());
        },
      ),
      { numRuns: 300 },
    );
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', 0)).toBe('2026-01-01');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
    expect(() => addDays('2026-01-01', 0.5)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
  });

  it('numbers weekdays from Monday = 1 to Sunday = 7', () => {
    expect(weekdayOf('2026-03-30')).toBe(1);
    expect(weekdayOf('2026-04-01')).toBe(3);
    expect(weekdayOf('2026-03-29')).toBe(7);
    expect(weekdayOf('1970-01-01')).toBe(4);
    expect(weekdayOf('1969-12-29')).toBe(1);
  });

  it('lists every date of an inclusive range', () => {
    expect(eachLocalDate('2024-02-27', '2024-03-01')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(eachLocalDate('2026-05-05', '2026-05-05')).toEqual(['2026-05-05']);
    expect(eachLocalDate('2026-05-06', '2026-05-05')).toEqual([]);
    expect(() => eachLocalDate('2026-05-06', 'mañana')).toThrow(RangeError);
  });
});

describe('wall times', () => {
  it('parses and formats HH:MM from 00:00 to 23:59', () => {
    expect(parseWallTime('00:00')).toBe(0);
    expect(parseWallTime('09:30')).toBe(570);
    expect(parseWallTime('23:59')).toBe(1439);
    expect(formatWallTime(0)).toBe('00:00');
    expect(formatWallTime(545)).toBe('09:05');
    expect(formatWallTime(1439)).toBe('23:59');
    for (let minutes = 0; minutes < 1440; minutes += 7)
      expect(parseWallTime(formatWallTime(minutes))).toBe(minutes);
  });

  it('refuses malformed wall times with a RangeError', () => {
    for (const time of ['24:00', '9:00', '09:60', '09:5', '', '09:00:00', 'ab:cd', ' 09:00']) {
      expect(isWallTime(time)).toBe(false);
      expect(() => parseWallTime(time)).toThrow(/Invalid wall time/);
    }
    for (const minutes of [-1, 1440, 1.5, Number.NaN])
      expect(() => formatWallTime(minutes)).toThrow(RangeError);
  });
});

describe('zonedWallTimeToInstant', () => {
  it('converts ordinary wall times with the offset of that date', () => {
    expect(zonedWallTimeToInstant('2026-01-15', '09:00', 'Europe/Madrid')).toBe(utc('2026-01-15T08:00:00Z'));
    expect(zonedWallTimeToInstant('2026-07-15', '09:00', 'Europe/Madrid')).toBe(utc('2026-07-15T07:00:00Z'));
    expect(zonedWallTimeToInstant('2026-07-15', '09:00', 'America/New_York')).toBe(
      utc('2026-07-15T13:00:00Z'),
    );
    expect(zonedWallTimeToInstant('2026-04-05', '09:00', 'America/Mexico_City')).toBe(
      utc('2026-04-05T15:00:00Z'),
    );
    expect(zonedWallTimeToInstant('2026-07-15', '09:00', 'America/Montevideo')).toBe(
      utc('2026-07-15T12:00:00Z'),
    );
    expect(zonedWallTimeToInstant('2026-07-15', '09:00', 'Asia/Kathmandu')).toBe(utc('2026-07-15T03:15:00Z'));
    expect(zonedWallTimeToInstant('2026-07-15', '00:00', 'Pacific/Kiritimati')).toBe(
      utc('2026-07-14T10:00:00Z'),
    );
  });

  it('returns null inside a spring-forward gap', () => {
    expect(zonedWallTimeToInstant('2026-03-29', '02:00', 'Europe/Madrid')).toBeNull();
    expect(zonedWallTimeToInstant('2026-03-29', '02:59', 'Europe/Madrid')).toBeNull();
    expect(zonedWallTimeToInstant('2026-03-29', '01:59', 'Europe/Madrid')).toBe(utc('2026-03-29T00:59:00Z'));
    expect(zonedWallTimeToInstant('2026-03-29', '03:00', 'Europe/Madrid')).toBe(utc('2026-03-29T01:00:00Z'));
    expect(zonedWallTimeToInstant('2026-03-08', '02:30', 'America/New_York')).toBeNull();
    expect(zonedWallTimeToInstant('2026-03-08', '03:00', 'America/New_York')).toBe(
      utc('2026-03-08T07:00:00Z'),
    );
    // Chile moves its clocks at midnight: Sunday 00:00-00:59 never happens.
    expect(zonedWallTimeToInstant('2026-09-06', '00:00', 'America/Santiago')).toBeNull();
    expect(zonedWallTimeToInstant('2026-09-06', '00:59', 'America/Santiago')).toBeNull();
    expect(zonedWallTimeToInstant('2026-09-06', '01:00', 'America/Santiago')).toBe(
      utc('2026-09-06T04:00:00Z'),
    );
  });

  it('chooses the earlier instant of a repeated fall-back hour', () => {
    expect(zonedWallTimeToInstant('2026-10-25', '02:30', 'Europe/Madrid')).toBe(utc('2026-10-25T00:30:00Z'));
    expect(zonedWallTimeToInstant('2026-10-25', '03:00', 'Europe/Madrid')).toBe(utc('2026-10-25T02:00:00Z'));
    expect(zonedWallTimeToInstant('2026-11-01', '01:30', 'America/New_York')).toBe(
      utc('2026-11-01T05:30:00Z'),
    );
    expect(zonedWallTimeToInstant('2026-04-04', '23:30', 'America/Santiago')).toBe(
      utc('2026-04-05T02:30:00Z'),
    );
    expect(zonedWallTimeToInstant('2026-04-05', '00:00', 'America/Santiago')).toBe(
      utc('2026-04-05T04:00:00Z'),
    );
  });

  it('refuses bad input with a RangeError', () => {
    expect(() => zonedWallTimeToInstant('2026-01-01', '09:00', 'Mars/Olympus')).toThrow(
      /Invalid IANA time zone/,
    );
    expect(() => zonedWallTimeToInstant('2026-01-01', '09:00', '')).toThrow(RangeError);
    expect(() => zonedWallTimeToInstant('2026-02-30', '09:00', 'Europe/Madrid')).toThrow(
      /Invalid local date/,
    );
    expect(() => zonedWallTimeToInstant('2026-01-01', '9am', 'Europe/Madrid')).toThrow(/Invalid wall time/);
    expect(isValidTimeZone('Europe/Madrid')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Europe/Madird')).toBe(false);
  });

  it('round-trips every instant of 2025-2027 through its wall time, earliest first', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES, 'Asia/Kolkata', 'Australia/Lord_Howe'),
        fc.integer({ min: utc('2025-01-01T00:00:00Z') / MINUTE, max: utc('2027-12-31T00:00:00Z') / MINUTE }),
        (timeZone, minute) => {
          const instant = minute * MINUTE;
          const parts = instantToZonedParts(instant, timeZone);
          const converted = zonedWallTimeToInstant(parts.date, parts.time, timeZone);
          expect(converted).not.toBeNull();
          expect(converted as number).toBeLessThanOrEqual(instant);
          expect(instantToZonedParts(converted as number, timeZone)).toEqual(parts);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('returns null exactly when no instant shows that wall time', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.oneof(
          fc.integer({ min: 0, max: 3 * 365 }).map((dayIndex) => addDays('2025-01-01', dayIndex)),
          fc.constantFrom(...DST_DATES_2026),
        ),
        fc.integer({ min: 0, max: 1439 }),
        (timeZone, date, minutes) => {
          const time = formatWallTime(minutes);
          const converted = zonedWallTimeToInstant(date, time, timeZone);
          const wanted = { date, time };
          // Offsets of these zones are whole hours, so the wall time can only be shown at a whole-hour
          // distance from its UTC reading.
          const naive = Date.parse(`${date}T${time}:00Z`);
          const showing = [];
          for (let hours = -16; hours <= 16; hours++) {
            const candidate = naive + hours * 3_600_000;
            const parts = instantToZonedParts(candidate, timeZone);
            if (parts.date === date && parts.time === time) showing.push(candidate);
          }
          expect(converted).toBe(showing.length === 0 ? null : Math.min(...showing));
          if (converted !== null) expect(instantToZonedParts(converted, timeZone)).toMatchObject(wanted);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('instantToZonedParts', () => {
  it('reads date, time, weekday and wall minutes in the zone', () => {
    expect(instantToZonedParts(utc('2026-03-29T00:59:00Z'), 'Europe/Madrid')).toEqual({
      date: '2026-03-29',
      time: '01:59',
      weekday: 7,
      minutesOfDay: 119,
    });
    expect(instantToZonedParts(utc('2026-03-29T01:00:00Z'), 'Europe/Madrid')).toMatchObject({
      time: '03:00',
    });
    expect(instantToZonedParts(utc('2026-10-25T00:30:00Z'), 'Europe/Madrid').time).toBe('02:30');
    expect(instantToZonedParts(utc('2026-10-25T01:30:00Z'), 'Europe/Madrid').time).toBe('02:30');
    expect(instantToZonedParts(utc('2026-04-05T03:30:00Z'), 'America/Santiago')).toMatchObject({
      date: '2026-04-04',
      time: '23:30',
      weekday: 6,
    });
    expect(instantToZonedParts(utc('2026-01-01T03:00:00Z'), 'America/Mexico_City')).toMatchObject({
      date: '2025-12-31',
      time: '21:00',
      weekday: 3,
    });
    expect(instantToZonedParts(utc('2026-01-01T10:00:00Z'), 'Pacific/Kiritimati')).toMatchObject({
      date: '2026-01-02',
      time: '00:00',
      minutesOfDay: 0,
    });
    expect(instantToZonedParts(utc('2026-01-01T18:29:59.999Z'), 'Asia/Kolkata').time).toBe('23:59');
  });

  it('refuses non-finite instants and unknown zones', () => {
    expect(() => instantToZonedParts(Number.NaN, 'Europe/Madrid')).toThrow(RangeError);
    expect(() => instantToZonedParts(Number.POSITIVE_INFINITY, 'Europe/Madrid')).toThrow(RangeError);
    expect(() => instantToZonedParts(0, 'Nowhere/Land')).toThrow(RangeError);
  });
});

describe('startOfLocalDay', () => {
  it('is local midnight on ordinary and DST days', () => {
    expect(startOfLocalDay('2026-03-29', 'Europe/Madrid')).toBe(utc('2026-03-28T23:00:00Z'));
    expect(startOfLocalDay('2026-03-30', 'Europe/Madrid')).toBe(utc('2026-03-29T22:00:00Z'));
    expect(startOfLocalDay('2026-10-25', 'Europe/Madrid')).toBe(utc('2026-10-24T22:00:00Z'));
    expect(startOfLocalDay('2026-11-01', 'America/New_York')).toBe(utc('2026-11-01T04:00:00Z'));
    expect(startOfLocalDay('2026-06-01', 'America/Montevideo')).toBe(utc('2026-06-01T03:00:00Z'));
    expect(startOfLocalDay('2026-06-01', 'Asia/Kolkata')).toBe(utc('2026-05-31T18:30:00Z'));
  });

  it('is the first existing instant when midnight is skipped', () => {
    expect(startOfLocalDay('2026-09-06', 'America/Santiago')).toBe(utc('2026-09-06T04:00:00Z'));
    // The day after Chile falls back starts once Saturday's repeated 23:00 hour is over.
    expect(startOfLocalDay('2026-04-05', 'America/Santiago')).toBe(utc('2026-04-05T04:00:00Z'));
    expect(startOfLocalDay('2026-04-04', 'America/Santiago')).toBe(utc('2026-04-04T03:00:00Z'));
  });
});
