import { sql } from 'drizzle-orm';
import { type DatabaseHandle, queryRows } from './database';

// What the tests of the worker database pools (test-pglite-pool.test.ts, and the API's
// test-postgres-pool.test.ts for PostgreSQL) write into a database and read back after it was
// handed on: rows in ordinary tables, in the append-only audit log, and in a seeded row.

export const countOf = async (handle: DatabaseHandle, table: 'users' | 'spaces' | 'audit_events') =>
  (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]?.n;

/** A value the migrations seeded (mail_settings' one row), which the reset must put back. */
export const mailCap = async (handle: DatabaseHandle) =>
  (await queryRows<{ cap: number }>(handle.db, sql`select recipient_daily_cap as cap from mail_settings`))[0]
    ?.cap;

/** A space, a user, an audit line and a changed seed row: what a test file leaves behind. */
export async function fillAsAFileWould(handle: DatabaseHandle): Promise<void> {
  const [space] = await queryRows<{ id: string }>(
    handle.db,
    sql`insert into spaces (name) values ('Vet') returning id`,
  );
  await handle.db.execute(
    sql`insert into users (name, email, password_hash) values ('Ana', 'ana@example.com', 'x')`,
  );
  // audit_events refuses DELETE and TRUNCATE (the legal record): the reset must still empty it.
  await handle.db.execute(
    sql`insert into audit_events (space_id, action, subject_type, subject_id) values (${space?.id}, 'x', 'y', ${space?.id})`,
  );
  await handle.db.execute(sql`update mail_settings set recipient_daily_cap = 7`);
}
