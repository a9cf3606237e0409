import { type DatabaseHandle, queryRows } from '@citavet/db/database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import { tableScansOf } from './table-scans.test-support';

// The change feed indexes the names of a round's new clients and pets (citavet_feed_index_names,
// migration 0065, decision 122). A round holds hundreds of them; each must be found by a probe of
// its key, never by reading the whole clients or pets table, whose size is every clinic's.

const ROUND = 300;

let handle: DatabaseHandle & { dispose(): Promise<void> };
let spaceId: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  const [space] = await queryRows<{ id: string }>(
    handle.db,
    sql`insert into spaces (name) values ('Ronda de nombres') returning id`,
  );
  spaceId = space?.id ?? '';
  // Clients and pets of before, analyzed, so the planner weighs the tables at a clinic's size.
  await handle.db.execute(sql`with made as (
      insert into clients (space_id, name, email, phone)
      select ${spaceId}::uuid, 'Cliente Antiguo ' || n, 'antiguo-' || n || '@example.com', '7' || lpad(n::text, 8, '0')
        from generate_series(1, 3000) as n
      returning id)
    insert into pets (space_id, client_id, name, species)
    select ${spaceId}::uuid, id, 'Mascota', 'perro' from made`);
  await handle.db.execute(sql`analyze clients`);
  await handle.db.execute(sql`analyze pets`);
});

afterAll(async () => {
  await handle?.dispose();
});

describe("the change feed's round of new names", () => {
  it('probes each client and pet by its key and indexes every name once', async () => {
    const result = await handle.db.transaction(async (tx) => {
      // New clients and pets whose words are left to the feed, as a public booking leaves them.
      await tx.execute(sql`select set_config('citavet.name_words_follow_feed', 'on', true)`);
      const [round] = await queryRows<{ ids: string }>(
        tx,
        sql`with c as (
            insert into clients (space_id, name, email, phone)
            select ${spaceId}::uuid, 'Cliente Nuevo ' || n, 'nuevo-' || n || '@example.com', '6' || lpad(n::text, 8, '0')
              from generate_series(1, ${ROUND}) as n
            returning id, name),
          p as (
            insert into pets (space_id, client_id, name, species)
            select ${spaceId}::uuid, c.id, 'Luna ' || c.name, 'gato' from c
            returning id, client_id),
          ch as (
            insert into booking_changes (space_id, booking_id, new_row, pet_id, booked_at)
            select ${spaceId}::uuid, gen_random_uuid(),
              row(1, ${spaceId}::uuid, gen_random_uuid(), gen_random_uuid(), p.client_id, 'PENDING', 'EUR', 30,
                  now(), now(), 'public', now())::citavet_report_delta,
              p.id, now()
              from p
            returning id)
          select array_agg(id)::text as ids from ch`,
      );
      await tx.execute(sql`select set_config('citavet.name_words_follow_feed', 'off', true)`);
      const before = await tableScansOf(tx, ['clients', 'pets']);
      await tx.execute(sql`select citavet_feed_index_names(${round?.ids}::bigint[])`);
      const after = await tableScansOf(tx, ['clients', 'pets']);
      const [words] = await queryRows<{ clients: number; pets: number }>(
        tx,
        sql`select count(distinct w.client_id) filter (where w.pet_id is null)::int as clients,
                   count(distinct w.pet_id)::int as pets
              from client_name_words w join clients c on c.id = w.client_id
             where c.email like 'nuevo-%'`,
      );
      return { before, after, words };
    });
    expect(result.words).toEqual({ clients: ROUND, pets: ROUND });
    // This transaction's own counts: the probes are index scans, and no table was read whole.
    const { before, after } = result;
    expect((after.clients?.seq ?? 0) - (before.clients?.seq ?? 0)).toBe(0);
    expect((after.pets?.seq ?? 0) - (before.pets?.seq ?? 0)).toBe(0);
    expect((after.clients?.idx ?? 0) - (before.clients?.idx ?? 0)).toBeGreaterThan(0);
  });
});
