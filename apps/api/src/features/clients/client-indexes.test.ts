import { type DatabaseHandle, queryRows, sqlStateOf } from '@citavet/db/database';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';

// Migration 0053 keeps one index per key of a client (decision 103): these are the reads and the
// rules that the dropped indexes served, on the indexes left, on PGlite and PostgreSQL alike.

let handle: DatabaseHandle & { dispose(): Promise<void> };
let spaceId: string;
let hostId: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  const [user] = await queryRows<{ id: string }>(
    handle.db,
    sql`insert into users (name, email, password_hash) values ('Ana', 'ana-indexes@example.com', 'x') returning id`,
  );
  const [space] = await queryRows<{ id: string }>(
    handle.db,
    sql`insert into spaces (name) values ('Índices') returning id`,
  );
  spaceId = space?.id ?? '';
  hostId = user?.id ?? '';
  await handle.db.execute(
    sql`insert into clients (space_id, name, email, phone, archived_at)
        values (${spaceId}, 'Lucía Pérez', 'Lucia@Example.com', '+598 99 123 456', null),
               (${spaceId}, 'Luis Archivado', 'luis@example.com', '+598 99 765 432', now())`,
  );
  // Enough other clients, analyzed, that the planner weighs the indexes as at a real space's size.
  await handle.db.execute(
    sql`insert into clients (space_id, name, email, phone)
        select ${spaceId}, 'Cliente ' || n, 'cliente-' || n || '@example.com', '+598 98 ' || (100000 + n)
          from generate_series(1, 400) as n`,
  );
  await handle.db.execute(sql`analyze clients`);
});

afterAll(async () => {
  await handle?.dispose();
});

/** The plan of `query` when an index can serve it (no sequential scan, as at a real space's size). */
async function planOf(query: SQL): Promise<string> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('the indexes of a client after migration 0053', () => {
  it('keeps one index per key, and none of the ones another index serves', async () => {
    const rows = await queryRows<{ indexname: string }>(
      handle.db,
      sql`select indexname from pg_indexes where tablename in ('clients', 'pets', 'bookings')`,
    );
    const names = rows.map((row) => row.indexname);
    for (const dropped of [
      'clients_space_phone_idx',
      'clients_space_phone_digits_idx',
      'clients_email_pattern_idx',
      'clients_active_name_folded_pattern_idx',
      'pets_space_idx',
      'bookings_space_start_idx',
    ]) {
      expect(names).not.toContain(dropped);
    }
    expect(names).toEqual(
      expect.arrayContaining([
        'clients_space_email_unique',
        'clients_phone_digits_pattern_idx',
        'clients_name_folded_pattern_idx',
        'bookings_space_start_report_idx',
        'pets_name_folded_pattern_idx',
      ]),
    );
  });

  it('still finds the client of an e-mail in any case through the upsert, and refuses a second one', async () => {
    const upserted = await queryRows<{ name: string }>(
      handle.db,
      sql`insert into clients (space_id, name, email, phone) values (${spaceId}, 'Otra', 'LUCIA@example.COM', null)
          on conflict (space_id, lower(email)) where email is not null
          do update set updated_at = excluded.updated_at returning name`,
    );
    expect(upserted).toEqual([{ name: 'Lucía Pérez' }]);
    const duplicate = await handle.db
      .execute(
        sql`insert into clients (space_id, name, email) values (${spaceId}, 'Otra', 'lucia@example.com')`,
      )
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(sqlStateOf(duplicate)).toBe('23505');
  });

  it('serves the e-mail equality and prefix from the unique index', async () => {
    expect(
      await planOf(
        sql`select id from clients where space_id = ${spaceId} and lower(email) = lower(${'lucia@example.com'})`,
      ),
    ).toContain('clients_space_email_unique');
    expect(
      await planOf(
        sql`select c.id from clients c where c.space_id = ${spaceId}
              and (lower(c.email) ~>=~ ${'luc'} and lower(c.email) ~<~ (${'luc'} || chr(1114111)))
            order by lower(c.email) using ~<~ limit 10`,
      ),
    ).toContain('clients_space_email_unique');
  });

  it('serves the phone lookup and the phone prefix from the pattern index', async () => {
    expect(
      await planOf(sql`select id from clients where space_id = ${spaceId} and phone_digits = ${'99123456'}`),
    ).toContain('clients_phone_digits_pattern_idx');
    expect(
      await planOf(
        sql`select id from clients where space_id = ${spaceId} and phone_digits ~>=~ ${'991'} and phone_digits ~<~ (${'991'} || chr(1114111))`,
      ),
    ).toContain('clients_phone_digits_pattern_idx');
  });

  it('serves the name prefix of the active clients, and of all, from one index', async () => {
    const prefix = (active: SQL) =>
      sql`select c.id from clients c where c.space_id = ${spaceId} ${active}
            and (c.name_folded ~>=~ ${'lu'} and c.name_folded ~<~ (${'lu'} || chr(1114111)))
          order by c.name_folded using ~<~ limit 10`;
    const activePlan = await planOf(prefix(sql`and c.archived_at is null`));
    expect(activePlan).toContain('clients_name_folded_pattern_idx');
    expect(await planOf(prefix(sql``))).toContain('clients_name_folded_pattern_idx');
    const active = await queryRows<{ id: string }>(handle.db, prefix(sql`and c.archived_at is null`));
    const all = await queryRows<{ id: string }>(handle.db, prefix(sql``));
    expect([active.length, all.length]).toEqual([1, 2]);
  });
});

describe("the plan's monthly cap after migration 0053", () => {
  const book = (day: number) =>
    handle.db.execute(
      sql`insert into bookings (space_id, host_id, client_name, service_name, service_duration, start_at, end_at, status, source)
          values (${spaceId}, ${hostId}, 'Lucía', 'Consulta', 30, ${`2031-05-${String(day).padStart(2, '0')}T09:00:00Z`},
                  ${`2031-05-${String(day).padStart(2, '0')}T09:30:00Z`}, 'CONFIRMED', 'PUBLIC')`,
    );

  it('refuses a booking past the cap when armed, and leaves bookings alone when not', async () => {
    await book(5);
    await book(6);
    const refused = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select set_config('citavet.plan_month_cap', '2', true)`);
        await tx.execute(
          sql`insert into bookings (space_id, host_id, client_name, service_name, service_duration, start_at, end_at, status, source)
              values (${spaceId}, ${hostId}, 'Lucía', 'Consulta', 30, '2031-05-07T09:00:00Z', '2031-05-07T09:30:00Z', 'CONFIRMED', 'PUBLIC')`,
        );
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(sqlStateOf(refused)).toBe('CV002');
    // Armed with no cap (the public write's empty value), or not armed at all: no count.
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('citavet.plan_month_cap', '', true)`);
      await tx.execute(
        sql`insert into bookings (space_id, host_id, client_name, service_name, service_duration, start_at, end_at, status, source)
            values (${spaceId}, ${hostId}, 'Lucía', 'Consulta', 30, '2031-05-08T09:00:00Z', '2031-05-08T09:30:00Z', 'CONFIRMED', 'PUBLIC')`,
      );
    });
    await book(9);
    const [counted] = await queryRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from bookings where space_id = ${spaceId}`,
    );
    expect(counted?.count).toBe(4);
  });
});
