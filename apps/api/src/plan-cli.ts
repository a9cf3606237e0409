import { systemClock } from './app-dependencies';
import { readEnv } from './env';
import { runPlanCommand } from './features/plans/run-plan-command';
import { AppError } from './http/app-error';
import { openAppDatabase } from './open-app-database';

/**
 * `npm run plan -- set <route> <free|trial|premium|empresa> [--until AAAA-MM-DD]`: the platform
 * operator's way to change a space's plan (decision 073), on the database the server uses
 * (DATABASE_URL, or PGlite in DATA_DIR: stop the server first, PGlite serves one process).
 */
async function main() {
  const env = readEnv();
  const { database, releaseLock } = await openAppDatabase(env, { poolSize: 1 });
  try {
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
