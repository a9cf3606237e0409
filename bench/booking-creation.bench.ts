// POST /api/bookings/public under load on PostgreSQL, every request booking a distinct free
// slot (20 extra hosts × 101 days × 24 slots, hosts varying fastest so concurrent requests seldom
// share a host), with a distinct client e-mail and, as the booking page sends, an Idempotency-Key.
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { drainChangeFeed } from '../apps/api/src/change-feed/change-feed.repository';
import { queryRows } from '../packages/db/src/database';
import { addDays } from '../packages/domain/src/time/zoned-time';
import { isPostgresAvailable } from './bench-app';
import {
  addHosts,
  type BenchClinic,
  clinicInstant,
  type SeededBench,
  SLOT_MINUTES,
  SLOTS_PER_DAY,
  scheduleOf,
  seedOtherClinics,
  slotStartMinutes,
  withSeededBench,
} from './bench-clinic';
import { startCpuProfile } from './cpu-profile';
import { startBenchFeedWorker } from './feed-lag';
import { type LoadRequest, runLoad } from './load-generator';
import { measureDraftExpansion, startDraftingDuringLoad } from './message-drafts-cost';
import {
  backendCpuByPid,
  backendCpuSpent,
  databaseBackendPids,
  postgresCpuMilliseconds,
  watchAutovacuumCpu,
} from './postgres-cpu';
import { printTopStatements, resetStatementStats } from './postgres-statements';
import {
  checkTarget,
  describeTargets,
  formatLatencies,
  formatNumber,
  formatStatuses,
  type TargetCheck,
} from './targets';
import { describeThreadCpu, readThreadCpu } from './thread-cpu';

// Decision 069: each booking naming a new client and pet, 10 connections.
export const BOOKING_RPS_TARGET = 1000;
export const BOOKING_P99_TARGET_MS = 30;
export const BOOKING_APP_CPU_TARGET_MS = 1;
export const BOOKING_DATABASE_CPU_TARGET_MS = 1;
const CONNECTIONS = 10;
const HOSTS = 20;
/**
 * The measured load's days of slots: 30,240 distinct slots, 10 s at up to 3,024 bookings/s. A load
 * that runs out books slots already taken, and its last requests are cheap 409s: 10,560 ran out at
 * 1,056/s, and a machine's fast hour has since reached 1,600/s.
 */
const MEASURED_DAYS = 63;
/**
 * The warm-up's length and the days of slots it books (after the measured ones). The app's code
 * reaches its steady speed only after several seconds of the same requests (measured: 520 → 770
 * bookings/s over the first 7 s of a load), so the warm-up sends the measured requests themselves,
 * idempotency keys included, for 6 s, on 18,240 slots of its own (up to 3,040 bookings/s): never run
 * out, since a slot booked twice is a 409 that tunes the code for a path the load does not take.
 */
const WARM_UP_SECONDS = Number(process.env.BOOKING_BENCH_WARM_UP_SECONDS ?? 6);
const WARM_UP_DAYS = 38;
const DAYS = MEASURED_DAYS + WARM_UP_DAYS;
/** The measured load's length; BOOKING_BENCH_SECONDS for a longer look. */
const LOAD_SECONDS = Number(process.env.BOOKING_BENCH_SECONDS ?? 10);
/** After the measured month and the race's day, so no other bench touches these slots. */
const FIRST_DAY_OFFSET = 45;

/**
 * Whether each booking names a pet, as the booking page does since decision 030: each is a new
 * client, so each also creates a pet in the write statement. BOOKING_BENCH_WITHOUT_PET=1 sends the
 * bodies of before pets, to compare the same work.
 */
const isNamingPet = process.env.BOOKING_BENCH_WITHOUT_PET !== '1';

/** One request body per free slot, in the order they are sent. */
export function publicBookingBodies(clinic: BenchClinic, hosts: BenchClinic['others'], days: number) {
  const bodies: string[] = [];
  for (let day = 0; day < days; day++) {
    const date = addDays(clinic.fromDate, FIRST_DAY_OFFSET + day);
    for (let slot = 0; slot < SLOTS_PER_DAY; slot++) {
      const startAt = clinicInstant(date, slotStartMinutes(slot));
      for (const host of hosts) {
        const number = bodies.length;
        bodies.push(
          JSON.stringify({
            serviceScheduleId: scheduleOf(host, date),
            startTime: new Date(startAt).toISOString(),
            endTime: new Date(startAt + SLOT_MINUTES * 60_000).toISOString(),
            clientInfo: {
              name: `Cliente Carga ${number}`,
              email: `carga-${number}@example.com`,
              // A distinct phone too: a visitor whose phone matches an existing client IS that client
              // (decision 030), so one shared number would make every booking the same client's.
              phone: `6${String(number).padStart(8, '0')}`,
              website: '',
            },
            ...(isNamingPet
              ? { pet: { name: `Mascota ${number}`, species: 'perro' }, reason: 'Vacuna' }
              : {}),
          }),
        );
      }
    }
  }
  return bodies;
}

/**
 * The clients a clinic already has (BOOKING_BENCH_CLIENTS, 5,000 unless set; 0 for none), each
 * with a pet, then ANALYZE. Against empty tables PostgreSQL plans the visitor's phone and e-mail
 * lookups as scans of a few rows, keeps that plan for the statement's life on each connection,
 * and every booking then scans one row more than the one before: a cost no clinic pays, since a
 * clinic that takes bookings has clients (with 40,000 the same lookups take the indexes).
 */
const CLIENTELE = Number(process.env.BOOKING_BENCH_CLIENTS ?? 5_000);

async function seedClientele(database: SeededBench['bench']['database'], spaceId: string) {
  if (CLIENTELE <= 0) return;
  await database.db.execute(sql`with made as (
      insert into clients (space_id, name, email, phone)
      select ${spaceId}::uuid, 'Cliente ' || n, 'cliente-' || n || '@example.com', '7' || lpad(n::text, 8, '0')
        from generate_series(1, ${CLIENTELE}) as n
      returning id)
    insert into pets (space_id, client_id, name, species)
    select ${spaceId}::uuid, id, 'Mascota', 'perro' from made`);
  await database.db.execute(sql`analyze clients`);
  await database.db.execute(sql`analyze pets`);
}

export async function runBookingCreationBench(seeded?: SeededBench, durationSeconds = LOAD_SECONDS) {
  return withSeededBench('postgres', seeded, async ({ bench, clinic }) => {
    const hosts = await addHosts(bench, clinic, HOSTS);
    const bodies = publicBookingBodies(clinic, hosts, DAYS);
    const headers = { 'content-type': 'application/json' };
    await seedClientele(bench.database, clinic.spaceId);
    await seedOtherClinics(bench);
    // Warm-up on slots the load never sends (the last days'), at the load's concurrency: every
    // connection of the app's pools is opened and has planned its statements before the measured
    // window, as on a server that has been up for a while (a cold connection plans the snapshot read
    // and the write several times before it settles on a generic plan: tens of ms each).
    // The warm-up sends the measured request itself, idempotency key included.
    const booking: LoadRequest = {
      method: 'POST',
      path: '/api/bookings/public',
      headers,
      bodyPool: 'bookings',
      hasIdempotencyKeys: true,
    };
    const warmUp = await runLoad({
      url: bench.url,
      connections: CONNECTIONS,
      durationSeconds: WARM_UP_SECONDS,
      requests: [booking],
      pools: { bookings: bodies.splice(-HOSTS * SLOTS_PER_DAY * WARM_UP_DAYS) },
    });
    if ((warmUp.statuses['201'] ?? 0) === 0) throw new Error('the warm-up made no booking');
    if (warmUp.requests !== (warmUp.statuses['201'] ?? 0)) {
      throw new Error(
        `the warm-up answered ${JSON.stringify(warmUp.statuses)}: only 201 warms the measured path`,
      );
    }
    // The warm-up's roll-ups are applied before the measured window, which counts only its own.
    await drainChangeFeed(bench.database.db);
    const feed = await startBenchFeedWorker(bench.database);
    const draftingDuringLoad =
      process.env.BENCH_DRAFTS_DURING_LOAD === '1' ? startDraftingDuringLoad(bench.database) : null;
    await resetStatementStats(bench.database);
    const pidsBefore = await databaseBackendPids(bench.database.db);
    const backendsBefore = await backendCpuByPid(pidsBefore.clients);
    const autovacuum = await watchAutovacuumCpu(bench.database.db);
    const databaseCpuBefore = await postgresCpuMilliseconds();
    const appCpuBefore = process.cpuUsage();
    const threadsBefore = readThreadCpu();
    // BENCH_CPU_PROFILE=<file>: the load's V8 CPU profile (cpu-profile.ts); the profiler's sampling
    // costs CPU, so such a run's figures are not comparable with a run without it.
    const profile = await startCpuProfile(process.env.BENCH_CPU_PROFILE);
    const result = await runLoad({
      url: bench.url,
      connections: CONNECTIONS,
      durationSeconds,
      requests: [booking],
      pools: { bookings: bodies },
    });
    await profile.stop();
    const lag = await feed?.lag?.stop();
    await draftingDuringLoad?.stop();
    // The roll-ups of the last bookings still to apply: the worker's share of the CPU counts too.
    const lastLagStarted = performance.now();
    if (feed) {
      for (;;) {
        const left = await queryRows(bench.database.db, sql`select 1 from booking_changes limit 1`);
        if (left.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await feed.worker.stop();
    }
    const catchUpMs = performance.now() - lastLagStarted;
    // The app's CPU from the load's start until the feed caught up: the worker's share counted too.
    const appCpu = process.cpuUsage(appCpuBefore);
    const appCpuMsPerRequest = (appCpu.user + appCpu.system) / 1000 / Math.max(1, result.requests);
    const appThreads = describeThreadCpu(threadsBefore, readThreadCpu(), Math.max(1, result.requests));
    const databaseCpuAfter = await postgresCpuMilliseconds();
    const pidsAfter = await databaseBackendPids(bench.database.db);
    const backendsAfter = await backendCpuByPid(pidsAfter.clients);
    const backendCpuMsPerRequest =
      backendCpuSpent(backendsBefore, backendsAfter) / Math.max(1, result.requests);
    const autovacuumMsPerRequest = (await autovacuum.stop()) / Math.max(1, result.requests);
    await printTopStatements(bench.database, result.requests);
    // The bookings' e-mails, drafted after their writes by the outbox worker (decision 104), which
    // runs in the API's process: measured apart, per booking, so the work moved is not hidden.
    const drafting = await measureDraftExpansion(bench.database);
    // With BENCH_DRAFTS_DURING_LOAD=1 they were drafted during the load, in its figures.
    if (drafting.bookings > 0) {
      console.log(
        `  their e-mails, drafted after by the outbox worker: app ${drafting.appMs.toFixed(2)} ms + PostgreSQL ` +
          `${drafting.databaseMs.toFixed(2)} ms CPU per booking (${drafting.bookings} bookings, batches of 100)`,
      );
    }
    const databaseCpuMsPerRequest =
      databaseCpuBefore === null || databaseCpuAfter === null
        ? null
        : (databaseCpuAfter - databaseCpuBefore) / Math.max(1, result.requests);
    const created = result.statuses['201'] ?? 0;
    const createdPerSecond = created / durationSeconds;
    const checks: TargetCheck[] = [
      checkTarget('', createdPerSecond, { atLeast: BOOKING_RPS_TARGET, unit: 'req/s' }),
      checkTarget('p99', result.p99Ms, { atMost: BOOKING_P99_TARGET_MS, unit: 'ms' }),
      checkTarget('app CPU', appCpuMsPerRequest, { atMost: BOOKING_APP_CPU_TARGET_MS, unit: 'ms' }),
      checkTarget('PostgreSQL CPU', backendCpuMsPerRequest, {
        atMost: BOOKING_DATABASE_CPU_TARGET_MS,
        unit: 'ms',
      }),
    ];
    const wrapped = result.requests > bodies.length ? ` (pool of ${bodies.length} slots exhausted)` : '';
    console.log(
      `public booking creation (postgres, ${CONNECTIONS} connections, ${durationSeconds} s, ${CLIENTELE} clients already, distinct free ` +
        `slots${isNamingPet ? ', each naming a new pet' : ''}${draftingDuringLoad ? ', their e-mails drafted during the load' : ''}): ${formatNumber(createdPerSecond)} bookings/s, ${formatLatencies(result)} ` +
        `(${formatStatuses(result.statuses)})${wrapped}, CPU per request: app ` +
        `${appCpuMsPerRequest.toFixed(2)} ms${appThreads ? ` (${appThreads})` : ''}, PostgreSQL ` +
        `${backendCpuMsPerRequest.toFixed(2)} ms (this database's client backends; its autovacuum ` +
        `${autovacuumMsPerRequest.toFixed(2)} ms; every postgres process ` +
        `${databaseCpuMsPerRequest === null ? 'n/a' : `${databaseCpuMsPerRequest.toFixed(2)} ms`}), load ` +
        `generator ${result.generatorCpuMsPerRequest.toFixed(2)} ms; ` +
        (lag
          ? `roll-up lag p50 ${lag.p50Ms?.toFixed(0) ?? 'n/a'} / p99 ${lag.p99Ms?.toFixed(0) ?? 'n/a'} ms ` +
            `(${lag.samples} probes, last change applied ${catchUpMs.toFixed(0)} ms after the load) — `
          : 'roll-ups written in the booking transaction — ') +
        `${describeTargets(checks)}`,
    );
    return {
      ...result,
      appCpuMsPerRequest,
      createdPerSecond,
      databaseCpuMsPerRequest,
      backendCpuMsPerRequest,
      checks,
    };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (await isPostgresAvailable()) await runBookingCreationBench();
  else console.log('public booking creation: PostgreSQL is not available at 127.0.0.1:5432; skipped');
}
