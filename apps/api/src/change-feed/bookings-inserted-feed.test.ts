import { type DatabaseHandle, queryRows } from '@citavet/db/database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';

// An insert of bookings writes its change-feed rows and announces its hosts' busy time once per
// statement (citavet_bookings_inserted, migration 0066, decision 123). What it records for each row
// is what the row trigger recorded for one insert, in the order the statement inserted them, and an
// update in a later statement still comes after.

let handle: DatabaseHandle & { dispose(): Promise<void> };
let spaceId: string;
let serviceId: string;
let hosts: [string, string];
let petId: string;
let clientId: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(handle.db, query))[0] as T;
  spaceId = (
    await one<{ id: string }>(sql`insert into spaces (name) values ('Feed por sentencia') returning id`)
  ).id;
  serviceId = (
    await one<{ id: string }>(
      sql`insert into services (space_id, name, duration) values (${spaceId}::uuid, 'Consulta', 30) returning id`,
    )
  ).id;
  const users = await queryRows<{ id: string }>(
    handle.db,
    sql`insert into users (name, email, password_hash)
        values ('Ana', 'ana-feed@example.com', 'x'), ('Luis', 'luis-feed@example.com', 'x') returning id`,
  );
  hosts = [users[0]?.id ?? '', users[1]?.id ?? ''];
  clientId = (
    await one<{ id: string }>(
      sql`insert into clients (space_id, name) values (${spaceId}::uuid, 'Lucía Gómez') returning id`,
    )
  ).id;
  petId = (
    await one<{ id: string }>(
      sql`insert into pets (space_id, client_id, name, species)
          values (${spaceId}::uuid, ${clientId}::uuid, 'Toby', 'perro') returning id`,
    )
  ).id;
});

afterAll(async () => {
  await handle?.dispose();
});

type ChangeRow = {
  id: string;
  booking_id: string;
  old_row: string | null;
  sign: number | null;
  host_id: string | null;
  client_id: string | null;
  status: string | null;
  source: string | null;
  pet_id: string | null;
  is_booked_at_updated: boolean | null;
};

async function changesOf(ids: readonly string[]): Promise<ChangeRow[]> {
  return queryRows<ChangeRow>(
    handle.db,
    sql`select c.id::text, c.booking_id, c.old_row::text,
               (c.new_row).sign, (c.new_row).host_id, (c.new_row).client_id, (c.new_row).status,
               (c.new_row).source, c.pet_id, c.booked_at = b.updated_at as is_booked_at_updated
          from booking_changes c join bookings b on b.id = c.booking_id
         where c.booking_id = any(${`{${ids.join(',')}}`}::uuid[])
         order by c.id`,
  );
}

describe('the change feed of an insert of several bookings', () => {
  it('records each booking as its row trigger did, in the order they went in, and announces each host', async () => {
    const heard: string[] = [];
    const subscription = await handle.listen('citavet_availability', {
      onNotification: (payload) => heard.push(payload),
      onLiveChange: () => {},
    });
    try {
      // Three rows in one statement: a confirmed one with a pet, a cancelled one with the same pet
      // (books nothing), and one of the other host without a pet.
      const inserted = await queryRows<{ id: string }>(
        handle.db,
        sql`insert into bookings (space_id, service_id, host_id, client_id, pet_id, client_name, service_name,
              service_duration, start_at, end_at, status, source, buffer_before, buffer_after)
            values
              (${spaceId}::uuid, ${serviceId}::uuid, ${hosts[0]}::uuid, ${clientId}::uuid, ${petId}::uuid, 'Lucía', 'Consulta',
               30, '2026-12-01T09:00:00Z', '2026-12-01T09:30:00Z', 'CONFIRMED', 'PUBLIC', 0, 10),
              (${spaceId}::uuid, ${serviceId}::uuid, ${hosts[0]}::uuid, ${clientId}::uuid, ${petId}::uuid, 'Lucía', 'Consulta',
               30, '2026-12-01T10:00:00Z', '2026-12-01T10:30:00Z', 'CANCELLED', 'INTERNAL', 0, 0),
              (${spaceId}::uuid, ${serviceId}::uuid, ${hosts[1]}::uuid, ${clientId}::uuid, null, 'Lucía', 'Consulta',
               30, '2026-12-02T09:00:00Z', '2026-12-02T09:30:00Z', 'PENDING', 'PUBLIC', 5, 0)
            returning id`,
      );
      const ids = inserted.map((row) => row.id);
      await queryRows(handle.db, sql`update bookings set status = 'CANCELLED' where id = ${ids[0]}::uuid`);
      await subscription.catchUp();

      const changes = await changesOf(ids);
      expect(changes.map((change) => change.booking_id)).toEqual([...ids, ids[0]]);
      expect(changes.slice(0, 3)).toEqual([
        expect.objectContaining({
          old_row: null,
          sign: 1,
          host_id: hosts[0],
          client_id: clientId,
          status: 'CONFIRMED',
          source: 'PUBLIC',
          pet_id: petId,
          is_booked_at_updated: true,
        }),
        expect.objectContaining({
          old_row: null,
          sign: 1,
          status: 'CANCELLED',
          pet_id: null,
          is_booked_at_updated: null,
        }),
        expect.objectContaining({
          old_row: null,
          sign: 1,
          host_id: hosts[1],
          status: 'PENDING',
          pet_id: null,
        }),
      ]);
      // The update's row (written by the row trigger) follows the insert's, with both sides.
      expect(changes[3]).toEqual(expect.objectContaining({ sign: 1, status: 'CANCELLED' }));
      expect(changes[3]?.old_row).not.toBeNull();

      // Each inserted booking announced its host's busy time (buffers included), in milliseconds.
      const span = (from: string, to: string) => `${Date.parse(from)}:${Date.parse(to)}`;
      expect(heard).toEqual(
        expect.arrayContaining([
          `host:${hosts[0]}:${span('2026-12-01T09:00:00Z', '2026-12-01T09:40:00Z')}`,
          `host:${hosts[0]}:${span('2026-12-01T10:00:00Z', '2026-12-01T10:30:00Z')}`,
          `host:${hosts[1]}:${span('2026-12-02T08:55:00Z', '2026-12-02T09:30:00Z')}`,
        ]),
      );
    } finally {
      await subscription.stop();
    }
  });

  it('writes no row and announces nothing for an insert that inserted no booking', async () => {
    const [before] = await queryRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int from booking_changes`,
    );
    await queryRows(
      handle.db,
      sql`insert into bookings (space_id, host_id, client_name, service_name, service_duration, start_at, end_at, status, source)
          select space_id, ${hosts[0]}::uuid, 'Nadie', 'Consulta', 30, now(), now() + interval '30 minutes', 'PENDING', 'PUBLIC'
            from bookings where false`,
    );
    const [after] = await queryRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int from booking_changes`,
    );
    expect(after?.count).toBe(before?.count);
  });
});
