import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import {
  type DatabaseHandle,
  MIGRATIONS_FOLDER,
  migrateDatabase,
  openPgliteDatabase,
  openPostgresDatabase,
  PGLITE_EXTENSIONS,
} from './database';

/**
 * A fresh PGlite takes seconds to create and migrate, so tests migrate once into a template
 * and every test file starts from a copy of it. On PostgreSQL the template is a database.
 */
export async function writePgliteTemplate(filePath: string): Promise<void> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  await writeFile(filePath, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

type SharedTemplate = { path: Promise<string>; users: number };
const SHARED_TEMPLATE = Symbol.for('citavet.pgliteTemplate');

/**
 * The run's one template, shared by every project's global setup (they run in one process): the
 * first caller migrates it, the last `release` removes it. Migrating costs about 5 s of CPU.
 */
export async function acquirePgliteTemplate(): Promise<{ path: string; release(): Promise<void> }> {
  const holder = globalThis as { [SHARED_TEMPLATE]?: SharedTemplate };
  const shared = holder[SHARED_TEMPLATE] ?? {
    users: 0,
    path: (async () => {
      const filePath = join(await mkdtemp(join(tmpdir(), 'citavet-test-')), 'template.tar');
      await writePgliteTemplate(filePath);
      return filePath;
    })(),
  };
  holder[SHARED_TEMPLATE] = shared;
  shared.users += 1;
  const path = await shared.path;
  return {
    path,
    async release() {
      shared.users -= 1;
      if (shared.users > 0) return;
      if (holder[SHARED_TEMPLATE] === shared) delete holder[SHARED_TEMPLATE];
      await rm(dirname(path), { recursive: true, force: true });
    },
  };
}

export async function openPgliteFromTemplate(filePath: string): Promise<DatabaseHandle> {
  const bytes = await readFile(filePath);
  return openPgliteDatabase({ loadDataDir: new Blob([bytes]) });
}

/** Creates `templateName` migrated, on the server that `adminUrl` points to. */
export async function createPostgresTemplate(adminUrl: string, templateName: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${templateName}"`);
    await admin.query(`create database "${templateName}"`);
  } finally {
    await admin.end();
  }
  const handle = await openPostgresDatabase({
    connectionString: withDatabase(adminUrl, templateName),
    poolSize: 1,
  });
  await migrateDatabase(handle);
  await handle.close();
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
