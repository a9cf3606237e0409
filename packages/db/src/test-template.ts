import { readFile, writeFile } from 'node:fs/promises';
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

export async function openPostgresFromTemplate(
  adminUrl: string,
  templateName: string,
): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  const name = `${templateName}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${templateName}"`);
  await admin.end();
  const handle = await openPostgresDatabase({ connectionString: withDatabase(adminUrl, name), poolSize: 5 });
  return {
    ...handle,
    async drop() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
