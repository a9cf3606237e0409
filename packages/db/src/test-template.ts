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
 *
 * Most of a fresh PGlite's cost is its initdb (4–7 s of CPU), not the migrations (under 2 s), and
 * loading a dump costs under 2 s. So the run also keeps the cluster as initdb left it: the
 * migrations' own tests, which stop at an earlier migration, start from it (`openUnmigratedPglite`).
 */
export type PgliteTemplates = { templatePath: string; emptyClusterPath: string };

export async function writePgliteTemplates(directory: string): Promise<PgliteTemplates> {
  const paths = {
    templatePath: join(directory, 'template.tar'),
    emptyClusterPath: join(directory, 'empty.tar'),
  };
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await writeFile(
    paths.emptyClusterPath,
    Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()),
  );
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  await writeFile(paths.templatePath, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  return paths;
}

type SharedTemplate = { paths: Promise<PgliteTemplates>; users: number };
const SHARED_TEMPLATE = Symbol.for('citavet.pgliteTemplate');

/**
 * The run's one template, shared by every project's global setup (they run in one process): the
 * first caller writes both dumps, the last `release` removes them (5–9 s of CPU, mostly initdb).
 */
export async function acquirePgliteTemplate(): Promise<PgliteTemplates & { release(): Promise<void> }> {
  const holder = globalThis as { [SHARED_TEMPLATE]?: SharedTemplate };
  const shared = holder[SHARED_TEMPLATE] ?? {
    users: 0,
    paths: (async () => writePgliteTemplates(await mkdtemp(join(tmpdir(), 'citavet-test-'))))(),
  };
  holder[SHARED_TEMPLATE] = shared;
  shared.users += 1;
  const paths = await shared.paths;
  return {
    ...paths,
    async release() {
      shared.users -= 1;
      if (shared.users > 0) return;
      if (holder[SHARED_TEMPLATE] === shared) delete holder[SHARED_TEMPLATE];
      await rm(dirname(paths.templatePath), { recursive: true, force: true });
    },
  };
}

export async function openPgliteFromTemplate(filePath: string): Promise<DatabaseHandle> {
  const bytes = await readFile(filePath);
  return openPgliteDatabase({ loadDataDir: new Blob([bytes]) });
}

/**
 * A PGlite with no migration applied, for a test that migrates it part of the way: loaded from the
 * run's initdb dump, or created afresh where the run has none (the API suites on PostgreSQL).
 */
export async function openUnmigratedPglite(emptyClusterPath: string): Promise<DatabaseHandle> {
  return emptyClusterPath === '' ? openPgliteDatabase({}) : openPgliteFromTemplate(emptyClusterPath);
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
