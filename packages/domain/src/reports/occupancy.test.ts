import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteForceSlots, clock } from '../availability/brute-force-slots.test-support';
import type { SlotSchedule } from '../availability/compute-slots';
import { mergeRanges } from '../availability/time-range';
import { addDays, eachLocalDate, startOfLocalDay } from '../time/zoned-time';
import {
  minutesOf,
  occupancyRate,
  offeredMinutes,
  offeredMinutesOfDates,
  offeredRangesByDate,
} from './occupancy';
import { periodInstants } from './report-period';

const weekdays = (from: string, to: string): SlotSchedule[] =>
  [1, 2, 3, 4, 5].map((dayOfWeek) => ({
    id: `s${dayOfWeek}`,
    dayOfWeek,
    startTime: from,
    endTime: to,
    isActive: true,
  }));

describe('offered minutes (asked of the slot engine)', () => {
  it('a Monday-to-Friday 09:00-13:00 host offers 20 hours a week, less a disabled day', () => {
    const input = {
      timeZone: 'America/Santiago',
      period: { from: '2026-03-02', to: '2026-03-08' },
      services: [{ id: 'consulta', duration: 30, schedules: weekdays('09:00', '13:00') }],
      disabledRanges: [] as { startAt: number; endAt: number }[],
    };
    expect(offeredMinutes(input)).toBe(1200);
    const wednesday = {
      startAt: startOfLocalDay('2026-03-04', 'America/Santiago'),
      endAt: startOfLocalDay('2026-03-05', 'America/Santiago'),
    };
    expect(offeredMinutes({ ...input, disabledRanges: [wednesday] })).toBe(960);
  });

  it("a closure of one service takes out that service's time only", () => {
    const wednesday = {
      startAt: startOfLocalDay('2026-03-04', 'Europe/Madrid'),
      endAt: startOfLocalDay('2026-03-05', 'Europe/Madrid'),
    };
    const input = {
      timeZone: 'Europe/Madrid',
      period: { from: '2026-03-02', to: '2026-03-08' },
      services: [
        { id: 'consulta', duration: 30, schedules: weekdays('09:00', '13:00'), disabledRanges: [wednesday] },
        { id: 'cirugia', duration: 60, schedules: weekdays('15:00', '17:00') },
      ],
      disabledRanges: [],
    };
    // 5 × 4 h of consultations less Wednesday's, and 5 × 2 h of surgery.
    expect(offeredMinutes(input)).toBe(4 * 240 + 5 * 120);
  });

  it('two services over the same hours offer that time once; a 45-minute service leaves its tail', () => {
    expect(
      offeredMinutes({
        timeZone: 'Europe/Madrid',
        period: { from: '2026-03-02', to: '2026-03-02' },
        services: [
          { id: 'a', duration: 30, schedules: weekdays('09:00', '10:00') },
          { id: 'b', duration: 45, schedules: weekdays('09:00', '10:00') },
        ],
        disabledRanges: [],
      }),
    ).toBe(60);
    expect(
      offeredMinutes({
        timeZone: 'Europe/Madrid',
        period: { from: '2026-03-02', to: '2026-03-02' },
        services: [{ id: 'b', duration: 45, schedules: weekdays('09:00', '10:00') }],
        disabledRanges: [],
      }),
    ).toBe(45);
  });

  it('equals the time covered by the brute-force slots of every service, on random schedules', () => {
    const zones = ['America/Santiago', 'Europe/Madrid', 'Asia/Kolkata', 'Pacific/Kiritimati'];
    const schedule = fc.record({
      dayOfWeek: fc.integer({ min: 1, max: 7 }),
      start: fc.integer({ min: 0, max: 95 }).map((quarter) => quarter * 15),
      length: fc.integer({ min: 1, max: 48 }).map((quarters) => quarters * 15),
    });
    const service = fc.record({
      duration: fc.constantFrom(15, 20, 30, 45, 60),
      schedules: fc.array(schedule, { minLength: 1, maxLength: 4 }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 364 }).map((day) => addDays('2026-01-01', day)),
        fc.integer({ min: 0, max: 5 }),
        fc.array(service, { minLength: 1, maxLength: 3 }),
        fc.array(
          fc.record({
            offsetHours: fc.integer({ min: -24, max: 240 }),
            hours: fc.integer({ min: 1, max: 30 }),
          }),
          {
            maxLength: 3,
          },
        ),
        (timeZone, from, length, drawn, blocks) => {
          const period = { from, to: addDays(from, length) };
          const base = periodInstants(period, timeZone).startAt;
          const disabledRanges = blocks.map((block) => ({
            startAt: base + block.offsetHours * 3_600_000,
            endAt: base + (block.offsetHours + block.hours) * 3_600_000,
          }));
          const services = drawn.map((each, index) => ({
            id: `service-${index}`,
            duration: each.duration,
            schedules: each.schedules.map((range, at) => ({
              id: `r${index}-${at}`,
              dayOfWeek: range.dayOfWeek,
              startTime: clock(range.start),
              endTime: clock(Math.min(range.start + range.length, 1439)),
              isActive: true,
            })),
          }));
          const covered = services.flatMap((each) =>
            bruteForceSlots({
              timeZone,
              service: {
                id: each.id,
                duration: each.duration,
                minAdvanceBooking: 0,
                maxAdvanceBooking: null,
              },
              schedules: each.schedules,
              bookings: [],
              disabledRanges,
              now: base,
              fromDate: period.from,
              toDate: period.to,
            }).map((slot) => {
              // The oracle describes each slot as 'date times startAt endAt schedule weekday'.
              const [, , startAt, endAt] = slot.split(' ');
              return { startAt: Number(startAt), endAt: Number(endAt) };
            }),
          );
          const offered = offeredMinutes({ timeZone, period, services, disabledRanges });
          expect(offered).toBe(minutesOf(mergeRanges(covered)));
          // Read from per-date ranges computed over other cuts (a memo per month, here 3-day cuts
          // from 2 days before), the period's offered minutes are the same.
          const byDate = new Map<string, { startAt: number; endAt: number }[]>();
          for (let cut = addDays(period.from, -2); cut <= addDays(period.to, 2); cut = addDays(cut, 3)) {
            const cutPeriod = { from: cut, to: addDays(cut, 2) };
            for (const [date, ranges] of offeredRangesByDate({
              timeZone,
              period: cutPeriod,
              services,
              disabledRanges,
            })) {
              byDate.set(date, ranges);
            }
          }
          const dates = eachLocalDate(period.from, period.to);
          expect(
            offeredMinutesOfDates((date) => byDate.get(date), dates, periodInstants(period, timeZone)),
          ).toBe(offered);
        },
      ),
      { numRuns: 30 },
    );
  }, 60_000);

  it('occupancy has no figure when nothing was offered', () => {
    expect(occupancyRate(30, 120)).toBe(0.25);
    expect(occupancyRate(30, 0)).toBeNull();
  });
});
