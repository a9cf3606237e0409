import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ONLINE_PAUSE_LENGTHS } from '../online-pauses/online-pause.schema';
import { type PauseWindow, pausedRangesFor, pauseEndAt } from '../online-pauses/online-pause-rules';
import { bruteForceSlots, clock, describeSlot, shiftDate } from './brute-force-slots.test-support';
import { type ComputeSlotsInput, computeSlots } from './compute-slots';

// A pause of online booking enters the engine as blocked time, like a disabled date: the slots the
// engine offers with pauses are the brute force's slots without them, less every slot whose range
// with its buffers overlaps a pause of the clinic or of this host (a colleague's pause changes nothing).

const MINUTE = 60_000;
const HOST = 'host';
const PROPERTY_TIMEOUT_MS = 120_000;
const ZONES = ['Europe/Madrid', 'America/Santiago', 'America/Mexico_City'] as const;

function pausedInputArbitrary(timeZone: string) {
  const anchorDate = fc.integer({ min: 0, max: 364 }).map((day) => shiftDate('2026-01-01', day));
  return anchorDate.chain((date) => {
    const dayStart = Date.parse(`${date}T00:00:00Z`);
    const schedule = fc.record({
      dayOfWeek: fc.integer({ min: 1, max: 7 }),
      start: fc.integer({ min: 0, max: 95 }).map((quarter) => quarter * 15),
      length: fc.integer({ min: 30, max: 720 }),
    });
    const range = fc
      .record({ start: fc.integer({ min: -1440, max: 4 * 1440 }), minutes: fc.integer({ min: 1, max: 600 }) })
      .map(({ start, minutes }) => ({
        startAt: dayStart + start * MINUTE,
        endAt: dayStart + (start + minutes) * MINUTE,
      }));
    const pause = fc.record({
      hostId: fc.constantFrom<string | null>(null, HOST, 'colleague'),
      length: fc.constantFrom(...ONLINE_PAUSE_LENGTHS),
      untilMinutes: fc.integer({ min: 0, max: 1439 }),
      // Ended early with 'Reanudar': the stored end is the moment it was resumed.
      resumedAfter: fc.option(fc.integer({ min: 0, max: 180 }), { nil: null }),
    });
    return fc
      .record({
        // Mostly during the clinic's day (a UTC day start is within 14 h of the local one).
        now: fc.integer({ min: 0, max: 36 * 60 }).map((minutes) => dayStart + minutes * MINUTE),
        duration: fc.constantFrom(15, 20, 30, 45, 60),
        slotStep: fc.constantFrom(null, 5, 15, 30),
        bufferBefore: fc.constantFrom(0, 10),
        bufferAfter: fc.constantFrom(0, 15),
        minAdvanceBooking: fc.constantFrom(0, 0, 0.5, 2),
        schedules: fc.array(schedule, { maxLength: 4 }),
        bookings: fc.array(range, { maxLength: 4 }),
        disabledRanges: fc.array(range, { maxLength: 2 }),
        pauses: fc.array(pause, { minLength: 1, maxLength: 4 }),
        dayCount: fc.integer({ min: 1, max: 3 }),
      })
      .map((drawn) => {
        const pauses: PauseWindow[] = [];
        for (const each of drawn.pauses) {
          const end = pauseEndAt(
            { length: each.length, untilTime: clock(each.untilMinutes) },
            drawn.now,
            timeZone,
          );
          if (!('endAt' in end)) continue;
          const endAt =
            each.resumedAfter === null
              ? end.endAt
              : Math.min(end.endAt, drawn.now + each.resumedAfter * MINUTE);
          pauses.push({ hostId: each.hostId, startAt: drawn.now, endAt });
        }
        const input: ComputeSlotsInput = {
          timeZone,
          service: {
            id: 'service',
            duration: drawn.duration,
            minAdvanceBooking: drawn.minAdvanceBooking,
            maxAdvanceBooking: null,
            slotStep: drawn.slotStep,
            bufferBefore: drawn.bufferBefore,
            bufferAfter: drawn.bufferAfter,
          },
          // Every day opens 07:00–21:00, so the pauses, which start now, meet slots.
          schedules: [
            ...[1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
              id: `day-${dayOfWeek}`,
              dayOfWeek,
              startTime: '07:00',
              endTime: '21:00',
              isActive: true,
            })),
            ...drawn.schedules.map((each, index) => ({
              id: `schedule-${index}`,
              dayOfWeek: each.dayOfWeek,
              startTime: clock(each.start),
              endTime: each.start + each.length >= 1440 ? '24:00' : clock(each.start + each.length),
              isActive: true,
            })),
          ],
          bookings: drawn.bookings,
          disabledRanges: drawn.disabledRanges,
          now: drawn.now,
          fromDate: date,
          toDate: shiftDate(date, drawn.dayCount - 1),
        };
        return { input, pauses };
      });
  });
}

/** The oracle's slot descriptions carry the instants: '<date> <wall> <startAt> <endAt> …'. */
function instantsOf(description: string): { startAt: number; endAt: number } {
  const [, , startAt, endAt] = description.split(' ');
  return { startAt: Number(startAt), endAt: Number(endAt) };
}

describe.each(ZONES)('the engine with online-booking pauses in %s', (timeZone) => {
  it(
    "offers the brute force's slots less those a pause of the clinic or of the host overlaps",
    () => {
      let runsWherePausesRemovedSlots = 0;
      fc.assert(
        fc.property(pausedInputArbitrary(timeZone), ({ input, pauses }) => {
          const before = (input.service.bufferBefore ?? 0) * MINUTE;
          const after = (input.service.bufferAfter ?? 0) * MINUTE;
          const concerning = pauses.filter((pause) => pause.hostId !== 'colleague');
          const expected = bruteForceSlots(input).filter((description) => {
            const { startAt, endAt } = instantsOf(description);
            // A pause is the half-open [startAt, endAt): one resumed the instant it began is empty
            // and takes nothing away (as the SQL's tstzrange overlap says too).
            return !concerning.some(
              (pause) =>
                pause.startAt < pause.endAt &&
                pause.startAt < endAt + after &&
                startAt - before < pause.endAt,
            );
          });
          const offered = computeSlots({
            ...input,
            disabledRanges: [...input.disabledRanges, ...pausedRangesFor(pauses, HOST)],
          });
          expect(offered.map(describeSlot).sort()).toEqual(expected);
          if (expected.length < bruteForceSlots(input).length) runsWherePausesRemovedSlots += 1;
        }),
        { numRuns: 100 },
      );
      // The draws must reach the case that matters: pauses that take slots away (10 or more runs in
      // 100 did in every run seen; a floor of 3 keeps a random seed from failing a correct engine).
      expect(runsWherePausesRemovedSlots).toBeGreaterThanOrEqual(3);
    },
    PROPERTY_TIMEOUT_MS,
  );
});
