// `npm run bench:soak` (not part of `npm run bench`): SOAK_SECONDS (default 600) of mixed traffic on
// PostgreSQL against one in-process app — public page reads, slots, public bookings, sign-ins and the
// agenda — paced at SOAK_RATE requests/s (default 40) by autocannon in a separate process, so the
// memory and the handles sampled here are the app's. Reports memory growth (first vs last minute,
// and the heap after a forced GC at both ends), open handles before/after, and the 5xx (must be 0).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { addDays } from '../packages/domain/src/time/zoned-time';
import { isPostgresAvailable, startBenchApp } from './bench-app';
import { addHosts, SLOTS_PER_DAY, seedClinic } from './bench-clinic';
import { publicBookingBodies } from './booking-creation.bench';
import { type LoadRequest, runLoad } from './load-generator';
import { publicSlotsRequests } from './public-slots-load.bench';
import { formatNumber, formatStatuses } from './targets';

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const SOAK_RATE = Number(process.env.SOAK_RATE ?? 40);
const CONNECTIONS = 4;
const SAMPLE_EVERY_MS = 5_000;
const BOOKING_HOSTS = 20;
const MAX_BOOKING_DAYS = 130;
const WARM_UP_BOOKINGS = 200;
const MB = 1024 * 1024;

type Sample = { atSeconds: number; rss: number; heapUsed: number };

function countResources(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const resource of process.getActiveResourcesInfo()) counts[resource] = (counts[resource] ?? 0) + 1;
  return counts;
}

function describeResources(counts: Record<string, number>): string {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const parts = Object.entries(counts)
    .sort(([first], [second]) => first.localeCompare(second))
    .map(([name, count]) => `${name} ${count}`);
  return `${total} (${parts.join(', ')})`;
}

function average(samples: readonly Sample[], field: 'rss' | 'heapUsed'): number {
  return samples.reduce((sum, sample) => sum + sample[field], 0) / Math.max(1, samples.length);
}

/** Heap used after a full collection, when node runs with --expose-gc (npm run bench:soak does). */
function heapAfterGc(): number | null {
  if (!globalThis.gc) return null;
  globalThis.gc();
  return process.memoryUsage().heapUsed;
}

const settle = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function prepareTraffic(bench: Awaited<ReturnType<typeof startBenchApp>>) {
  const clinic = await seedClinic(bench);
  const credentials = { email: 'soak@example.com', password: 'secreto-de-soak' };
  const registered = await fetch(`${bench.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Soak', ...credentials }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const hosts = await addHosts(bench, clinic, BOOKING_HOSTS);
  // Two bookings in every ten requests; the pool wraps around (into 409s) only past its size.
  const bookingsNeeded = Math.ceil(SOAK_RATE * SOAK_SECONDS * 0.2 * 1.2);
  const days = Math.min(
    MAX_BOOKING_DAYS,
    Math.ceil((bookingsNeeded + WARM_UP_BOOKINGS) / (BOOKING_HOSTS * SLOTS_PER_DAY)) + 1,
  );
  const json = { 'content-type': 'application/json' };
  const staff = { authorization: `Bearer ${clinic.token}` };
  const [month, nextMonth, , , , week] = publicSlotsRequests(clinic);
  if (!month || !nextMonth || !week) throw new Error('no slots requests');
  const agenda = `/api/bookings?spaceId=${clinic.spaceId}&fromDate=${clinic.fromDate}&toDate=${addDays(clinic.fromDate, 6)}`;
  const page: LoadRequest = { method: 'GET', path: `/api/public/space/by-route/${clinic.route}` };
  const booking: LoadRequest = {
    method: 'POST',
    path: '/api/bookings/public',
    headers: json,
    bodyPool: 'bookings',
  };
  const requests: LoadRequest[] = [
    page,
    month,
    { method: 'GET', path: `/api/public/space/${clinic.spaceId}/media` },
    booking,
    { method: 'GET', path: agenda, headers: staff },
    page,
    week,
    booking,
    nextMonth,
    { method: 'POST', path: '/api/auth/login', headers: json, body: JSON.stringify(credentials) },
  ];
  return { requests, bodies: publicBookingBodies(clinic, hosts, days) };
}

export async function runSoak() {
  const bench = await startBenchApp('postgres');
  try {
    const { requests, bodies } = await prepareTraffic(bench);
    const load = { url: bench.url, connections: CONNECTIONS, requests };
    // A short warm-up on slots of its own, so the first minute is not the JIT and the caches filling up.
    await runLoad({ ...load, durationSeconds: 5, pools: { bookings: bodies.splice(-WARM_UP_BOOKINGS) } });
    await settle(1_000);
    const heapBefore = heapAfterGc();
    const resourcesBefore = countResources();
    const samples: Sample[] = [];
    const started = Date.now();
    const sample = () => {
      const { rss, heapUsed } = process.memoryUsage();
      samples.push({ atSeconds: (Date.now() - started) / 1000, rss, heapUsed });
      if (samples.length % 12 === 1 && samples.length > 1) {
        console.log(
          `soak t=${((Date.now() - started) / 1000).toFixed(0)} s: RSS ${(rss / MB).toFixed(0)} MB, ` +
            `heap ${(heapUsed / MB).toFixed(0)} MB`,
        );
      }
    };
    const delay = monitorEventLoopDelay({ resolution: 20 });
    sample();
    const sampler = setInterval(sample, SAMPLE_EVERY_MS);
    delay.enable();
    const result = await runLoad({
      ...load,
      durationSeconds: SOAK_SECONDS,
      overallRate: SOAK_RATE,
      pools: { bookings: bodies },
    }).finally(() => {
      delay.disable();
      clearInterval(sampler);
    });
    sample();
    await settle(2_000);
    const heapAfter = heapAfterGc();
    return {
      samples,
      result,
      heapBefore,
      heapAfter,
      resourcesBefore,
      resourcesAfter: countResources(),
      delay,
    };
  } finally {
    await bench.close();
  }
}

function report(soak: Awaited<ReturnType<typeof runSoak>>): boolean {
  const { samples, result } = soak;
  const windowSeconds = Math.min(60, SOAK_SECONDS / 3);
  const first = samples.filter((sample) => sample.atSeconds <= windowSeconds);
  const last = samples.filter((sample) => sample.atSeconds >= SOAK_SECONDS - windowSeconds);
  const growth = (field: 'rss' | 'heapUsed') =>
    `${(average(first, field) / MB).toFixed(1)} → ${(average(last, field) / MB).toFixed(1)} MB ` +
    `(${((average(last, field) - average(first, field)) / MB).toFixed(1)} MB)`;
  const window =
    windowSeconds === 60 ? 'first vs last minute' : `first vs last ${windowSeconds.toFixed(0)} s`;
  const heapGc =
    soak.heapBefore !== null && soak.heapAfter !== null
      ? `${(soak.heapBefore / MB).toFixed(1)} → ${(soak.heapAfter / MB).toFixed(1)} MB`
      : 'n/a (run with --expose-gc)';
  console.log(
    `soak (postgres, ${SOAK_SECONDS} s at ${SOAK_RATE} req/s over ${CONNECTIONS} connections): ` +
      `${formatNumber(result.requests)} requests (${formatStatuses(result.statuses)}), ` +
      `p50 ${result.p50Ms.toFixed(1)} / p99 ${result.p99Ms.toFixed(1)} ms`,
  );
  console.log(
    `soak memory (${window}, ${samples.length} samples every 5 s): RSS ${growth('rss')}, heap ${growth('heapUsed')}`,
  );
  console.log(`soak heap after a forced GC, before → after the load: ${heapGc}`);
  console.log(`soak open handles before the load: ${describeResources(soak.resourcesBefore)}`);
  console.log(`soak open handles after the load:  ${describeResources(soak.resourcesAfter)}`);
  console.log(
    `soak event-loop delay: p99 ${(soak.delay.percentile(99) / 1e6).toFixed(1)} ms, ` +
      `max ${(soak.delay.max / 1e6).toFixed(1)} ms; 5xx: ${result.serverErrors} ` +
      `${result.serverErrors === 0 ? '✓' : '✗'}, connection errors ${result.errors}`,
  );
  return result.serverErrors === 0 && result.errors === 0;
}

if (!(await isPostgresAvailable())) {
  console.log('soak: PostgreSQL is not available at 127.0.0.1:5432; skipped');
} else {
  const isClean = report(await runSoak());
  process.exit(isClean ? 0 : 1);
}
