import { type DatabaseHandle, queryRows } from '@citavet/db/database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import { SNAPSHOT_BATCH_STATEMENT } from './public-booking-snapshot.repository';

// The public read counts a space's, a host's and an e-mail's recent public bookings up to their caps
// (public-booking-caps.ts). Its generic plan must reach them through the caps' indexes, whatever the
// statistics say: a clinic alone in its database has every booking in its own space, and the plan
// made for that read the whole bookings table on every public booking (decision 123).

const EARLIER_BOOKINGS = 3_000;

let handle: DatabaseHandle & { dispose(): Promise<void> };

beforeAll(async () => {
  handle = await openTestDatabase();
  const [space] = await queryRows<{ id: string }>(
    handle.db,
    sql`insert into spaces (name) values ('Clínica sola') returning id`,
  );
  const [host] = await queryRows<{ id: string }>(
    handle.db,
    sql`insert into users (name, email, password_hash) values ('Ana', 'ana-sola@example.com', 'x') returning id`,
  );
  // One clinic's public bookings, one per half hour back from the start of 2026, analyzed: the
  // statistics of a clinic alone in its database.
  await handle.db.execute(sql`insert into bookings (space_id, host_id, client_name, client_email, service_name,
      service_duration, start_at, end_at, status, source, created_at)
    select ${space?.id}::uuid, ${host?.id}::uuid, 'Cliente ' || n, 'cliente-' || n || '@example.com', 'Consulta', 30,
      timestamptz '2026-01-01T00:00:00Z' - n * interval '30 minutes',
      timestamptz '2026-01-01T00:30:00Z' - n * interval '30 minutes', 'CONFIRMED', 'PUBLIC',
      timestamptz '2026-01-01T00:00:00Z' - n * interval '30 minutes'
      from generate_series(1, ${EARLIER_BOOKINGS}) as n`);
  await handle.db.execute(sql`analyze bookings`);
});

afterAll(async () => {
  await handle?.dispose();
});

describe("the public read's generic plan", () => {
  it('counts recent public bookings through the indexes, never by reading every booking', async () => {
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare public_read_plan(jsonb) as ${SNAPSHOT_BATCH_STATEMENT.text}`));
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql.raw(`explain execute public_read_plan('[]'::jsonb)`),
      );
      await tx.execute(sql.raw('deallocate public_read_plan'));
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('bookings_public_space_created_idx');
    expect(plan).toContain('bookings_public_host_created_idx');
    expect(plan).toContain('bookings_public_email_created_idx');
    expect(plan).not.toMatch(/Seq Scan on bookings/);
  });
});
