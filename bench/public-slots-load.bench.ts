// The public available-slots endpoint under load (autocannon in a separate process,
// 10 connections, 10 s, three hosts × three date windows), and the app's event-loop delay meanwhile,
// measured in this process where the app runs. Then the same load with the slot cache off
// (docs/decisions/012), so the cost of a computed answer is printed beside the cached one.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { addDays } from '../packages/domain/src/time/zoned-time';
import { type BenchDatabase, isPostgresAvailable } from './bench-app';
import { type BenchClinic, type SeededBench, slotsPath, withSeededBench } from './bench-clinic';
import { type LoadRequest, runLoad } from './load-generator';
import { postgresCpuMilliseconds } from './postgres-cpu';
import {
  checkTarget,
  describeTargets,
  formatLatencies,
  formatNumber,
  formatStatuses,
  type TargetCheck,
} from './targets';

export const PUBLIC_SLOTS_RPS_TARGET = 2_000;
export const PUBLIC_SLOTS_P99_TARGET_MS = 25;
const CONNECTIONS = 10;
const WARM_UP_ROUNDS = 20;

/** What visitors ask for: this month, the next one, and the coming week, of three hosts. */
export function publicSlotsRequests(clinic: BenchClinic): LoadRequest[] {
  const windows = [
    [clinic.fromDate, clinic.toDate],
    [addDays(clinic.fromDate, 31), addDays(clinic.fromDate, 61)],
    [clinic.fromDate, addDays(clinic.fromDate, 6)],
  ] as const;
  const hosts = [clinic.measured, ...clinic.others.slice(0, 2)];
  return hosts.flatMap((host) =>
    windows.map(([fromDate, toDate]) => ({
      method: 'GET' as const,
      path: slotsPath(clinic, host.hostId, fromDate, toDate),
    })),
  );
}

export async function warmUp(url: string, requests: readonly LoadRequest[], rounds = WARM_UP_ROUNDS) {
  for (let round = 0; round < rounds; round++) {
    for (const request of requests) {
      const response = await fetch(`${url}${request.path}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${request.path} answered ${response.status}`);
    }
  }
}

export async function runPublicSlotsLoadBench(
  kind: BenchDatabase = 'postgres',
  seeded?: SeededBench,
  durationSeconds = 10,
) {
  return withSeededBench(kind, seeded, async ({ bench, clinic }) => {
    const requests = publicSlotsRequests(clinic);
    await warmUp(bench.url, requests);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const databaseCpuBefore = kind === 'postgres' ? await postgresCpuMilliseconds() : null;
    const result = await runLoad({ url: bench.url, connections: CONNECTIONS, durationSeconds, requests });
    const databaseCpuAfter = kind === 'postgres' ? await postgresCpuMilliseconds() : null;
    delay.disable();
    const databaseCpu =
      databaseCpuBefore === null || databaseCpuAfter === null
        ? ''
        : `, PostgreSQL CPU ${((databaseCpuAfter - databaseCpuBefore) / Math.max(1, result.requests)).toFixed(2)} ms/request`;
    const eventLoopP99Ms = delay.percentile(99) / 1e6;
    const eventLoopMaxMs = delay.max / 1e6;
    const checks: TargetCheck[] =
      kind === 'postgres'
        ? [
            checkTarget('', result.requestsPerSecond, { atLeast: PUBLIC_SLOTS_RPS_TARGET, unit: 'req/s' }),
            checkTarget('p99', result.p99Ms, { atMost: PUBLIC_SLOTS_P99_TARGET_MS, unit: 'ms' }),
          ]
        : [];
    console.log(
      `public slots under load (${kind}, ${CONNECTIONS} connections, ${durationSeconds} s, ` +
        `${requests.length} host × window mixes): ${formatNumber(result.requestsPerSecond)} req/s, ` +
        `${formatLatencies(result)} (${formatStatuses(result.statuses)}), app CPU ` +
        `${result.appCpuMsPerRequest.toFixed(2)} ms/request${kind === 'postgres' ? ' (database excluded)' : ''}` +
        databaseCpu +
        `${checks.length ? ` — ${describeTargets(checks)}` : ''}`,
    );
    console.log(
      `event-loop delay during the public slots load (${kind}, app in this process): ` +
        `p99 ${eventLoopP99Ms.toFixed(1)} ms, max ${eventLoopMaxMs.toFixed(1)} ms`,
    );
    // The same load with the slot cache off: what every first visit (or one after a change) costs.
    const uncached = await bench.withSiblingApp({ slotCacheBytes: 0 }, async (url) => {
      await warmUp(url, requests, 3);
      return runLoad({ url, connections: CONNECTIONS, durationSeconds, requests });
    });
    console.log(
      `public slots under load, slot cache off (${kind}, every answer computed): ` +
        `${formatNumber(uncached.requestsPerSecond)} req/s, ${formatLatencies(uncached)} ` +
        `(${formatStatuses(uncached.statuses)}), app CPU ${uncached.appCpuMsPerRequest.toFixed(2)} ms/request; ` +
        `cached ÷ uncached ${(result.requestsPerSecond / uncached.requestsPerSecond).toFixed(1)}× the req/s`,
    );
    return { ...result, eventLoopP99Ms, eventLoopMaxMs, checks, uncached };
  });
}

type LoadFigures = { requestsPerSecond: number; p99Ms: number; appCpuMsPerRequest: number };

/** PGlite against PostgreSQL, same data and same load (the app's CPU includes PGlite's). */
export function printBackendRatio(pglite: LoadFigures, postgres: LoadFigures) {
  const ratio = pglite.requestsPerSecond / postgres.requestsPerSecond;
  console.log(
    `public slots PGlite ÷ PostgreSQL (same data, same load): req/s ${ratio.toFixed(2)}×, ` +
      `p99 ${(pglite.p99Ms / postgres.p99Ms).toFixed(2)}×, app CPU per request ` +
      `${(pglite.appCpuMsPerRequest / postgres.appCpuMsPerRequest).toFixed(2)}×`,
  );
  return ratio;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pglite = await runPublicSlotsLoadBench('pglite');
  if (await isPostgresAvailable()) printBackendRatio(pglite, await runPublicSlotsLoadBench('postgres'));
}
