// One change-feed worker as its own process, for change-feed-exactly-once.ts: the API's real worker
// (apps/api/src/change-feed/change-feed-worker.ts) against PostgreSQL, nothing else.
// Env: DATABASE_URL, CHANGE_FEED_POLL_MS, CHANGE_FEED_BATCH_SIZE.
import { openPostgresDatabase } from '@citavet/db/database';
import { createChangeFeedWorker } from '../../apps/api/src/change-feed/change-feed-worker';

const url = new URL(process.env.DATABASE_URL ?? '');
// The run finds this worker's backend by name, to see whether a kill lands inside a transaction.
url.searchParams.set('application_name', `feed-worker-${process.pid}`);
const database = await openPostgresDatabase({ connectionString: url.toString(), poolSize: 2 });
const worker = createChangeFeedWorker({
  db: database.db,
  pollMs: Number(process.env.CHANGE_FEED_POLL_MS ?? 20),
  batchSize: Number(process.env.CHANGE_FEED_BATCH_SIZE ?? 200),
  onError: (error) => console.error(`worker ${process.pid}: ${(error as Error).message}`),
});
worker.start();
const keepAlive = setInterval(() => {}, 60_000);
process.send?.('ready');
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', async () => {
  clearInterval(keepAlive);
  await worker.stop();
  await database.close();
  process.exit(0);
});
