import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantToZonedParts } from '../time/zoned-time';
import { formatUtcOffset, zoneWriter } from './vtimezone';

const utc = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;
const ZONES = [
  'Europe/Madrid',
  'America/Santiago',
  'America/New_York',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
] as const;
const CLOCK_CHANGES = [
  '2026-03-29T01:00:00.000Z',
  '2026-10-25T01:00:00.000Z',
  '2026-04-05T03:00:00.000Z',
  '2026-09-06T04:00:00.000Z',
  '2026-03-08T07:00:00.000Z',
  '2026-11-01T06:00:00.000Z',
  '2026-04-04T15:00:00.000Z',
  '2026-10-03T15:30:00.000Z',
];
const FROM = utc('2026-01-01T00:00:00.000Z');
const TO = utc('2026-12-31T00:00:00.000Z');

/** The zone's wall reading of an instant, as the VALUE a local DATE-TIME writes ('YYYYMMDDTHHMMSS'). */
function wallReading(instant: number, timeZone: string): string {
  const parts = instantToZonedParts(instant, timeZone);
  const seconds = String(new Date(instant).getUTCSeconds()).padStart(2, '0');
  return `${parts.date.replaceAll('-', '')}T${parts.time.replace(':', '')}${seconds}`;
}

describe('zoneWriter', () => {
  it('writes Madrid’s 2026: CET, then CEST from 29 March 02:00, CET again from 25 October 03:00', () => {
    const zone = zoneWriter('Europe/Madrid', FROM, TO);
    expect(zone.observances).toEqual([
      { kind: 'STANDARD', start: '20251231T010000', offsetFromMinutes: 60, offsetToMinutes: 60 },
      { kind: 'DAYLIGHT', start: '20260329T020000', offsetFromMinutes: 60, offsetToMinutes: 120 },
      { kind: 'STANDARD', start: '20261025T030000', offsetFromMinutes: 120, offsetToMinutes: 60 },
    ]);
    expect(zone.lines).toContain('TZOFFSETFROM:+0200');
  });

  it('writes Santiago’s 2026: summer time ends at 24:00 on 4 April, starts at 24:00 on 5 September', () => {
    const zone = zoneWriter('America/Santiago', FROM, TO);
    expect(zone.observances.slice(1)).toEqual([
      { kind: 'STANDARD', start: '20260405T000000', offsetFromMinutes: -180, offsetToMinutes: -240 },
      { kind: 'DAYLIGHT', start: '20260906T000000', offsetFromMinutes: -240, offsetToMinutes: -180 },
    ]);
  });

  it('writes both passes of a repeated hour in UTC and every other instant as local time', () => {
    const madrid = zoneWriter('Europe/Madrid', FROM, TO);
    expect(madrid.timeValue(utc('2026-10-25T00:30:00.000Z'))).toEqual({
      value: '20261025T003000Z',
      isZoned: false,
    });
    expect(madrid.timeValue(utc('2026-10-24T23:59:00.000Z'))).toEqual({
      value: '20261025T015900',
      isZoned: true,
    });
    expect(madrid.timeValue(utc('2026-10-25T01:30:00.000Z'))).toEqual({
      value: '20261025T013000Z',
      isZoned: false,
    });
    expect(madrid.timeValue(utc('2026-03-29T01:00:00.000Z'))).toEqual({
      value: '20260329T030000',
      isZoned: true,
    });
    const santiago = zoneWriter('America/Santiago', FROM, TO);
    expect(santiago.timeValue(utc('2026-04-05T02:30:00.000Z')).isZoned).toBe(false);
    expect(santiago.timeValue(utc('2026-04-05T01:59:00.000Z')).isZoned).toBe(true);
    expect(santiago.timeValue(utc('2026-04-05T03:30:00.000Z'))).toEqual({
      value: '20260405T033000Z',
      isZoned: false,
    });
    expect(santiago.localDate(utc('2026-09-06T04:30:00.000Z'))).toBe('2026-09-06');
  });

  it('formats offsets as UTC-OFFSET values', () => {
    expect([60, -180, 330, 0, -570].map(formatUtcOffset)).toEqual([
      '+0100',
      '-0300',
      '+0530',
      '+0000',
      '-0930',
    ]);
  });

  it('for any instant: a local value is the zone’s wall reading and no other instant shows it (brute force)', () => {
    const writers = new Map(ZONES.map((zone) => [zone, zoneWriter(zone, FROM, TO)]));
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.oneof(
          fc.integer({ min: FROM / MINUTE, max: TO / MINUTE }).map((minute) => minute * MINUTE),
          // Half the runs within three hours of a 2026 clock change of one of the zones.
          fc
            .tuple(fc.constantFrom(...CLOCK_CHANGES), fc.integer({ min: -180, max: 180 }))
            .map(([change, minutes]) => utc(change) + minutes * MINUTE),
        ),
        (timeZone, instant) => {
          const time = writers.get(timeZone)?.timeValue(instant);
          const reading = wallReading(instant, timeZone);
          // Oracle: every minute of the three hours before and after, read through Intl.
          let isOnlyReading = true;
          for (let other = instant - 3 * 60 * MINUTE; other <= instant + 3 * 60 * MINUTE; other += MINUTE) {
            if (other !== instant && wallReading(other, timeZone) === reading) isOnlyReading = false;
          }
          expect(time?.isZoned).toBe(isOnlyReading);
          expect(time?.value).toBe(
            isOnlyReading ? reading : `${new Date(instant).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`,
          );
          expect(writers.get(timeZone)?.localDate(instant)).toBe(instantToZonedParts(instant, timeZone).date);
        },
      ),
      { numRuns: 150 },
    );
  });
});
