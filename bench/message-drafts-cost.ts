// The cost of drafting new bookings' e-mails after their writes (decision 104): the outbox worker's
// step that turns each booking's draft row into its confirmation (HTML and .ics), reminders and host
// notice. The benches measure it apart from the request, as they do the change feed, so what left
// the request is still counted. App CPU is this process's; PostgreSQL's that of this database's
// client backends.
import { sql } from 'drizzle-orm';
import { expandAllBookingMessageDrafts } from '../apps/api/src/features/bookings/emails/expand-booking-message-drafts';
import {
  expandAllMessageDrafts,
  expandAllStatusMessageDrafts,
} from '../apps/api/src/features/bookings/emails/expand-status-message-drafts';
import { createPollingLoop } from '../apps/api/src/workers/polling-loop';
import { type DatabaseHandle, queryRows } from '../packages/db/src/database';
import { backendCpuByPid, backendCpuSpent } from './postgres-cpu';

/** The bench app's links (bench-app.ts): the e-mails are drafted with the same config it serves. */
const BENCH_DRAFTING_CONFIG = { publicUrl: 'http://localhost' };

/**
 * Drafts every waiting booking's e-mails (or, with `'status changes'`, every waiting status
 * change's, decision 106), as the worker's rounds would; per draft expanded.
 */
export async function measureDraftExpansion(
  database: DatabaseHandle,
  drafts: 'bookings' | 'status changes' = 'bookings',
): Promise<{ bookings: number; appMs: number; databaseMs: number }> {
  const pids = async () =>
    (
      await queryRows<{ pid: number }>(
        database.db,
        sql`select pid from pg_stat_activity
             where datname = current_database() and backend_type = 'client backend'`,
      )
    ).map((row) => Number(row.pid));
  const backends = await backendCpuByPid(await pids());
  const app = process.cpuUsage();
  const expand = drafts === 'bookings' ? expandAllBookingMessageDrafts : expandAllStatusMessageDrafts;
  const { expanded } = await expand({ database, config: BENCH_DRAFTING_CONFIG }, { maxBatches: 1_000_000 });
  const appCpu = process.cpuUsage(app);
  const databaseMs = backendCpuSpent(backends, await backendCpuByPid(await pids()));
  const per = Math.max(1, expanded);
  return {
    bookings: expanded,
    appMs: (appCpu.user + appCpu.system) / 1000 / per,
    databaseMs: databaseMs / per,
  };
}

/**
 * The outbox worker's drafting step while a load runs, as the API's process runs it (every
 * `pollMs` when the last round was short, 10 batches of 100 a round): with BENCH_DRAFTS_DURING_LOAD=1
 * the booking bench weighs what it does to the requests' latency, which the step measured apart
 * (measureDraftExpansion) does not show.
 */
export function startDraftingDuringLoad(database: DatabaseHandle, pollMs = 1000) {
  const roundSize = 1000;
  const loop = createPollingLoop(
    async () => (await expandAllMessageDrafts({ database, config: BENCH_DRAFTING_CONFIG })).expanded,
    {
      pollMs,
      batchSize: roundSize,
      onError: (error) => console.error(`drafting: ${(error as Error).message}`),
    },
  );
  loop.start();
  return loop;
}
