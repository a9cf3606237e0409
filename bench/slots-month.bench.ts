// The public available-slots endpoint for one host × 31 days, with 2,000 bookings in the
// space (≈300 of them the host's), over real HTTP, one request at a time: the latency one visitor sees.
import { pathToFileURL } from 'node:url';
import { type BenchDatabase, isPostgresAvailable } from './bench-app';
import { type BenchClinic, MONTH_DAYS, type SeededBench, slotsPath, withSeededBench } from './bench-clinic';
import { runLoad } from './load-generator';
import { checkTarget, describeTargets, formatLatencies, type TargetCheck } from './targets';

const DURATION_SECONDS = 5;
const WARM_UP_REQUESTS = 50;
export const SLOTS_MONTH_P95_TARGET_MS = 20;

type SlotsAnswer = { data: { availableDays: Array<{ dates: Array<{ date: string; slots: unknown[] }> }> } };

/** One month of the measured host: checks the answer's shape and warms the route up. */
async function fetchMonth(url: string, clinic: BenchClinic) {
  const response = await fetch(
    `${url}${slotsPath(clinic, clinic.measured.hostId, clinic.fromDate, clinic.toDate)}`,
  );
  if (response.status !== 200) throw new Error(`available-slots answered ${response.status}`);
  const body = (await response.json()) as SlotsAnswer;
  const dates = body.data.availableDays[0]?.dates ?? [];
  return { days: dates.length, slots: dates.reduce((sum, date) => sum + date.slots.length, 0) };
}

export async function runSlotsMonthBench(kind: BenchDatabase = 'postgres', seeded?: SeededBench) {
  return withSeededBench(kind, seeded, async ({ bench, clinic }) => {
    const month = await fetchMonth(bench.url, clinic);
    if (month.days !== MONTH_DAYS) throw new Error(`expected ${MONTH_DAYS} days of slots, got ${month.days}`);
    for (let index = 0; index < WARM_UP_REQUESTS; index++) await fetchMonth(bench.url, clinic);
    const result = await runLoad({
      url: bench.url,
      connections: 1,
      durationSeconds: DURATION_SECONDS,
      requests: [
        { method: 'GET', path: slotsPath(clinic, clinic.measured.hostId, clinic.fromDate, clinic.toDate) },
      ],
    });
    const checks: TargetCheck[] =
      kind === 'postgres'
        ? [checkTarget('p95', result.p95Ms, { atMost: SLOTS_MONTH_P95_TARGET_MS, unit: 'ms' })]
        : [];
    const failed = result.requests - (result.statuses['200'] ?? 0);
    console.log(
      `slots 1 host × ${MONTH_DAYS} days, 2,000 bookings in the space (${kind}, HTTP, 1 connection, ` +
        `${result.requests} requests, ${month.slots} slots each): ${formatLatencies(result)}` +
        `${failed > 0 ? `, ${failed} non-200` : ''}${checks.length ? ` — ${describeTargets(checks)}` : ''}`,
    );
    return { ...result, checks, failed };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runSlotsMonthBench('pglite');
  if (await isPostgresAvailable()) await runSlotsMonthBench('postgres');
}
