// The journeys' clock: the offset lands on the asked hour of the same Madrid date at any hour of the
// day and across DST changes, and the shift moves only "now" (run as the browser runs it: the
// function's source in a realm of its own).
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { offsetToLocalTime, shiftProcessClock } from './e2e-clock.mjs';

const madrid = (ms) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(ms));

describe('offsetToLocalTime', () => {
  it.each([
    ['2026-11-29T22:40:00.000Z', '2026-11-29, 23:40:00'], // 23:40 in Madrid, the hour journeys failed at
    ['2026-11-28T23:10:30.123Z', '2026-11-29, 00:10:30'], // just after midnight
    ['2026-06-30T21:59:59.999Z', '2026-06-30, 23:59:59'], // summer time, last instant of the day
    ['2026-03-29T00:30:00.000Z', '2026-03-29, 01:30:00'], // spring forward later that day
    ['2026-10-25T00:30:00.000Z', '2026-10-25, 02:30:00'], // fall back: 02:30 is the first of two
    ['2026-11-29T09:00:00.000Z', '2026-11-29, 10:00:00'], // already there
  ])('moves %s (%s in Madrid) to 10:00:00 of the same date', (iso, local) => {
    const now = Date.parse(iso);
    expect(madrid(now)).toBe(local);
    expect(madrid(now + offsetToLocalTime(now, '10:00'))).toBe(`${local.slice(0, 10)}, 10:00:00`);
  });

  it('reaches any hour asked, 23:40 included', () => {
    const now = Date.parse('2026-11-29T08:15:00.000Z');
    expect(madrid(now + offsetToLocalTime(now, '23:40'))).toBe('2026-11-29, 23:40:00');
    expect(madrid(now + offsetToLocalTime(now, '00:00'))).toBe('2026-11-29, 00:00:00');
  });

  it('refuses an hour that is not HH:MM', () => {
    for (const at of ['24:00', '9:00', '10:60', 'diez']) {
      expect(() => offsetToLocalTime(Date.now(), at)).toThrow(/HH:MM/);
    }
  });
});

describe('shiftProcessClock', () => {
  const inRealm = (code, offsetMs) => {
    const realm = createContext({});
    runInContext(`(${shiftProcessClock.toString()})(${offsetMs});`, realm);
    return runInContext(code, realm);
  };
  const HOUR = 3_600_000;

  it('moves new Date() and Date.now(), and nothing else', () => {
    const before = Date.now();
    const seen = inRealm(
      `({
        now: Date.now(),
        constructed: new Date().getTime(),
        called: Date(),
        given: new Date(0).getTime(),
        parsed: Date.parse('2020-01-01T00:00:00Z'),
        utc: Date.UTC(2020, 0, 1),
        isDate: new Date() instanceof Date,
        subclass: new (class extends Date {})().getTime(),
      })`,
      -13 * HOUR,
    );
    const after = Date.now();
    for (const shifted of [seen.now, seen.constructed, seen.subclass]) {
      expect(shifted).toBeGreaterThanOrEqual(before - 13 * HOUR);
      expect(shifted).toBeLessThanOrEqual(after - 13 * HOUR);
    }
    expect(Date.parse(seen.called)).toBeLessThanOrEqual(after - 13 * HOUR);
    expect(Date.parse(seen.called)).toBeGreaterThan(before - 13 * HOUR - 1000);
    expect(seen.given).toBe(0);
    expect(seen.parsed).toBe(Date.UTC(2020, 0, 1));
    expect(seen.utc).toBe(Date.UTC(2020, 0, 1));
    expect(seen.isDate).toBe(true);
  });

  it('moves once: a second call does not add its offset again', () => {
    const before = Date.now();
    const now = inRealm(`(${shiftProcessClock.toString()})(${5 * HOUR}); Date.now()`, 2 * HOUR);
    expect(now).toBeGreaterThanOrEqual(before + 2 * HOUR);
    expect(now).toBeLessThan(before + 3 * HOUR);
  });

  it('leaves the clock alone with no offset', () => {
    const before = Date.now();
    const now = inRealm('Date.now()', 0);
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThan(before + HOUR);
  });
});
