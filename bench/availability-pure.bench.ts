import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { computeSlots, type SlotSchedule } from '../packages/domain/src/availability/compute-slots';

// March 2026 in Madrid includes a spring-forward day, so the DST path is part of what is measured.
const TIME_ZONE = 'Europe/Madrid';
const FROM_DATE = '2026-03-01';
const TO_DATE = '2026-03-31';
const NOW = Date.parse('2026-02-28T12:00:00Z');
const MINUTE = 60_000;
const SPACE_BOOKINGS = 2_000;
const HOST_BOOKINGS = 300;
const HOST_ID = 'host-1';
const WARM_UP_RUNS = 200;
const TIMED_RUNS = 500;

type SpaceBooking = { hostId: string; startAt: number; endAt: number };

const SCHEDULES: SlotSchedule[] = [
  ...[1, 2, 3, 4, 5].map((dayOfWeek) => ({
    id: `weekday-${dayOfWeek}`,
    dayOfWeek,
    startTime: '09:00',
    endTime: '17:00',
    isActive: true,
  })),
  { id: 'saturday', dayOfWeek: 6, startTime: '09:00', endTime: '13:00', isActive: true },
];

/** Deterministic pseudo-random numbers (mulberry32), so every run measures the same data. */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function buildSpaceBookings(): SpaceBooking[] {
  const random = createRandom(20_260_301);
  const monthStart = Date.parse(`${FROM_DATE}T00:00:00Z`);
  const hostOpenSlots = computeSlots(slotInput([]));
  const bookings: SpaceBooking[] = [];
  // The host's bookings sit on distinct offered slots, as the exclusion constraint would force.
  const shuffled = hostOpenSlots.map((slot) => ({ slot, order: random() })).sort((a, b) => a.order - b.order);
  for (const { slot } of shuffled.slice(0, HOST_BOOKINGS)) {
    bookings.push({ hostId: HOST_ID, startAt: slot.startAt, endAt: slot.endAt });
  }
  while (bookings.length < SPACE_BOOKINGS) {
    const startAt = monthStart + Math.floor(random() * 31 * 24 * 4) * 15 * MINUTE;
    const hostId = `host-${2 + Math.floor(random() * 9)}`;
    bookings.push({ hostId, startAt, endAt: startAt + (15 + Math.floor(random() * 6) * 15) * MINUTE });
  }
  return bookings.sort(() => random() - 0.5);
}

function slotInput(bookings: ReadonlyArray<{ startAt: number; endAt: number }>) {
  return {
    timeZone: TIME_ZONE,
    service: { id: 'consulta', duration: 30, minAdvanceBooking: 2, maxAdvanceBooking: 60 },
    schedules: SCHEDULES,
    bookings,
    disabledRanges: [
      { startAt: Date.parse('2026-03-19T00:00:00Z'), endAt: Date.parse('2026-03-20T00:00:00Z') },
    ],
    now: NOW,
    fromDate: FROM_DATE,
    toDate: TO_DATE,
  };
}

function percentile(sortedDurations: readonly number[], fraction: number): number {
  const index = Math.min(sortedDurations.length - 1, Math.ceil(fraction * sortedDurations.length) - 1);
  return sortedDurations[Math.max(0, index)] ?? Number.NaN;
}

export async function runAvailabilityPureBench(): Promise<{ p50Ms: number; p95Ms: number }> {
  const spaceBookings = buildSpaceBookings();
  // What one availability request does: pick the host's bookings, then compute the month.
  const computeMonth = () =>
    computeSlots(slotInput(spaceBookings.filter((booking) => booking.hostId === HOST_ID)));
  let slotCount = 0;
  for (let run = 0; run < WARM_UP_RUNS; run++) slotCount += computeMonth().length;
  const durations: number[] = [];
  for (let run = 0; run < TIMED_RUNS; run++) {
    const started = performance.now();
    slotCount += computeMonth().length;
    durations.push(performance.now() - started);
  }
  if (slotCount === 0) throw new Error('The benchmark computed no slots');
  durations.sort((a, b) => a - b);
  const p50Ms = percentile(durations, 0.5);
  const p95Ms = percentile(durations, 0.95);
  console.log(
    `availability pure (1 host × 31 days, ${SPACE_BOOKINGS} bookings): p50 ${p50Ms.toFixed(3)} ms, p95 ${p95Ms.toFixed(3)} ms`,
  );
  return { p50Ms, p95Ms };
}

const entryPoint = process.argv[1];
if (entryPoint !== undefined && import.meta.url === pathToFileURL(entryPoint).href) {
  await runAvailabilityPureBench();
}
