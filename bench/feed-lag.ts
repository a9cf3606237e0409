// The lag from a booking to its roll-up while a load runs (decision 069): every 500 ms the newest
// pending change is noted, and the time until the feed worker has applied it (its row is gone) is
// one sample. On a database without the feed (an older commit) there is nothing to sample.
import { sql } from 'drizzle-orm';
import { createChangeFeedWorker } from '../apps/api/src/change-feed/change-feed-worker';
import { type DatabaseHandle, queryNamedRows, queryRows } from '../packages/db/src/database';

export function startFeedLagProbe(database: DatabaseHandle) {
  const samples: number[] = [];
  let isRunning = true;
  const probes: Promise<void>[] = [];
  const probe = async () => {
    // Named, so each connection plans them once: unnamed, the probes' plans were ~1 % of the
    // PostgreSQL CPU counted per booking (521 plans in a 10 s load, pg_stat_statements).
    const [newest] = await queryNamedRows<{ id: string }>(
      database.db,
      'bench_feed_lag_newest',
      sql`select id::text from booking_changes order by id desc limit 1`,
    );
    const id = newest?.id;
    if (!id) return;
    const seen = performance.now();
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const left = await queryNamedRows(
        database.db,
        'bench_feed_lag_left',
        sql`select 1 from booking_changes where id = ${id}::bigint`,
      );
      if (left.length === 0) break;
    }
    samples.push(performance.now() - seen);
  };
  // Few and sparse, so the probe's own queries stay out of the CPU per booking being measured.
  const timer = setInterval(() => {
    if (isRunning) probes.push(probe().catch(() => {}));
  }, 500);
  return {
    async stop() {
      isRunning = false;
      clearInterval(timer);
      await Promise.all(probes);
      samples.sort((a, b) => a - b);
      const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? null;
      return { samples: samples.length, p50Ms: at(0.5), p99Ms: at(0.99) };
    },
  };
}

/** The API's feed worker in the bench's process, as server.ts runs it beside the e-mail worker. */
export async function startBenchFeedWorker(database: DatabaseHandle, options = { isProbingLag: true }) {
  const [exists] = await queryRows<{ ok: boolean }>(
    database.db,
    sql`select to_regclass('booking_changes') is not null as ok`,
  );
  if (!exists?.ok) return null;
  const worker = createChangeFeedWorker({
    db: database.db,
    // The server's defaults (CHANGE_FEED_POLL_MS, CHANGE_FEED_BATCH_SIZE); the variables weigh others.
    pollMs: Number(process.env.BENCH_FEED_POLL_MS ?? 1000),
    batchSize: Number(process.env.BENCH_FEED_BATCH_SIZE ?? 1000),
    onError: (error) => console.error(`change feed: ${(error as Error).message}`),
  });
  worker.start();
  return { worker, lag: options.isProbingLag ? startFeedLagProbe(database) : null };
}
