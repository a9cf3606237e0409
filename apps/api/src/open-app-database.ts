import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  type DatabaseHandle,
  migrateDatabase,
  openPgliteDatabase,
  openPostgresDatabase,
} from '@citavet/db/database';
import { acquireDataDirLock } from './data-dir-lock';
import type { Env } from './env';

export type AppDatabase = { database: DatabaseHandle; dataDir: string; releaseLock: () => void };

/**
 * The database the server and the operator's jobs share: PostgreSQL when DATABASE_URL is set,
 * otherwise PGlite in the data directory, which one process holds at a time (its lock). Migrated
 * before anything reads it; closed and the lock released when opening or migrating fails.
 */
export async function openAppDatabase(env: Env, options: { poolSize: number }): Promise<AppDatabase> {
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = env.DATABASE_URL ? () => {} : acquireDataDirLock(dataDir);
  let database: DatabaseHandle | undefined;
  try {
    database = env.DATABASE_URL
      ? await openPostgresDatabase({ connectionString: env.DATABASE_URL, poolSize: options.poolSize })
      : await openPgliteDatabase({ dataDir: join(dataDir, 'pglite') });
    await migrateDatabase(database);
    return { database, dataDir, releaseLock };
  } catch (error) {
    await database?.close();
    releaseLock();
    throw error;
  }
}
