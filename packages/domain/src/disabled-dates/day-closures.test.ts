import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantToZonedParts, startOfLocalDay } from '../time/zoned-time';
import { type ClosureEntry, closureLabel, closuresOnDay } from './day-closures';

const ZONE = 'Europe/Madrid';
const entry = (overrides: Partial<ClosureEntry>): ClosureEntry => ({
  id: 'entry',
  scope: 'SPACE',
  hostId: null,
  host: null,
  title: 'Feriado',
  reason: 'Día de la Hispanidad',
  // All-day entries are listed from local 00:00 of the first day to 23:59:59.999 of the last.
  startDate: '2026-10-11T22:00:00.000Z',
  endDate: '2026-10-12T21:59:59.999Z',
  isAllDay: true,
  ...overrides,
});

describe('closuresOnDay', () => {
  it('draws a yearly holiday on the same day of later years, and names a closure of some services', () => {
    const yearly = entry({ isRecurring: true, startDay: '2026-10-12', endDay: '2026-10-12' });
    expect(closuresOnDay([yearly], '2027-10-12', ZONE)).toEqual([
      expect.objectContaining({ startMinutes: 0, endMinutes: 1440, isWholeDay: true }),
    ]);
    expect(closuresOnDay([yearly], '2027-10-11', ZONE)).toEqual([]);
    expect(
      closuresOnDay([entry({ startDay: '2026-10-12', endDay: '2026-10-12' })], '2027-10-12', ZONE),
    ).toEqual([]);
    const [ofSome] = closuresOnDay([entry({ serviceIds: ['consulta'] })], '2026-10-12', ZONE);
    expect(ofSome && closureLabel(ofSome)).toBe('Cerrado para algunos servicios: Día de la Hispanidad');
  });

  it('covers the whole day for an all-day entry, and not the days around it', () => {
    expect(closuresOnDay([entry({})], '2026-10-12', ZONE)).toEqual([
      expect.objectContaining({ startMinutes: 0, endMinutes: 1440, isWholeDay: true }),
    ]);
    expect(closuresOnDay([entry({})], '2026-10-11', ZONE)).toEqual([]);
    expect(closuresOnDay([entry({})], '2026-10-13', ZONE)).toEqual([]);
  });

  it("draws a partial absence in the day's wall minutes, only for the hosts shown", () => {
    const absence = entry({
      id: 'absence',
      scope: 'HOST',
      hostId: 'laura',
      host: { id: 'laura', name: 'Laura Pérez' },
      reason: 'Congreso',
      isAllDay: false,
      startDate: '2026-10-13T12:00:00.000Z', // 14:00 in Madrid
      endDate: '2026-10-13T15:30:00.000Z', // 17:30
    });
    const [band] = closuresOnDay([absence], '2026-10-13', ZONE, ['laura']);
    expect(band).toMatchObject({ startMinutes: 14 * 60, endMinutes: 17 * 60 + 30, isWholeDay: false });
    expect(band && closureLabel(band)).toBe('Ausencia de Laura Pérez: Congreso');
    expect(closuresOnDay([absence], '2026-10-13', ZONE, ['otro'])).toEqual([]);
    expect(closuresOnDay([absence], '2026-10-13', ZONE)).toHaveLength(1);
  });

  it('puts the space-wide closures first', () => {
    const closures = closuresOnDay(
      [entry({ id: 'host', scope: 'HOST', hostId: 'h', isAllDay: true }), entry({ id: 'space' })],
      '2026-10-12',
      ZONE,
    );
    expect(closures.map((closure) => closure.id)).toEqual(['space', 'host']);
    expect(closureLabel(closures[0] ?? ({} as never))).toBe('Cerrado: Día de la Hispanidad');
  });

  it('agrees with a minute-by-minute brute force on partial entries', () => {
    const dayStart = startOfLocalDay('2026-03-29', ZONE); // a DST day: 23 hours
    fc.assert(
      fc.property(
        fc.integer({ min: -600, max: 1800 }),
        fc.integer({ min: 1, max: 1200 }),
        (offsetMinutes, lengthMinutes) => {
          const startAt = dayStart + offsetMinutes * 60_000;
          const endAt = startAt + lengthMinutes * 60_000;
          const closures = closuresOnDay(
            [
              entry({
                isAllDay: false,
                startDate: new Date(startAt).toISOString(),
                endDate: new Date(endAt).toISOString(),
              }),
            ],
            '2026-03-29',
            ZONE,
          );
          // Oracle: every minute of the entry that falls on the local day, as wall minutes.
          const covered: number[] = [];
          let lastCovered = Number.NaN;
          for (let instant = startAt; instant < endAt; instant += 60_000) {
            const parts = instantToZonedParts(instant, ZONE);
            if (parts.date === '2026-03-29') {
              covered.push(parts.minutesOfDay);
              lastCovered = instant;
            }
          }
          if (covered.length === 0) {
            expect(closures).toEqual([]);
            return;
          }
          expect(closures).toHaveLength(1);
          expect(closures[0]?.startMinutes).toBe(Math.min(...covered));
          // The band ends at the wall time of the minute after the last one covered: across the
          // spring-forward gap that is 03:00, not 02:00 (which the day never shows).
          const after = instantToZonedParts(lastCovered + 60_000, ZONE);
          expect(closures[0]?.endMinutes).toBe(after.date === '2026-03-29' ? after.minutesOfDay : 1440);
        },
      ),
      // Each run formats up to 1200 instants: few runs, and room for a loaded machine.
      { numRuns: 100 },
    );
  }, 30_000);
});
