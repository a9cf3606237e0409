// `npm run feed:rebuild`: every space's report roll-ups recounted from its bookings, its pending
// changes consumed in the same transaction (citavet_report_rebuild, decision 069). Safe while the API
// runs on PostgreSQL: a space's rebuild holds its feed lock, so no worker applies its changes
// meanwhile, and booking writes wait for that space's rebuild to commit. On PGlite stop the server
// first (one process owns the data directory).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  type DatabaseHandle,
  migrateDatabase,
  openPgliteDatabase,
  openPostgresDatabase,
} from '@citavet/db/database';
import { acquireDataDirLock } from '../data-dir-lock';
import { readEnv } from '../env';
import { listFeedSpaces, rebuildSpaceFromScratch } from './change-feed.repository';

export async function rebuildEveryFeedSpace(
  database: DatabaseHandle,
  onSpace: (done: number, total: number) => void = () => {},
): Promise<number> {
  const spaces = await listFeedSpaces(database.db);
  for (const [index, spaceId] of spaces.entries()) {
    await rebuildSpaceFromScratch(database.db, spaceId);
    onSpace(index + 1, spaces.length);
  }
  return spaces.length;
}

async function main() {
  const env = readEnv();
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const release = env.DATABASE_URL ? () => {} : acquireDataDirLock(dataDir);
  const database = env.DATABASE_URL
    ? await openPostgresDatabase({ connectionString: env.DATABASE_URL, poolSize: 2 })
    : await openPgliteDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    await migrateDatabase(database);
    const started = performance.now();
    const count = await rebuildEveryFeedSpace(database, (done, total) => {
      if (done % 100 === 0 || done === total) console.log(`${done}/${total} espacios reconstruidos`);
    });
    console.log(
      `Reportes reconstruidos desde cero: ${count} espacios en ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
    release();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename ?? '')) await main();
