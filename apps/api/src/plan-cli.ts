import { join, resolve } from 'node:path';
import { migrateDatabase, openPgliteDatabase, openPostgresDatabase } from '@citavet/db/database';
import { systemClock } from './app-dependencies';
import { acquireDataDirLock } from './data-dir-lock';
import { readEnv } from './env';
import { runPlanCommand } from './features/plans/run-plan-command';
import { AppError } from './http/app-error';

/**
 * `npm run plan -- set <route> <free|trial|premium|empresa> [--until AAAA-MM-DD]`: the platform
 * operator's way to change a space's plan (decision 073), on the database the server uses
 * (DATABASE_URL, or PGlite in DATA_DIR: stop the server first, PGlite serves one process).
 */
async function main() {
  const env = readEnv();
  const dataDir = resolve(env.DATA_DIR);
  const releaseLock = env.DATABASE_URL ? () => {} : acquireDataDirLock(dataDir);
  const database = env.DATABASE_URL
    ? await openPostgresDatabase({ connectionString: env.DATABASE_URL, poolSize: 1 })
    : await openPgliteDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    await migrateDatabase(database);
    console.log(await runPlanCommand(process.argv.slice(2), { db: database.db, clock: systemClock }));
  } finally {
    await database.close();
    releaseLock();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof AppError || error instanceof Error ? error.message : error);
  process.exit(1);
});
