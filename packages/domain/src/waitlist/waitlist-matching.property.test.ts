import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FreedSlot, nextInLine, type WaitlistCandidate, wantsSlot } from './waitlist-matching';

// The matching rule against a brute force that walks the slot minute by minute: a request wants a
// slot when every minute of the appointment lies in one window of its date, and it is waiting, not
// expired, for the service and (if named) the host, and the slot is still ahead.

const DATES = ['2026-12-01', '2026-12-02', '2026-12-03'] as const;
const pad = (value: number) => String(value).padStart(2, '0');
const clock = (minutes: number) =>
  minutes >= 1440 ? '24:00' : `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const BASE = Date.parse('2026-12-01T00:00:00Z');

const windowArbitrary = fc
  .record({
    date: fc.constantFrom(...DATES),
    from: fc.oneof(
      fc.integer({ min: 0, max: 95 }).map((quarter) => quarter * 15),
      fc.integer({ min: 28, max: 48 }).map((quarter) => quarter * 15),
    ),
    minutes: fc.integer({ min: 15, max: 720 }),
  })
  .map(({ date, from, minutes }) => ({ date, from: clock(from), to: clock(Math.min(1440, from + minutes)) }));

const requestArbitrary = (index: number) =>
  fc.record({
    id: fc.constant(`request-${index}`),
    serviceId: fc.constantFrom('vacuna', 'consulta'),
    hostId: fc.constantFrom<string | null>(null, 'ana', 'luis'),
    windows: fc.array(windowArbitrary, { maxLength: 3 }),
    state: fc.constantFrom(
      'WAITING',
      'WAITING',
      'WAITING',
      'OFFERED',
      'BOOKED',
      'LEFT',
      'EXPIRED',
    ) as fc.Arbitrary<WaitlistCandidate['state']>,
    createdAt: fc.integer({ min: 0, max: 50 }).map((minutes) => BASE - minutes * 60_000),
    expiresAt: fc.integer({ min: -2, max: 4 * 1440 }).map((minutes) => BASE + minutes * 60_000),
  });

const slotArbitrary = fc
  .record({
    serviceId: fc.constantFrom('vacuna', 'consulta'),
    hostId: fc.constantFrom('ana', 'luis'),
    dateIndex: fc.integer({ min: 0, max: 2 }),
    start: fc.oneof(
      fc.integer({ min: 0, max: 287 }).map((step) => step * 5),
      fc.integer({ min: 108, max: 216 }).map((step) => step * 5),
    ),
    duration: fc.constantFrom(15, 20, 30, 45, 60),
  })
  .map(
    ({ serviceId, hostId, dateIndex, start, duration }): FreedSlot => ({
      serviceId,
      hostId,
      date: DATES[dateIndex] ?? '2026-12-01',
      startTime: clock(start),
      endTime: clock(Math.min(1440, start + duration)),
      // A fixed UTC offset is enough here: only the order of startAt and now matters to the rule.
      startAt: BASE + dateIndex * 86_400_000 + start * 60_000,
    }),
  );

function bruteForceWants(request: WaitlistCandidate, slot: FreedSlot, now: number): boolean {
  if (request.state !== 'WAITING' || !(now < request.expiresAt)) return false;
  if (request.serviceId !== slot.serviceId) return false;
  if (request.hostId !== null && request.hostId !== slot.hostId) return false;
  if (!(now < slot.startAt)) return false;
  const toMinutes = (time: string) => Number(time.split(':')[0]) * 60 + Number(time.split(':')[1]);
  const minutes: number[] = [];
  for (let minute = toMinutes(slot.startTime); minute < toMinutes(slot.endTime); minute++)
    minutes.push(minute);
  if (minutes.length === 0) return false;
  return request.windows.some(
    (window) =>
      window.date === slot.date &&
      minutes.every((minute) => toMinutes(window.from) <= minute && minute < toMinutes(window.to)),
  );
}

describe('the waitlist matching rule', () => {
  it('wants exactly the slots the minute-by-minute brute force finds', () => {
    let matched = 0;
    fc.assert(
      fc.property(
        fc
          .array(fc.nat(), { minLength: 1, maxLength: 12 })
          .chain((seeds) =>
            fc.tuple(fc.tuple(...seeds.map((_, index) => requestArbitrary(index))), slotArbitrary),
          ),
        fc.integer({ min: -60, max: 3 * 1440 }).map((minutes) => BASE + minutes * 60_000),
        fc.integer({ min: 1, max: 5 }),
        ([requests, slot], now, count) => {
          for (const request of requests) {
            const wants = wantsSlot(request, slot, now);
            expect(wants).toBe(bruteForceWants(request, slot, now));
            if (wants) matched += 1;
          }
          const expected = requests
            .filter((request) => bruteForceWants(request, slot, now))
            .sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id))
            .slice(0, count)
            .map((request) => request.id);
          expect(nextInLine(requests, slot, now, count).map((request) => request.id)).toEqual(expected);
        },
      ),
      { numRuns: 1000 },
    );
    // The draws reach matching requests, not only refusals.
    expect(matched).toBeGreaterThan(20);
  });
});

describe('wantsSlot, by hand', () => {
  const request: WaitlistCandidate = {
    id: 'r',
    serviceId: 'vacuna',
    hostId: null,
    windows: [{ date: '2026-12-01', from: '09:00', to: '12:00' }],
    state: 'WAITING',
    createdAt: BASE,
    expiresAt: BASE + 7 * 86_400_000,
  };
  const slot: FreedSlot = {
    serviceId: 'vacuna',
    hostId: 'ana',
    date: '2026-12-01',
    startTime: '11:30',
    endTime: '12:00',
    startAt: BASE + 11.5 * 3_600_000,
  };
  it('takes a slot ending at the end of a window, not one running past it', () => {
    expect(wantsSlot(request, slot, BASE)).toBe(true);
    expect(wantsSlot(request, { ...slot, startTime: '11:45', endTime: '12:15' }, BASE)).toBe(false);
    expect(wantsSlot(request, { ...slot, date: '2026-12-02' }, BASE)).toBe(false);
  });
  it('refuses another service, another named host, a past slot, an expired or answered request', () => {
    expect(wantsSlot(request, { ...slot, serviceId: 'consulta' }, BASE)).toBe(false);
    expect(wantsSlot({ ...request, hostId: 'luis' }, slot, BASE)).toBe(false);
    expect(wantsSlot({ ...request, hostId: 'ana' }, slot, BASE)).toBe(true);
    expect(wantsSlot(request, slot, slot.startAt)).toBe(false);
    expect(wantsSlot({ ...request, expiresAt: BASE }, slot, BASE)).toBe(false);
    expect(wantsSlot({ ...request, state: 'OFFERED' }, slot, BASE)).toBe(false);
  });
});
