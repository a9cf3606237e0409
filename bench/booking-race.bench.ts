// 100 staff booking attempts of one slot at once (POST /api/bookings/internal): exactly one
// is created, 99 are refused with 409, none is a 5xx. A correctness figure, so noise cannot excuse it.
import { pathToFileURL } from 'node:url';
import { addDays } from '../packages/domain/src/time/zoned-time';
import { type BenchDatabase, isPostgresAvailable } from './bench-app';
import {
  clinicInstant,
  type SeededBench,
  SLOT_MINUTES,
  scheduleOf,
  slotStartMinutes,
  withSeededBench,
} from './bench-clinic';
import { formatStatuses } from './targets';

const ATTEMPTS = 100;
/** Beyond the 31 measured days, and at 10:30, which the seeded bookings never use. */
const DAYS_AHEAD = 40;
const SLOT_INDEX = 5;

export type RaceOutcome = {
  created: number;
  conflicts: number;
  serverErrors: number;
  statuses: Record<string, number>;
  isRight: boolean;
};

export async function runBookingRaceBench(kind: BenchDatabase = 'postgres', seeded?: SeededBench) {
  return withSeededBench(kind, seeded, async ({ bench, clinic }) => {
    const date = addDays(clinic.fromDate, DAYS_AHEAD);
    const startAt = clinicInstant(date, slotStartMinutes(SLOT_INDEX));
    const body = JSON.stringify({
      serviceScheduleId: scheduleOf(clinic.measured, date),
      startTime: new Date(startAt).toISOString(),
      endTime: new Date(startAt + SLOT_MINUTES * 60_000).toISOString(),
      clientInfo: { name: 'Cliente Carrera' },
    });
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: ATTEMPTS }, () =>
        fetch(`${bench.url}/api/bookings/internal`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${clinic.token}` },
          body,
        }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    const elapsedMs = performance.now() - started;
    const counts: Record<string, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    const outcome: RaceOutcome = {
      created: counts['201'] ?? 0,
      conflicts: counts['409'] ?? 0,
      serverErrors: statuses.filter((status) => status >= 500).length,
      statuses: counts,
      isRight: counts['201'] === 1 && counts['409'] === ATTEMPTS - 1,
    };
    console.log(
      `${ATTEMPTS} concurrent staff bookings of one slot (${kind}): ${outcome.created} created, ` +
        `${outcome.conflicts} × 409, ${outcome.serverErrors} × 5xx (${formatStatuses(counts)}) in ` +
        `${elapsedMs.toFixed(0)} ms — expected 1 / ${ATTEMPTS - 1} / 0 ${outcome.isRight ? '✓' : '✗'}`,
    );
    return outcome;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outcomes = [await runBookingRaceBench('pglite')];
  if (await isPostgresAvailable()) outcomes.push(await runBookingRaceBench('postgres'));
  if (outcomes.some((outcome) => !outcome.isRight)) process.exit(1);
}
