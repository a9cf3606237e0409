import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SlotDateOverride, SlotSchedule } from '../availability/day-ranges';
import { instantToZonedParts, parseWallTime, zonedWallTimeToInstant } from '../time/zoned-time';
import { isOpenWithin, type OpeningHost, openInstantRanges } from './open-ranges';

const weekly = (dayOfWeek: number, startTime: string, endTime: string): SlotSchedule => ({
  id: `w-${dayOfWeek}-${startTime}`,
  dayOfWeek,
  startTime,
  endTime,
  isActive: true,
});
const override = (
  date: string,
  kind: 'ADD' | 'REPLACE',
  startTime: string,
  endTime: string,
  isHostLevel = false,
): SlotDateOverride => ({
  id: `o-${date}-${kind}-${startTime}`,
  date,
  kind,
  isHostLevel,
  startTime,
  endTime,
});
const at = (date: string, time: string, zone = 'Europe/Madrid') =>
  zonedWallTimeToInstant(date, time, zone) ?? Number.NaN;

// 2026-11-24 is a Tuesday; 2026-12-24 a Thursday.
describe('openInstantRanges', () => {
  const tuesdayMorning = weekly(2, '09:00', '14:00');

  it('is the week’s hours when nothing changes the date', () => {
    const ranges = openInstantRanges(
      [{ schedules: [tuesdayMorning], overrides: [], blocked: [] }],
      'Europe/Madrid',
      '2026-11-24',
      '2026-11-24',
    );
    expect(ranges).toEqual([{ startAt: at('2026-11-24', '09:00'), endAt: at('2026-11-24', '14:00') }]);
  });

  it('takes a REPLACE instead of the week and adds an ADD (a clinic-wide override applies to every professional)', () => {
    const host: OpeningHost = {
      schedules: [tuesdayMorning],
      overrides: [
        override('2026-11-24', 'REPLACE', '10:00', '12:00'),
        override('2026-11-24', 'ADD', '18:00', '24:00'),
      ],
      blocked: [],
    };
    const ranges = openInstantRanges([host], 'Europe/Madrid', '2026-11-24', '2026-11-24');
    expect(isOpenWithin(ranges, at('2026-11-24', '09:30'))).toBe(false);
    expect(isOpenWithin(ranges, at('2026-11-24', '11:59'))).toBe(true);
    expect(isOpenWithin(ranges, at('2026-11-24', '12:00'))).toBe(false);
    expect(isOpenWithin(ranges, at('2026-11-24', '23:59'))).toBe(true);
    expect(isOpenWithin(ranges, at('2026-11-25', '00:00'))).toBe(false);
  });

  it('removes a holiday, and one professional open keeps the clinic open', () => {
    const holiday = { startAt: at('2026-11-24', '00:00'), endAt: at('2026-11-25', '00:00') };
    const onHoliday = { schedules: [tuesdayMorning], overrides: [], blocked: [holiday] };
    expect(openInstantRanges([onHoliday], 'Europe/Madrid', '2026-11-24', '2026-11-24')).toEqual([]);
    const colleague = { schedules: [weekly(2, '13:00', '15:00')], overrides: [], blocked: [] };
    expect(openInstantRanges([onHoliday, colleague], 'Europe/Madrid', '2026-11-24', '2026-11-24')).toEqual([
      { startAt: at('2026-11-24', '13:00'), endAt: at('2026-11-24', '15:00') },
    ]);
  });

  it('joins a night that runs to 24:00 with the next morning from 00:00', () => {
    const ranges = openInstantRanges(
      [{ schedules: [weekly(2, '20:00', '24:00'), weekly(3, '00:00', '08:00')], overrides: [], blocked: [] }],
      'Europe/Madrid',
      '2026-11-24',
      '2026-11-25',
    );
    expect(ranges).toEqual([{ startAt: at('2026-11-24', '20:00'), endAt: at('2026-11-25', '08:00') }]);
  });

  it('starts a range whose start the spring-forward jump skips at the jump', () => {
    // Europe/Madrid, Sunday 2026-03-29: 02:00 becomes 03:00.
    const ranges = openInstantRanges(
      [{ schedules: [weekly(7, '02:30', '04:00')], overrides: [], blocked: [] }],
      'Europe/Madrid',
      '2026-03-29',
      '2026-03-29',
    );
    expect(ranges).toEqual([
      { startAt: Date.parse('2026-03-29T01:00:00Z'), endAt: Date.parse('2026-03-29T02:00:00Z') },
    ]);
  });
});

// Brute force: at an instant, read the clinic's wall clock and ask each professional directly.
function isOpenByWallClock(hosts: readonly OpeningHost[], timeZone: string, instant: number): boolean {
  const parts = instantToZonedParts(instant, timeZone);
  return hosts.some((host) => {
    if (host.blocked.some((range) => instant >= range.startAt && instant < range.endAt)) return false;
    const ofDate = host.overrides.filter((each) => each.date === parts.date);
    const hostReplace = ofDate.filter((each) => each.kind === 'REPLACE' && each.isHostLevel);
    const replace = hostReplace.length > 0 ? hostReplace : ofDate.filter((each) => each.kind === 'REPLACE');
    const base =
      replace.length > 0
        ? replace
        : host.schedules.filter((each) => each.isActive && each.dayOfWeek === parts.weekday);
    const ranges = [...base, ...ofDate.filter((each) => each.kind === 'ADD')];
    return ranges.some((range) => {
      const end = range.endTime === '24:00' ? 1440 : parseWallTime(range.endTime);
      return parts.minutesOfDay >= parseWallTime(range.startTime) && parts.minutesOfDay < end;
    });
  });
}

describe('openInstantRanges against the wall clock, minute by minute', () => {
  const TIMES = ['00:00', '06:30', '09:00', '13:15', '18:00', '23:45', '24:00'];
  const DATES = ['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30'];
  const range = fc
    .tuple(fc.constantFrom(...TIMES), fc.constantFrom(...TIMES))
    .filter(([start, end]) => start !== '24:00' && start < end);
  const hostArbitrary = fc.record({
    schedules: fc.array(
      fc.tuple(fc.integer({ min: 1, max: 7 }), range).map(([day, [start, end]]) => weekly(day, start, end)),
      { maxLength: 4 },
    ),
    overrides: fc.array(
      fc
        .tuple(
          fc.constantFrom(...DATES),
          fc.constantFrom('ADD' as const, 'REPLACE' as const),
          range,
          fc.boolean(),
        )
        .map(([date, kind, [start, end], isHostLevel]) => override(date, kind, start, end, isHostLevel)),
      { maxLength: 3 },
    ),
    blocked: fc.array(
      fc
        .tuple(fc.integer({ min: 0, max: 4 * 96 }), fc.integer({ min: 1, max: 96 }))
        .map(([start, length]) => {
          const startAt = Date.parse('2026-03-27T00:00:00Z') + start * 15 * 60_000;
          return { startAt, endAt: startAt + length * 15 * 60_000 };
        }),
      { maxLength: 2 },
    ),
  });

  it('holds an instant exactly when some professional works then', () => {
    fc.assert(
      fc.property(
        fc.array(hostArbitrary, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('UTC', 'Europe/Madrid', 'America/Mexico_City'),
        (hosts, zone) => {
          const ranges = openInstantRanges(hosts, zone, '2026-03-28', '2026-03-29');
          // Every quarter hour of the two local days (and a little around them).
          const from = Date.parse('2026-03-27T12:00:00Z');
          for (let instant = from; instant < from + 3 * 86_400_000; instant += 15 * 60_000) {
            const date = instantToZonedParts(instant, zone).date;
            if (date < '2026-03-28' || date > '2026-03-29') continue;
            expect(isOpenWithin(ranges, instant), new Date(instant).toISOString()).toBe(
              isOpenByWallClock(hosts, zone, instant),
            );
          }
        },
      ),
      { numRuns: 150, seed: 63 },
    );
  });
});
