import { type DatabaseHandle, GENERIC_PLAN_SETTINGS, queryRows } from '@citavet/db/database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import { SNAPSHOT_BATCH_STATEMENT } from './public-booking-snapshot.repository';

// The public read counts a space's, a host's and an e-mail's recent public bookings up to their caps
// (public-booking-caps.ts). Its generic plan must reach them through the caps' indexes, whatever the
// statistics say: a clinic alone in its database has every booking in its own space, and the plan
// made for that read the whole bookings table on every public booking (decision 123). Its schedule,
// the host's other schedules and the holds are read by key too, as the app's generic connections
// plan it (GENERIC_PLAN_SETTINGS): at the default random_page_cost, 250 schedules in 4 pages were
// read whole, every one of them on every public booking (decision 124).

const EARLIER_BOOKINGS = 3_000;
const SCHEDULES = 250;

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
  // The clinic's weekly schedules: fifty professionals, five mornings each, analyzed.
  await handle.db.execute(sql`with service as (
      insert into services (space_id, name, duration) values (${space?.id}::uuid, 'Consulta', 30) returning id),
    hosts as (insert into users (name, email, password_hash)
      select 'Profesional ' || n, 'profesional-' || n || '@example.com', 'x'
        from generate_series(1, ${SCHEDULES / 5}) as n returning id)
    insert into service_schedules (service_id, host_id, day_of_week, start_time, end_time)
    select service.id, hosts.id, day, '09:00', '13:00'
      from service, hosts, generate_series(1, 5) as day`);
  await handle.db.execute(sql`analyze bookings`);
  await handle.db.execute(sql`analyze service_schedules`);
});

afterAll(async () => {
  await handle?.dispose();
});

/** The batched read's plan as the app's generic connections make it (GENERIC_PLAN_SETTINGS). */
async function genericPlan(): Promise<string> {
  return handle.db.transaction(async (tx) => {
    for (const [name, value] of Object.entries(GENERIC_PLAN_SETTINGS)) {
      await tx.execute(sql`select set_config(${name}, ${value}, true)`);
    }
    await tx.execute(sql.raw(`prepare public_read_plan(jsonb) as ${SNAPSHOT_BATCH_STATEMENT.text}`));
    const rows = await queryRows<{ 'QUERY PLAN': string }>(
      tx,
      sql.raw(`explain execute public_read_plan('[]'::jsonb)`),
    );
    await tx.execute(sql.raw('deallocate public_read_plan'));
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe("the public read's generic plan", () => {
  it('counts recent public bookings through the indexes, never by reading every booking', async () => {
    const plan = await genericPlan();
    expect(plan).toContain('bookings_public_space_created_idx');
    expect(plan).toContain('bookings_public_host_created_idx');
    expect(plan).toContain('bookings_public_email_created_idx');
    expect(plan).not.toMatch(/Seq Scan on bookings/);
  });

  it("reads the schedule, the host's schedules and the holds by key", async () => {
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from service_schedules`,
    );
    expect(count).toBe(SCHEDULES);
    const plan = await genericPlan();
    expect(plan).toContain('service_schedules_pkey');
    expect(plan).not.toMatch(/Seq Scan on (service_schedules|waitlist_requests)/);
  });
});
