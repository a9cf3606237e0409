import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  type DatabaseHandle,
  migrateDatabase,
  openPgliteDatabase,
  openPostgresDatabase,
} from '@citavet/db/database';
import { DEFAULT_RATE_LIMITS, systemClock } from './app-dependencies';
import { acquireDataDirLock } from './data-dir-lock';
import { readEnv } from './env';
import { purgeDeletedSpaces } from './features/spaces/purge-deleted-spaces';
import { createLocalDiskStorage } from './storage/local-disk-storage';

/**
 * `npm run space:purge`: the operator's job that purges spaces deleted more than
 * SPACE_RETENTION_DAYS ago, keeping the legal record (docs/decisions/067-space-owner-and-soft-deletion.md).
 * Same environment as the server. On PGlite the data directory holds one process at a time: stop
 * the server first (on PostgreSQL it runs alongside). Prints one JSON line per purged space.
 */
async function main() {
  const env = readEnv();
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = env.DATABASE_URL ? () => {} : acquireDataDirLock(dataDir);
  let database: DatabaseHandle | undefined;
  try {
    database = env.DATABASE_URL
      ? await openPostgresDatabase({ connectionString: env.DATABASE_URL, poolSize: 2 })
      : await openPgliteDatabase({ dataDir: join(dataDir, 'pglite') });
    await migrateDatabase(database);
    const report = await purgeDeletedSpaces({
      database,
      clock: systemClock,
      storage: createLocalDiskStorage(join(dataDir, 'uploads')),
      config: {
        publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
        rateLimits: DEFAULT_RATE_LIMITS,
        logLevel: env.LOG_LEVEL,
        geocoder: env.GEOCODER,
        spaceRetentionDays: env.SPACE_RETENTION_DAYS,
      },
    });
    for (const entry of report) console.log(JSON.stringify(entry));
    console.log(`space:purge: ${report.length} space(s) purged (retention ${env.SPACE_RETENTION_DAYS} days)`);
  } finally {
    await database?.close();
    releaseLock();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
