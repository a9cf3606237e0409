import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, startOfLocalDay } from '../time/zoned-time';
import { type ComputeSlotsInput, computeSlots } from './compute-slots';
import { slotsExpiry } from './slots-expiry';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const ZONES = ['Europe/Madrid', 'America/Santiago', 'Pacific/Kiritimati', 'UTC'] as const;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A week of a host around a random 2026 day (clock changes included), asked at a random instant. */
const inputArbitrary = fc
  .record({
    timeZone: fc.constantFrom(...ZONES),
    fromDay: fc.integer({ min: 0, max: 360 }),
    dayCount: fc.integer({ min: 1, max: 8 }),
    duration: fc.constantFrom(15, 20, 30, 45, 60, 90),
    minAdvanceBooking: fc.oneof(
      fc.constant(0),
      fc.integer({ min: 0, max: 96 }).map((q) => q / 4),
    ),
    maxAdvanceBooking: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 6 })),
    schedules: fc.array(
      fc.record({
        dayOfWeek: fc.integer({ min: 1, max: 7 }),
        start: fc.integer({ min: 0, max: 95 }).map((quarter) => quarter * 15),
        length: fc.integer({ min: 15, max: 720 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    bookingOffsets: fc.array(
      fc.tuple(fc.integer({ min: -2 * 96, max: 9 * 96 }), fc.integer({ min: 1, max: 16 })),
      {
        maxLength: 8,
      },
    ),
    nowOffsetMinutes: fc.integer({ min: -2 * 1440, max: 4 * 1440 }),
  })
  .map((drawn): ComputeSlotsInput => {
    const fromDate = addDays('2026-01-01', drawn.fromDay);
    const dayStart = startOfLocalDay(fromDate, drawn.timeZone);
    return {
      timeZone: drawn.timeZone,
      service: {
        id: 'service',
        duration: drawn.duration,
        minAdvanceBooking: drawn.minAdvanceBooking,
        maxAdvanceBooking: drawn.maxAdvanceBooking,
      },
      schedules: drawn.schedules.map((each, index) => ({
        id: `schedule-${index}`,
        dayOfWeek: each.dayOfWeek,
        startTime: clock(each.start),
        endTime: clock(Math.min(each.start + each.length, 1439)),
        isActive: true,
      })),
      bookings: drawn.bookingOffsets.map(([quarter, quarters]) => ({
        startAt: dayStart + quarter * 15 * MINUTE,
        endAt: dayStart + (quarter + quarters) * 15 * MINUTE,
      })),
      disabledRanges: [],
      now: dayStart + drawn.nowOffsetMinutes * MINUTE,
      fromDate,
      toDate: addDays(fromDate, drawn.dayCount - 1),
    };
  });

describe('slotsExpiry', () => {
  it('is later than now, and the answer holds for every instant before it', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.double({ min: 0, max: 1, noNaN: true }), (input, fraction) => {
        const slots = computeSlots(input);
        const expiry = slotsExpiry({
          slots,
          service: input.service,
          timeZone: input.timeZone,
          now: input.now,
        });
        expect(expiry).toBeGreaterThan(input.now);
        const later = input.now + Math.floor((expiry - 1 - input.now) * fraction);
        expect(computeSlots({ ...input, now: later })).toEqual(slots);
        expect(computeSlots({ ...input, now: expiry - 1 })).toEqual(slots);
      }),
      { numRuns: 400 },
    );
    // 1,200 engine runs: generous on a shared machine, so only a wrong answer fails.
  }, 60_000);

  it('is the moment the answer changes when a slot falls inside the notice before midnight', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const slots = computeSlots(input);
        const expiry = slotsExpiry({
          slots,
          service: input.service,
          timeZone: input.timeZone,
          now: input.now,
        });
        const isSlotExpiry = slots.some(
          (slot) => slot.startAt - input.service.minAdvanceBooking * HOUR + 1 === expiry,
        );
        if (isSlotExpiry) expect(computeSlots({ ...input, now: expiry })).not.toEqual(slots);
      }),
      { numRuns: 400 },
    );
  });

  it('ends at the next local midnight when nothing is offered', () => {
    const now = Date.parse('2026-03-28T22:30:00Z'); // 23:30 in Madrid, the night before the clocks change
    const expiry = slotsExpiry({
      slots: [],
      service: { minAdvanceBooking: 0 },
      timeZone: 'Europe/Madrid',
      now,
    });
    expect(new Date(expiry).toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('ends one millisecond after the first slot enters the notice period', () => {
    const input: ComputeSlotsInput = {
      timeZone: 'America/Santiago',
      service: { id: 'service', duration: 30, minAdvanceBooking: 2, maxAdvanceBooking: null },
      schedules: [{ id: 'morning', dayOfWeek: 3, startTime: '09:00', endTime: '12:00', isActive: true }],
      bookings: [],
      disabledRanges: [],
      now: Date.parse('2026-11-25T10:00:00Z'), // Wednesday 07:00 in Santiago (UTC-3)
      fromDate: '2026-11-25',
      toDate: '2026-11-25',
    };
    const slots = computeSlots(input);
    const expiry = slotsExpiry({ slots, service: input.service, timeZone: input.timeZone, now: input.now });
    // The 09:00 slot (12:00Z) needs two hours of notice: offered until 10:00Z inclusive.
    expect(new Date(expiry).toISOString()).toBe('2026-11-25T10:00:00.001Z');
  });
});
