import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_FOLDER, queryRows, sqlStateOf } from './database';
import { openPgliteFromTemplate } from './test-template';

describe('database', () => {
  // The run's template is a fresh PGlite migrated by `migrate` (test-global-setup.ts).
  it('migrates a fresh PGlite through every migration and enforces the no-overlap constraint', async () => {
    const handle = await openPgliteFromTemplate(inject('pgliteTemplatePath'));
    const { db } = handle;
    const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    const applied = await queryRows<{ created_at: string }>(
      db,
      sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
    );
    expect(applied.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry) => entry.when));
    const [user] = await queryRows<{ id: string }>(
      db,
      sql`insert into users (name, email, password_hash) values ('Ana', 'ana@example.com', 'x') returning id`,
    );
    const userId = user?.id;
    const [space] = await queryRows<{ id: string }>(
      db,
      sql`insert into spaces (name) values ('Vet') returning id`,
    );
    const spaceId = space?.id;
    const insertBooking = (start: string, end: string, status = 'CONFIRMED') =>
      db.execute(sql`insert into bookings (space_id, host_id, client_name, service_name, service_duration, start_at, end_at, status, source)
        values (${spaceId}, ${userId}, 'Cliente', 'Consulta', 30, ${start}, ${end}, ${status}, 'INTERNAL')`);
    await insertBooking('2026-03-02T09:00:00Z', '2026-03-02T09:30:00Z');
    // Touching ranges are fine: the range is half-open.
    await insertBooking('2026-03-02T09:30:00Z', '2026-03-02T10:00:00Z');
    // A cancelled booking never blocks.
    await insertBooking('2026-03-02T09:10:00Z', '2026-03-02T09:20:00Z', 'CANCELLED');
    const overlap = await insertBooking('2026-03-02T09:15:00Z', '2026-03-02T09:45:00Z').catch(
      (error) => error,
    );
    expect(sqlStateOf(overlap)).toBe('23P01');
    expect(await handle.ping()).toBe(true);
    await handle.close();
  });
});
