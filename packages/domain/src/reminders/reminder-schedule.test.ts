import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantToZonedParts } from '../time/zoned-time';
import {
  applyQuietHours,
  appointmentReminderSends,
  dueReminderSends,
  isInQuietHours,
  localInstant,
} from './reminder-schedule';
import type { QuietHours } from './reminder-settings.schema';

const MADRID = 'Europe/Madrid';
const SANTIAGO = 'America/Santiago';
const OFF: QuietHours = { isEnabled: false, start: '21:00', end: '09:00' };
const NIGHT: QuietHours = { isEnabled: true, start: '21:00', end: '09:00' };
const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const iso = (instant: number) => new Date(instant).toISOString();
const local = (instant: number, zone: string) => {
  const parts = instantToZonedParts(instant, zone);
  return `${parts.date} ${parts.time}`;
};

describe('appointment reminders', () => {
  const early = at('2026-01-01T00:00:00Z');

  it('sends one reminder per offset, earliest first', () => {
    const startAt = at('2026-04-14T08:30:00Z'); // 10:30 Madrid (CEST)
    const sends = appointmentReminderSends({
      offsetsMinutes: [120, 2880],
      quietHours: OFF,
      startAt,
      now: early,
      timeZone: MADRID,
    });
    expect(sends.map((send) => [send.offsetMinutes, iso(send.sendAt)])).toEqual([
      [2880, '2026-04-12T08:30:00.000Z'],
      [120, '2026-04-14T06:30:00.000Z'],
    ]);
  });

  it('keeps a 09:00 reminder at 09:00 local across the spring change in Madrid', () => {
    const startAt = at('2026-03-29T07:00:00Z'); // Sunday 09:00 CEST, the night the clocks went forward
    const [send] = appointmentReminderSends({
      offsetsMinutes: [1440],
      quietHours: OFF,
      startAt,
      now: early,
      timeZone: MADRID,
    });
    expect(local(send?.sendAt ?? 0, MADRID)).toBe('2026-03-28 09:00');
    expect(iso(send?.sendAt ?? 0)).toBe('2026-03-28T08:00:00.000Z'); // 23 real hours before
  });

  it('keeps a 09:00 reminder at 09:00 local across the autumn change in Madrid', () => {
    const startAt = at('2026-10-25T08:00:00Z'); // Sunday 09:00 CET
    const [send] = appointmentReminderSends({
      offsetsMinutes: [1440],
      quietHours: OFF,
      startAt,
      now: early,
      timeZone: MADRID,
    });
    expect(local(send?.sendAt ?? 0, MADRID)).toBe('2026-10-24 09:00');
    expect(iso(send?.sendAt ?? 0)).toBe('2026-10-24T07:00:00.000Z'); // 25 real hours before
  });

  it('keeps 09:00 local in Santiago when midnight is skipped (September) and repeated (April)', () => {
    const september = at('2026-09-06T12:00:00Z'); // 09:00 -03
    const [spring] = appointmentReminderSends({
      offsetsMinutes: [1440],
      quietHours: OFF,
      startAt: september,
      now: early,
      timeZone: SANTIAGO,
    });
    expect(local(spring?.sendAt ?? 0, SANTIAGO)).toBe('2026-09-05 09:00');
    expect(iso(spring?.sendAt ?? 0)).toBe('2026-09-05T13:00:00.000Z');
    const april = at('2026-04-05T13:00:00Z'); // 09:00 -04
    const [autumn] = appointmentReminderSends({
      offsetsMinutes: [2880],
      quietHours: OFF,
      startAt: april,
      now: early,
      timeZone: SANTIAGO,
    });
    expect(local(autumn?.sendAt ?? 0, SANTIAGO)).toBe('2026-04-03 09:00');
  });

  it('counts hours as elapsed time: 2 h before an appointment just after the spring jump', () => {
    const startAt = at('2026-03-29T02:00:00Z'); // 04:00 CEST; two real hours before is 01:00 CET
    const [send] = appointmentReminderSends({
      offsetsMinutes: [120],
      quietHours: OFF,
      startAt,
      now: early,
      timeZone: MADRID,
    });
    expect(local(send?.sendAt ?? 0, MADRID)).toBe('2026-03-29 01:00');
  });

  it('moves a reminder out of quiet hours, and drops it when that reaches the appointment', () => {
    const startAt = at('2026-04-14T07:30:00Z'); // 09:30 Madrid
    const sends = appointmentReminderSends({
      offsetsMinutes: [120, 720, 1440],
      quietHours: NIGHT,
      startAt,
      now: early,
      timeZone: MADRID,
    });
    // 24 h: 09:30 the day before, outside; 12 h: 21:30 → 09:00; 2 h: 07:30 → 09:00 too, one e-mail.
    expect(sends.map((send) => [send.offsetMinutes, local(send.sendAt, MADRID)])).toEqual([
      [1440, '2026-04-13 09:30'],
      [720, '2026-04-14 09:00'],
    ]);
    const tight = at('2026-04-14T07:00:00Z'); // 09:00 Madrid: the push lands on the start itself
    const none = appointmentReminderSends({
      offsetsMinutes: [120],
      quietHours: NIGHT,
      startAt: tight,
      now: early,
      timeZone: MADRID,
    });
    expect(none).toEqual([]);
  });

  it('never schedules in the past', () => {
    const startAt = at('2026-04-14T08:30:00Z');
    const now = at('2026-04-13T12:00:00Z');
    const sends = appointmentReminderSends({
      offsetsMinutes: [120, 1440, 2880],
      quietHours: OFF,
      startAt,
      now,
      timeZone: MADRID,
    });
    expect(sends.map((send) => send.offsetMinutes)).toEqual([120]);
  });
});

describe('due-date reminders', () => {
  it('sends N days before at the send time and again the day after the due date', () => {
    const sends = dueReminderSends({
      dueDate: '2026-04-14',
      daysBefore: 7,
      isOverdueEnabled: true,
      sendTime: '09:00',
      quietHours: OFF,
      now: at('2026-01-01T00:00:00Z'),
      timeZone: MADRID,
    });
    expect(sends.map((send) => [send.phase, local(send.sendAt, MADRID)])).toEqual([
      ['before', '2026-04-07 09:00'],
      ['overdue', '2026-04-15 09:00'],
    ]);
  });

  it('stays 09:00 local when the week before crosses the DST change', () => {
    const sends = dueReminderSends({
      dueDate: '2026-04-01',
      daysBefore: 7,
      isOverdueEnabled: true,
      sendTime: '09:00',
      quietHours: OFF,
      now: at('2026-01-01T00:00:00Z'),
      timeZone: MADRID,
    });
    expect(sends.map((send) => iso(send.sendAt))).toEqual([
      '2026-03-25T08:00:00.000Z',
      '2026-04-02T07:00:00.000Z',
    ]);
  });

  it('catches up right away (quiet hours allowing) when the planned day passed but the due day has not come', () => {
    const now = at('2026-04-12T21:30:00Z'); // 23:30 Madrid
    const sends = dueReminderSends({
      dueDate: '2026-04-14',
      daysBefore: 7,
      isOverdueEnabled: false,
      sendTime: '09:00',
      quietHours: NIGHT,
      now,
      timeZone: MADRID,
    });
    expect(sends.map((send) => [send.phase, local(send.sendAt, MADRID)])).toEqual([
      ['before', '2026-04-13 09:00'],
    ]);
  });

  it('sends nothing before once the due day arrived, and nothing overdue once that passed', () => {
    const sends = dueReminderSends({
      dueDate: '2026-04-14',
      daysBefore: 3,
      isOverdueEnabled: true,
      sendTime: '09:00',
      quietHours: OFF,
      now: at('2026-04-16T00:00:00Z'),
      timeZone: SANTIAGO,
    });
    expect(sends).toEqual([]);
  });

  it('places a send time skipped by the jump at the jump', () => {
    expect(local(localInstant('2026-09-06', '00:30', SANTIAGO), SANTIAGO)).toBe('2026-09-06 01:00');
  });
});

const zones = fc.constantFrom(MADRID, SANTIAGO, 'America/New_York', 'UTC', 'Australia/Lord_Howe');
const wall = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
const minuteInstant = fc
  .integer({ min: 0, max: 366 * 24 * 60 })
  .map((minutes) => at('2026-01-01T00:00:00Z') + minutes * 60_000);

function minuteOfDay(instant: number, zone: string): number {
  return instantToZonedParts(instant, zone).minutesOfDay;
}

describe('quiet hours across a spring-forward gap', () => {
  it('moves past a quiet period whose end the clocks skip into the next one (found by the oracle)', () => {
    // Quiet 03:00–02:00 and Madrid skips 02:00–03:00 on 29 March 2026: no free minute that day.
    const quiet: QuietHours = { isEnabled: true, start: '03:00', end: '02:00' };
    expect(applyQuietHours(1774663200000, quiet, 'Europe/Madrid')).toBe(at('2026-03-30T00:00:00Z'));
  });
});

describe('properties against brute-force oracles', () => {
  it('quiet hours: the first minute at or after the send that is outside the quiet period', () => {
    fc.assert(
      fc.property(minuteInstant, zones, wall, wall, (instant, zone, start, end) => {
        fc.pre(start !== end);
        const quiet: QuietHours = { isEnabled: true, start, end };
        let oracle = instant;
        while (isInQuietHours(minuteOfDay(oracle, zone), quiet)) oracle += 60_000;
        expect(applyQuietHours(instant, quiet, zone)).toBe(oracle);
      }),
      { numRuns: 150 },
    );
  });

  it('whole-day offsets: the first minute whose wall clock reaches the start’s wall time N days before', () => {
    fc.assert(
      fc.property(minuteInstant, zones, fc.integer({ min: 1, max: 30 }), (startAt, zone, days) => {
        const [send] = appointmentReminderSends({
          offsetsMinutes: [days * 1440],
          quietHours: OFF,
          startAt,
          now: 0,
          timeZone: zone,
        });
        const target = instantToZonedParts(startAt, zone);
        const targetDay = Date.parse(`${target.date}T00:00:00Z`) - days * 86_400_000;
        const targetWall = targetDay + target.minutesOfDay * 60_000;
        let oracle = startAt - days * 24 * HOUR - 3 * HOUR;
        const wallOf = (instant: number) => {
          const parts = instantToZonedParts(instant, zone);
          return Date.parse(`${parts.date}T00:00:00Z`) + parts.minutesOfDay * 60_000;
        };
        while (wallOf(oracle) < targetWall) oracle += 60_000;
        expect(send?.sendAt).toBe(oracle);
      }),
      { numRuns: 120 },
    );
  });

  it('every scheduled send is after now, before the start, and outside quiet hours', () => {
    fc.assert(
      fc.property(
        minuteInstant,
        minuteInstant,
        zones,
        fc.uniqueArray(fc.integer({ min: 1, max: 43_200 }), { maxLength: 5 }),
        wall,
        wall,
        (startAt, now, zone, offsetsMinutes, start, end) => {
          fc.pre(start !== end);
          const quiet: QuietHours = { isEnabled: true, start, end };
          const sends = appointmentReminderSends({
            offsetsMinutes,
            quietHours: quiet,
            startAt,
            now,
            timeZone: zone,
          });
          for (const send of sends) {
            expect(send.sendAt).toBeGreaterThanOrEqual(now);
            expect(send.sendAt).toBeLessThan(startAt);
            expect(isInQuietHours(minuteOfDay(send.sendAt, zone), quiet)).toBe(false);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
