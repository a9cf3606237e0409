import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseFairHost, computeAnyHostSlots, fairHostOrder, type HostSlotsInput } from './any-professional';
import { computeSlots, type SlotSchedule } from './compute-slots';

const MINUTE = 60_000;
const base = Date.parse('2026-06-01T00:00:00Z');

function hostInput(
  hostId: string,
  schedules: SlotSchedule[],
  bookings: { startAt: number; endAt: number }[],
) {
  return {
    hostId,
    input: {
      timeZone: 'Europe/Madrid',
      service: { id: 'service', duration: 30, minAdvanceBooking: 0, maxAdvanceBooking: null, slotStep: 15 },
      schedules,
      bookings,
      disabledRanges: [],
      now: base - 86_400_000,
      fromDate: '2026-06-01',
      toDate: '2026-06-02',
    },
  } satisfies HostSlotsInput;
}

const hostArbitrary = fc.record({
  start: fc.integer({ min: 0, max: 80 }).map((quarter) => quarter * 15),
  length: fc.integer({ min: 1, max: 40 }).map((quarter) => quarter * 15),
  bookings: fc.array(
    fc.record({ at: fc.integer({ min: 0, max: 2 * 96 }), quarters: fc.integer({ min: 1, max: 8 }) }),
    { maxLength: 6 },
  ),
});

describe("'Cualquier profesional'", () => {
  it('offers exactly the union of the hosts slots, each naming every host free then', () => {
    fc.assert(
      fc.property(fc.array(hostArbitrary, { minLength: 1, maxLength: 4 }), (drawn) => {
        const hosts = drawn.map((each, index) =>
          hostInput(
            `host-${index}`,
            [1, 2].map((dayOfWeek) => ({
              id: `schedule-${index}-${dayOfWeek}`,
              dayOfWeek,
              startTime: `${String(Math.floor(each.start / 60)).padStart(2, '0')}:${String(each.start % 60).padStart(2, '0')}`,
              endTime: (() => {
                const end = Math.min(each.start + each.length, 1440);
                return end === 1440
                  ? '24:00'
                  : `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
              })(),
              isActive: true,
            })),
            each.bookings.map(({ at, quarters }) => ({
              startAt: base - 2 * 3_600_000 + at * 15 * MINUTE,
              endAt: base - 2 * 3_600_000 + (at + quarters) * 15 * MINUTE,
            })),
          ),
        );
        const union = computeAnyHostSlots(hosts);
        // Brute force: every host's own slots, keyed by time.
        const expected = new Map<string, string[]>();
        for (const host of hosts) {
          for (const slot of computeSlots(host.input)) {
            const key = `${slot.startAt}/${slot.endAt}`;
            expected.set(key, [...(expected.get(key) ?? []), host.hostId]);
          }
        }
        expect(new Map(union.map((slot) => [`${slot.startAt}/${slot.endAt}`, slot.hostIds]))).toEqual(
          expected,
        );
        for (let index = 1; index < union.length; index++) {
          expect((union[index - 1]?.startAt ?? 0) <= (union[index]?.startAt ?? 0)).toBe(true);
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);

  it('gives the booking to the free host with the fewest appointments that day, then round robin', () => {
    const counts = new Map([
      ['a', 2],
      ['b', 1],
      ['c', 1],
    ]);
    expect(chooseFairHost(['a', 'b', 'c'], counts, null)).toBe('b');
    expect(chooseFairHost(['a', 'b', 'c'], counts, 'b')).toBe('c');
    expect(chooseFairHost(['a', 'b', 'c'], counts, 'c')).toBe('b');
    expect(chooseFairHost(['a'], counts, 'a')).toBe('a');
    expect(chooseFairHost([], counts, null)).toBeNull();
  });

  it('always picks a free host with the fewest appointments (any inputs)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { minLength: 1 }),
        fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e'), fc.integer({ min: 0, max: 5 })),
        fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { nil: null }),
        (free, counts, last) => {
          const countMap = new Map(Object.entries(counts));
          const chosen = chooseFairHost(free, countMap, last);
          expect(chosen !== null && (free as string[]).includes(chosen)).toBe(true);
          const fewest = Math.min(...free.map((host) => countMap.get(host) ?? 0));
          expect(countMap.get(chosen as string) ?? 0).toBe(fewest);
        },
      ),
    );
  });

  it('spreads equal days evenly: n bookings over k hosts differ by at most one', () => {
    const hosts = ['a', 'b', 'c'];
    const counts = new Map<string, number>();
    let last: string | null = null;
    for (let booking = 0; booking < 10; booking++) {
      last = chooseFairHost(hosts, counts, last);
      counts.set(last as string, (counts.get(last as string) ?? 0) + 1);
    }
    const values = hosts.map((host) => counts.get(host) ?? 0);
    expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
  });
});

describe('fair host order', () => {
  const hostIds = ['a', 'b', 'c', 'd', 'e'] as const;
  /** Brute force: the fewest count; among those, walk the ids from the one after `last`, wrapping. */
  function oracle(free: readonly string[], counts: ReadonlyMap<string, number>, last: string | null) {
    if (free.length === 0) return null;
    const fewest = Math.min(...free.map((host) => counts.get(host) ?? 0));
    const tied = new Set(free.filter((host) => (counts.get(host) ?? 0) === fewest));
    const ring = [...hostIds];
    const startAt = last === null ? 0 : ring.indexOf(last as (typeof hostIds)[number]) + 1;
    for (let step = 0; step < ring.length; step++) {
      const candidate = ring[(startAt + step) % ring.length] as string;
      if (tied.has(candidate)) return candidate;
    }
    return null;
  }
  const drawn = fc.record({
    free: fc.uniqueArray(fc.constantFrom(...hostIds)),
    counts: fc.dictionary(fc.constantFrom(...hostIds), fc.integer({ min: 0, max: 3 })),
    last: fc.option(fc.constantFrom(...hostIds), { nil: null }),
  });

  it('chooses what the brute-force walk chooses (any inputs)', () => {
    fc.assert(
      fc.property(drawn, ({ free, counts, last }) => {
        const countMap = new Map(Object.entries(counts));
        expect(chooseFairHost(free, countMap, last)).toBe(oracle(free, countMap, last));
      }),
      { numRuns: 500 },
    );
  });

  it("the first free host of the whole order is the free hosts' fair choice (a lost race tries the next)", () => {
    fc.assert(
      fc.property(drawn, fc.uniqueArray(fc.constantFrom(...hostIds)), ({ counts, last }, taken) => {
        const countMap = new Map(Object.entries(counts));
        const order = fairHostOrder(hostIds, countMap, last);
        expect([...order].sort()).toEqual([...hostIds]);
        const free: string[] = hostIds.filter((host) => !taken.includes(host));
        expect(order.find((host) => free.includes(host)) ?? null).toBe(oracle(free, countMap, last));
      }),
      { numRuns: 500 },
    );
  });
});
