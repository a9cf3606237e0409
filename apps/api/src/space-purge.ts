import { join } from 'node:path';
import { DEFAULT_RATE_LIMITS, systemClock } from './app-dependencies';
import { readEnv } from './env';
import { purgeDeletedSpaces } from './features/spaces/purge-deleted-spaces';
import { openAppDatabase } from './open-app-database';
import { createLocalDiskStorage } from './storage/local-disk-storage';

/**
 * `npm run space:purge`: the operator's job that purges spaces deleted more than
 * SPACE_RETENTION_DAYS ago, keeping the legal record (docs/decisions/067-space-owner-and-soft-deletion.md).
 * Same environment as the server. On PGlite the data directory holds one process at a time: stop
 * the server first (on PostgreSQL it runs alongside). Prints one JSON line per purged space.
 */
async function main() {
  const env = readEnv();
  const { database, dataDir, releaseLock } = await openAppDatabase(env, { poolSize: 2 });
  try {
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
    await database.close();
    releaseLock();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
