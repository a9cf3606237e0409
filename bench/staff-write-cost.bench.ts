// CPU per staff write (decision 069): POST /api/bookings/internal by the clinic's ADMIN, then a
// status change (PUT /api/bookings/{id}/status, CONFIRMED → CANCELLED) of each, on PostgreSQL, 4 at a
// time, with the change-feed worker running in the process as server.ts runs it. The requests come
// from the load generator's process; App CPU is this process's (process.cpuUsage, the feed's
// catch-up included), PostgreSQL's that of this database's client backends, its autovacuum said
// apart (postgres-cpu.ts). Run: npx tsx bench/staff-write-cost.bench.ts (STAFF_WRITES, 1,000)
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { drainChangeFeed } from '../apps/api/src/change-feed/change-feed.repository';
import { queryRows } from '../packages/db/src/database';
import { addDays } from '../packages/domain/src/time/zoned-time';
import { isPostgresAvailable } from './bench-app';
import {
  addHosts,
  clinicInstant,
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
import { measureDraftExpansion } from './message-drafts-cost';
import { backendCpuByPid, backendCpuSpent, databaseBackendPids, watchAutovacuumCpu } from './postgres-cpu';
import { printTopStatements, resetStatementStats } from './postgres-statements';
import { describeThreadCpu, readThreadCpu } from './thread-cpu';

const WRITES = Number(process.env.STAFF_WRITES ?? 1000);
const AT_ONCE = 4;
/**
 * Writes of each kind made before the measured ones, at the same concurrency: the app's code is
 * optimized and every connection of the pool has planned both writes, as on a server up for a while
 * (ten bookings one at a time left three of the four connections cold and the code half-compiled).
 * After 200, V8's compiler threads still spent 0.4–0.6 ms per measured booking and the main thread
 * ran code not yet optimized; after 1,500, 0.15–0.23 ms, as after 4,000 (decision 119).
 */
const WARM_UP_WRITES = Number(process.env.STAFF_WARM_UP_WRITES ?? 1500);
const FIRST_DAY_OFFSET = 75;

/**
 * With BENCH_CPU_PROFILE=<prefix>, each measured window's V8 CPU profile is written to
 * <prefix>-<kind>.cpuprofile (cpu-profile.ts). The profiler's own sampling costs CPU: the window's
 * figures are then not comparable with a run without it.
 */
function cpuProfileFile(label: string): string | undefined {
  const prefix = process.env.BENCH_CPU_PROFILE;
  return prefix ? `${prefix}-${label.replaceAll(' ', '-')}.cpuprofile` : undefined;
}

/**
 * With `isDirectoryOff`, the app runs without the directory refresher, whose once-a-second
 * recomputation of the clinic's next slot is shared by however few writes arrive in that second:
 * the write's own cost, apart from that background.
 */
export async function runStaffWriteCostBench(options = { isDirectoryOff: false, isFeedAfter: false }) {
  const config = options.isDirectoryOff ? { isDirectoryRefresherOn: false } : {};
  const suffix = options.isDirectoryOff ? ', directory refresher off' : '';
  return withSeededBench(
    'postgres',
    undefined,
    async ({ bench, clinic }) => {
      const hosts = await addHosts(bench, clinic, 5);
      await seedOtherClinics(bench);
      const bodies: string[] = [];
      for (let index = 0; bodies.length < WRITES + WARM_UP_WRITES; index++) {
        const host = hosts[index % hosts.length];
        if (!host) throw new Error('no hosts');
        const slot = Math.floor(index / hosts.length);
        const date = addDays(clinic.fromDate, FIRST_DAY_OFFSET + Math.floor(slot / SLOTS_PER_DAY));
        const startAt = clinicInstant(date, slotStartMinutes(slot % SLOTS_PER_DAY));
        bodies.push(
          JSON.stringify({
            serviceScheduleId: scheduleOf(host, date),
            startTime: new Date(startAt).toISOString(),
            endTime: new Date(startAt + SLOT_MINUTES * 60_000).toISOString(),
            clientInfo: { name: `Cliente Mostrador ${index}`, email: `mostrador-${index}@example.com` },
          }),
        );
      }
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${clinic.token}` };
      // The requests come from the load generator's process, so this process's CPU is the app's
      // alone (a fetch here cost about a fifth of it).
      const loadOf = async (request: LoadRequest, pools: Record<string, string[]>, amount: number) => {
        const result = await runLoad({
          url: bench.url,
          connections: AT_ONCE,
          durationSeconds: 0,
          amount,
          requests: [request],
          pools,
        });
        const answered = result.statuses[request.method === 'POST' ? '201' : '200'] ?? 0;
        if (answered !== amount) throw new Error(`${request.path}: ${JSON.stringify(result.statuses)}`);
      };
      const bookAll = (pool: string[]) =>
        loadOf(
          { method: 'POST', path: '/api/bookings/internal', headers, bodyPool: 'bookings' },
          { bookings: pool },
          pool.length,
        );
      const cancelAll = async () => {
        const rows = await queryRows<{ id: string }>(
          bench.database.db,
          // This bench's bookings not yet cancelled (the seeded clinic has its own).
          sql`select id from bookings where client_name like 'Cliente Mostrador %' and status = 'CONFIRMED'
              order by created_at`,
        );
        const paths = rows.map((row) => `/api/bookings/${row.id}/status`);
        await loadOf(
          {
            method: 'PUT',
            path: '/api/bookings',
            headers,
            body: JSON.stringify({ status: 'CANCELLED' }),
            pathPool: 'paths',
          },
          { paths },
          paths.length,
        );
      };
      await bookAll(bodies.splice(0, WARM_UP_WRITES)); // the warm-up, its e-mails drafted
      await measureDraftExpansion(bench.database);
      await cancelAll();
      await measureDraftExpansion(bench.database, 'status changes');
      await drainChangeFeed(bench.database.db);
      // With isFeedAfter the feed is applied after the writes, in one batch, and counted apart.
      const feed = options.isFeedAfter
        ? null
        : await startBenchFeedWorker(bench.database, { isProbingLag: false });
      const pids = async () => (await databaseBackendPids(bench.database.db)).clients;
      const measure = async (label: string, work: () => Promise<void>) => {
        await resetStatementStats(bench.database);
        const backends = await backendCpuByPid(await pids());
        const autovacuum = await watchAutovacuumCpu(bench.database.db);
        const app = process.cpuUsage();
        const threads = readThreadCpu();
        const profile = await startCpuProfile(cpuProfileFile(label));
        const started = performance.now();
        await work();
        // The feed's share: until it has applied what these writes changed.
        while (feed) {
          const left = await queryRows(bench.database.db, sql`select 1 from booking_changes limit 1`);
          if (left.length === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const seconds = (performance.now() - started) / 1000;
        const appCpu = process.cpuUsage(app);
        await profile.stop();
        const appMs = (appCpu.user + appCpu.system) / 1000 / WRITES;
        const appThreads = describeThreadCpu(threads, readThreadCpu(), WRITES);
        const databaseMs = backendCpuSpent(backends, await backendCpuByPid(await pids())) / WRITES;
        const autovacuumMs = (await autovacuum.stop()) / WRITES;
        await printTopStatements(bench.database, WRITES, 40);
        let feedNote = '';
        if (options.isFeedAfter) {
          const feedBackends = await backendCpuByPid(await pids());
          const feedApp = process.cpuUsage();
          await drainChangeFeed(bench.database.db);
          const feedAppCpu = process.cpuUsage(feedApp);
          const feedAppMs = (feedAppCpu.user + feedAppCpu.system) / 1000 / WRITES;
          const feedDatabaseMs = backendCpuSpent(feedBackends, await backendCpuByPid(await pids())) / WRITES;
          feedNote = `; then the feed in one batch: app ${feedAppMs.toFixed(2)} + PostgreSQL ${feedDatabaseMs.toFixed(2)} ms per write`;
        }
        console.log(
          `${label} (postgres, ${AT_ONCE} at a time, ${WRITES}${suffix}): ${(WRITES / seconds).toFixed(0)}/s, CPU per ` +
            `write: app ${appMs.toFixed(2)} ms + PostgreSQL ${databaseMs.toFixed(2)} ms = ` +
            `${(appMs + databaseMs).toFixed(2)} ms — target ≤ 2 ms ${appMs + databaseMs <= 2 ? '✓' : '✗'}${feedNote}` +
            (appThreads ? ` (the app's: ${appThreads})` : '') +
            ` (its database's autovacuum meanwhile: ${autovacuumMs.toFixed(2)} ms per write)`,
        );
      };
      await measure('staff booking', () => bookAll(bodies));
      // Its e-mails are drafted after the write by the outbox worker (decision 107): counted apart,
      // and before the status changes, which find the bookings' reminders queued as they did before.
      const drafted = await measureDraftExpansion(bench.database);
      if (drafted.bookings !== WRITES) throw new Error(`drafted ${drafted.bookings} bookings' e-mails`);
      console.log(
        `  its e-mails, drafted by the outbox worker: app ${drafted.appMs.toFixed(2)} ms + PostgreSQL ` +
          `${drafted.databaseMs.toFixed(2)} ms per booking`,
      );
      await measure('status change', cancelAll);
      // Its e-mails are drafted after the write by the outbox worker (decision 106): counted apart.
      const statusDrafted = await measureDraftExpansion(bench.database, 'status changes');
      if (statusDrafted.bookings > 0) {
        console.log(
          `  its e-mails, drafted after by the outbox worker: app ${statusDrafted.appMs.toFixed(2)} ms + PostgreSQL ` +
            `${statusDrafted.databaseMs.toFixed(2)} ms CPU per change (${statusDrafted.bookings} changes, batches of 100)`,
        );
      }
      await feed?.worker.stop();
    },
    { config },
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (await isPostgresAvailable()) {
    await runStaffWriteCostBench({
      isDirectoryOff: process.env.STAFF_WITHOUT_DIRECTORY === '1',
      isFeedAfter: process.env.STAFF_FEED_AFTER === '1',
    });
  } else console.log('staff write cost: PostgreSQL is not available at 127.0.0.1:5432; skipped');
}
