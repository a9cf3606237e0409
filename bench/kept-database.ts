// A PostgreSQL database the explain scripts create, migrate and keep between runs, so plans can be
// read again after a change without seeding for minutes (drop it by hand when done).
import pg from 'pg';
import { migrateDatabase, openPostgresDatabase } from '../packages/db/src/database';
import { POSTGRES_ADMIN_URL } from './bench-app';

export async function openKeptDatabase(name: string) {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openPostgresDatabase({ connectionString: url.toString(), poolSize: 2 });
  await migrateDatabase(database);
  return Object.assign(database, { url: url.toString() });
}
