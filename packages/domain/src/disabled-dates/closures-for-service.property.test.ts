import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bruteForceSlots,
  describeSlot,
  shiftDate,
  wallOf,
} from '../availability/brute-force-slots.test-support';
import { type ComputeSlotsInput, computeSlots } from '../availability/compute-slots';
import { MILLISECONDS_PER_DAY } from '../time/civil-calendar';
import { addDays, startOfLocalDay } from '../time/zoned-time';
import { disabledRangesFor, type StoredDisabledDate } from './disabled-date-window';

// Closures reach the slot engine as disabled ranges: only those of the service (or of every
// service), and a yearly one on its month and days of every year from its own. Checked against the
// brute force with an oracle of closed local dates written apart (Date.UTC calendar maths).

// Slots start on whole hours of these zones and local midnights fall on quarter hours: a slot's dates
// are read every quarter hour.
const QUARTER_HOUR = 15 * 60_000;
const PROPERTY_TIMEOUT_MS = 120_000;
const ZONES = ['Europe/Madrid', 'America/Santiago', 'America/New_York'] as const;
const SERVICES = ['consulta', 'urgencias'] as const;

type Closure = StoredDisabledDate & { startDay: string; endDay: string };

const isLeap = (year: number) => new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;

/** Whether the closure closes the local date, read from the calendar alone. */
function closesDate(closure: Closure, date: string): boolean {
  if (!closure.isRecurring) return closure.startDay <= date && date <= closure.endDay;
  const length = (Date.parse(closure.endDay) - Date.parse(closure.startDay)) / MILLISECONDS_PER_DAY;
  const [month, day] = [Number(closure.startDay.slice(5, 7)), Number(closure.startDay.slice(8, 10))];
  const year = Number(date.slice(0, 4));
  // The occurrence of this year, or of the year before running into this one.
  return [year - 1, year].some((each) => {
    if (each < Number(closure.startDay.slice(0, 4))) return false;
    if (month === 2 && day === 29 && !isLeap(each)) return false;
    const start = Date.UTC(each, month - 1, day);
    const instant = Date.parse(date);
    return start <= instant && instant <= start + length * MILLISECONDS_PER_DAY;
  });
}

const appliesTo = (closure: Closure, serviceId: string) =>
  (closure.serviceIds ?? []).length === 0 || (closure.serviceIds ?? []).includes(serviceId);

const closureArbitrary = fc
  .record({
    // Years before the window's, and 29 February among the starts.
    startDay: fc.oneof(
      fc.integer({ min: 0, max: 3 * 366 }).map((day) => shiftDate('2024-01-01', day)),
      fc.constantFrom('2024-02-29', '2024-12-31', '2025-12-30', '2026-03-28', '2025-10-25'),
    ),
    length: fc.integer({ min: 0, max: 3 }),
    isRecurring: fc.boolean(),
    serviceIds: fc.subarray([...SERVICES]),
  })
  .map(
    (drawn): Closure => ({
      isAllDay: true,
      startDay: drawn.startDay,
      endDay: shiftDate(drawn.startDay, drawn.length),
      startAt: null,
      endAt: null,
      isRecurring: drawn.isRecurring,
      serviceIds: drawn.serviceIds,
    }),
  );

describe.each(ZONES)('closures of a service, yearly closures, in %s', (timeZone) => {
  it(
    'leave exactly the slots the brute force finds on the dates they do not close',
    () => {
      fc.assert(
        fc.property(
          fc.array(closureArbitrary, { maxLength: 4 }),
          fc.constantFrom(...SERVICES),
          fc.oneof(
            fc.integer({ min: 0, max: 2 * 365 }).map((day) => shiftDate('2026-01-01', day)),
            fc.constantFrom('2026-12-30', '2027-02-27', '2028-02-28', '2026-10-24', '2027-04-02'),
          ),
          fc.integer({ min: 1, max: 3 }),
          (closures, serviceId, fromDate, dayCount) => {
            const toDate = shiftDate(fromDate, dayCount - 1);
            const base: ComputeSlotsInput = {
              timeZone,
              service: { id: serviceId, duration: 180, minAdvanceBooking: 0, maxAdvanceBooking: null },
              schedules: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
                id: `day-${dayOfWeek}`,
                dayOfWeek,
                startTime: '00:00',
                endTime: '24:00',
                isActive: true,
              })),
              bookings: [],
              disabledRanges: [],
              now: Date.parse('2020-01-01T00:00:00Z'),
              fromDate,
              toDate,
            };
            const window = {
              startAt: startOfLocalDay(fromDate, timeZone) - MILLISECONDS_PER_DAY,
              endAt: startOfLocalDay(addDays(toDate, 1), timeZone) + MILLISECONDS_PER_DAY,
            };
            const slots = computeSlots({
              ...base,
              disabledRanges: disabledRangesFor(closures, { timeZone, window, serviceId }),
            });
            const closing = closures.filter((closure) => appliesTo(closure, serviceId));
            const expected = bruteForceSlots(base).filter((line) => {
              const [, , startAt, endAt] = line.split(' ').map(Number);
              for (let instant = Number(startAt); instant < Number(endAt); instant += QUARTER_HOUR) {
                const date = wallOf(instant, timeZone).slice(0, 10);
                if (closing.some((closure) => closesDate(closure, date))) return false;
              }
              return true;
            });
            expect(slots.map(describeSlot).sort()).toEqual(expected);
          },
        ),
        { numRuns: 60 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
