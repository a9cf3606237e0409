import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MILLISECONDS_PER_DAY } from '../time/civil-calendar';
import {
  bruteForceSlots,
  changeDates,
  clock,
  describeSlot,
  shiftDate,
  wallOf,
} from './brute-force-slots.test-support';
import { bufferedRange } from './buffered-range';
import {
  type ComputeSlotsInput,
  computeSlots,
  type Slot,
  type SlotDateOverride,
  type SlotSchedule,
} from './compute-slots';

const MINUTE = 60_000;
// Minute-by-minute oracles on a shared 2-core machine: generous, so only a wrong answer fails.
const PROPERTY_TIMEOUT_MS = 120_000;
const HOUR = 3_600_000;
const ZONES = [
  'Europe/Madrid',
  'America/New_York',
  'America/Santiago',
  'America/Mexico_City',
  'America/Montevideo',
] as const;

// Mexico (until 2022) and Uruguay (until 2015) used to change clocks on these Sundays.
const FORMER_CHANGE_DATES = ['2026-04-05', '2026-10-25', '2026-03-08', '2026-10-04'];

/** A range end: 'HH:MM', or '24:00' once it reaches the end of the day. */
const endClock = (minutes: number) => (minutes >= 1440 ? '24:00' : clock(minutes));

/**
 * Random inputs near a date of 2026. With `isOnChangeDay` the dates are a clock-change day (or the day
 * before), the first schedule runs that weekday, nothing is too soon and nothing too far.
 */
function inputArbitrary(timeZone: string, anchors: readonly string[], isOnChangeDay = false) {
  const anyDate = fc.integer({ min: 0, max: 364 }).map((day) => shiftDate('2026-01-01', day));
  const anchor =
    anchors.length === 0
      ? anyDate
      : isOnChangeDay
        ? fc.constantFrom(...anchors)
        : fc.oneof(fc.constantFrom(...anchors), anyDate);
  // Clocks change between 22:00 and 03:00 in these zones, so ranges often start around the night.
  const minuteOfDay = fc.oneof(
    fc.integer({ min: 0, max: 1439 }),
    fc.integer({ min: 0, max: 95 }).map((quarter) => quarter * 15),
    fc.integer({ min: 0, max: 12 }).map((quarter) => quarter * 15),
    fc.integer({ min: 1320, max: 1430 }),
  );
  // Ranges often run to 24:00 or all day, so slots cross local midnight and DST nights.
  const schedule = fc.record({
    dayOfWeek: fc.integer({ min: 1, max: 7 }),
    start: fc.oneof(minuteOfDay, fc.constant(0)),
    length: fc.oneof(fc.integer({ min: 1, max: 720 }), fc.constant(1440)),
    isActive: fc.boolean(),
  });
  const override = fc.record({
    dayOffset: fc.integer({ min: -2, max: 4 }),
    kind: fc.constantFrom('ADD' as const, 'REPLACE' as const),
    isHostLevel: fc.boolean(),
    start: fc.oneof(minuteOfDay, fc.constant(0)),
    length: fc.oneof(fc.integer({ min: 1, max: 720 }), fc.constant(1440)),
  });
  const cap = fc.record({
    limit: fc.integer({ min: 1, max: 3 }),
    counts: fc.array(fc.tuple(fc.integer({ min: -2, max: 4 }), fc.integer({ min: 0, max: 4 })), {
      maxLength: 4,
    }),
  });
  return anchor.chain((anchorDate) => {
    const anchorInstant = Date.parse(`${anchorDate}T00:00:00Z`);
    const instantNearAnchor = fc.oneof(
      fc.integer({ min: -4 * 1440, max: 6 * 1440 }).map((minute) => anchorInstant + minute * MINUTE),
      fc.integer({ min: -4 * 96, max: 6 * 96 }).map((quarter) => anchorInstant + quarter * 15 * MINUTE),
    );
    const busyRange = (maximumMinutes: number) =>
      fc
        .tuple(
          instantNearAnchor,
          // Quarter-hour lengths make bookings end exactly where slots start, to test touching ranges.
          fc.oneof(
            fc.integer({ min: 1, max: maximumMinutes }),
            fc.integer({ min: 1, max: maximumMinutes / 15 }).map((quarters) => quarters * 15),
          ),
        )
        .map(([startAt, minutes]) => ({
          startAt,
          endAt: startAt + minutes * MINUTE,
        }));
    return fc
      .record({
        fromOffset: isOnChangeDay ? fc.integer({ min: -1, max: 0 }) : fc.integer({ min: -2, max: 1 }),
        dayCount: isOnChangeDay ? fc.integer({ min: 1, max: 2 }) : fc.integer({ min: 1, max: 4 }),
        duration: fc.oneof(fc.constantFrom(15, 20, 30, 45, 60, 90), fc.integer({ min: 5, max: 240 })),
        slotStep: fc.oneof(
          fc.constant(null),
          fc.constantFrom(5, 10, 15, 30),
          fc.integer({ min: 1, max: 120 }),
        ),
        bufferBefore: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60 })),
        bufferAfter: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60 })),
        overrides: fc.oneof(fc.array(override, { maxLength: 0 }), fc.array(override, { maxLength: 3 })),
        caps: fc.oneof(fc.array(cap, { maxLength: 0 }), fc.array(cap, { maxLength: 2 })),
        minAdvanceBooking: fc.oneof(
          fc.constant(0),
          fc.integer({ min: 0, max: 96 }).map((quarters) => quarters / 4),
        ),
        maxAdvanceBooking: isOnChangeDay
          ? fc.constant(null)
          : fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 6 })),
        schedules: fc.array(schedule, { minLength: 1, maxLength: 5 }),
        // Half the time a range always runs on the anchor's weekday, so DST days get schedules.
        onAnchorDay: isOnChangeDay ? fc.constant(true) : fc.boolean(),
        bookings: fc.array(busyRange(300), { maxLength: 10 }),
        disabledRanges: fc.array(busyRange(1440), { maxLength: 3 }),
        now: isOnChangeDay
          ? fc.constant(anchorInstant - 5 * MILLISECONDS_PER_DAY)
          : fc.oneof(instantNearAnchor, fc.constant(anchorInstant - 5 * MILLISECONDS_PER_DAY)),
      })
      .map((drawn): ComputeSlotsInput => {
        const fromDate = shiftDate(anchorDate, drawn.fromOffset);
        const anchorWeekday = new Date(anchorInstant).getUTCDay() || 7;
        const schedules: SlotSchedule[] = drawn.schedules.map((each, index) => ({
          id: `schedule-${index}`,
          dayOfWeek: index === 0 && drawn.onAnchorDay ? anchorWeekday : each.dayOfWeek,
          startTime: clock(each.start),
          endTime: endClock(each.start + each.length),
          isActive: index === 0 && drawn.onAnchorDay ? true : each.isActive,
        }));
        const dateOverrides: SlotDateOverride[] = drawn.overrides.map((each, index) => ({
          id: `override-${index}`,
          date: shiftDate(anchorDate, each.dayOffset),
          kind: each.kind,
          isHostLevel: each.isHostLevel,
          startTime: clock(each.start),
          endTime: endClock(each.start + each.length),
        }));
        const dailyCaps = drawn.caps.map((each) => ({
          limit: each.limit,
          counts: new Map(each.counts.map(([offset, count]) => [shiftDate(anchorDate, offset), count])),
        }));
        return {
          timeZone,
          service: {
            id: 'service',
            duration: drawn.duration,
            minAdvanceBooking: drawn.minAdvanceBooking,
            maxAdvanceBooking: drawn.maxAdvanceBooking,
            slotStep: drawn.slotStep,
            bufferBefore: drawn.bufferBefore,
            bufferAfter: drawn.bufferAfter,
          },
          schedules,
          dateOverrides,
          dailyCaps,
          bookings: drawn.bookings,
          disabledRanges: drawn.disabledRanges,
          now: drawn.now,
          fromDate,
          toDate: shiftDate(fromDate, drawn.dayCount - 1),
        };
      });
  });
}

/** The rules every offered slot obeys, checked directly rather than through the brute force. */
function invariantViolations(input: ComputeSlotsInput, slots: readonly Slot[]): string[] {
  const { service, timeZone } = input;
  const today = wallOf(input.now, timeZone).slice(0, 10);
  const violations: string[] = [];
  for (const [index, slot] of slots.entries()) {
    const broken = (rule: string) => violations.push(`${describeSlot(slot)}: ${rule}`);
    const isKnownRange =
      input.schedules.some((each) => each.id === slot.scheduleId && each.isActive) ||
      (input.dateOverrides ?? []).some((each) => each.id === slot.scheduleId && each.date === slot.date);
    if (!isKnownRange) broken('not from an active schedule or an override of its date');
    if (slot.endAt - slot.startAt !== service.duration * MINUTE) broken('not one duration long in real time');
    if (wallOf(slot.startAt, timeZone) !== `${slot.date}T${slot.startTime}`)
      broken('startAt shows another wall time');
    if (wallOf(slot.endAt, timeZone).slice(11) !== slot.endTime) broken('endAt shows another wall time');
    if (slot.startAt < input.now + service.minAdvanceBooking * HOUR) broken('inside the minimum notice');
    if (service.maxAdvanceBooking !== null && slot.date > shiftDate(today, service.maxAdvanceBooking)) {
      broken('beyond the maximum advance');
    }
    if ((input.dailyCaps ?? []).some((cap) => (cap.counts.get(slot.date) ?? 0) >= cap.limit)) {
      broken('on a full day');
    }
    const busy = bufferedRange(slot, service);
    if (
      [...input.bookings, ...input.disabledRanges].some(
        (each) => each.startAt < busy.endAt && busy.startAt < each.endAt,
      )
    ) {
      broken('overlaps a booking or disabled range with its buffers');
    }
    const previous = slots[index - 1];
    if (previous !== undefined && previous.startAt > slot.startAt) broken('out of order');
  }
  return violations;
}

describe.each(ZONES)('computeSlots properties in %s', (timeZone) => {
  const anchors = changeDates(timeZone);

  it('finds its 2026 clock changes (or none)', () => {
    const hasDaylightSaving = timeZone !== 'America/Mexico_City' && timeZone !== 'America/Montevideo';
    expect(anchors.length > 0).toBe(hasDaylightSaving);
  });

  it(
    'offers exactly what a minute-by-minute brute force offers, and only valid slots',
    () => {
      fc.assert(
        fc.property(inputArbitrary(timeZone, anchors), (input) => {
          const slots = computeSlots(input);
          expect(invariantViolations(input, slots)).toEqual([]);
          expect(slots.map(describeSlot).sort()).toEqual(bruteForceSlots(input));
        }),
        { numRuns: 150 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'matches the brute force on the days the clocks change (or changed before they stopped)',
    () => {
      const changeDays = anchors.length > 0 ? anchors : FORMER_CHANGE_DATES;
      fc.assert(
        fc.property(inputArbitrary(timeZone, changeDays, true), (input) => {
          const slots = computeSlots(input);
          expect(invariantViolations(input, slots)).toEqual([]);
          expect(slots.map(describeSlot).sort()).toEqual(bruteForceSlots(input));
        }),
        { numRuns: 100 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'booking offered slots removes exactly the slots whose buffered ranges overlap theirs, not those touching',
    () => {
      fc.assert(
        fc.property(inputArbitrary(timeZone, anchors), fc.infiniteStream(fc.boolean()), (input, picks) => {
          const open = computeSlots({ ...input, bookings: [] });
          // A booking holds its buffers too, and a slot needs room for its own.
          const booked = open
            .filter(() => picks.next().value === true)
            .map((slot) => bufferedRange(slot, input.service));
          const remaining = computeSlots({ ...input, bookings: booked });
          const expected = open.filter((slot) => {
            const busy = bufferedRange(slot, input.service);
            return !booked.some((booking) => booking.startAt < busy.endAt && busy.startAt < booking.endAt);
          });
          expect(remaining.map(describeSlot)).toEqual(expected.map(describeSlot));
        }),
        { numRuns: 100 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'gives the same slots for a date range as for its two halves',
    () => {
      fc.assert(
        fc.property(inputArbitrary(timeZone, anchors), (input) => {
          const whole = computeSlots(input);
          const firstHalf = computeSlots({ ...input, toDate: input.fromDate });
          const secondHalf = computeSlots({ ...input, fromDate: shiftDate(input.fromDate, 1) });
          expect([...firstHalf, ...secondHalf].map(describeSlot).sort()).toEqual(
            whole.map(describeSlot).sort(),
          );
        }),
        { numRuns: 100 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
