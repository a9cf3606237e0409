import { rm } from 'node:fs/promises';
import { phoneDigits } from '@citavet/domain/clients/phone-number';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, migrateDatabase, queryRows, sqlStateOf } from './database';
import { migrationsBefore } from './test-migrations';
import { openUnmigratedPglite } from './test-template';

let handle: DatabaseHandle;
let earlierMigrations: string;
let spaceId: string;
let clientId: string;
let bookingId: string;

beforeAll(async () => {
  earlierMigrations = await migrationsBefore('0009_clients-pets');
  handle = await openUnmigratedPglite(inject('pgliteEmptyClusterPath'));
  await migrateDatabase(handle, earlierMigrations);
  const { db } = handle;
  const [user] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (name, email, password_hash) values ('Ana', 'ana@example.com', 'x') returning id`,
  );
  const [space] = await queryRows<{ id: string }>(
    db,
    sql`insert into spaces (name) values ('Vet') returning id`,
  );
  spaceId = space?.id ?? '';
  const [client] = await queryRows<{ id: string }>(
    db,
    sql`insert into clients (space_id, name, email, phone) values (${spaceId}, 'José Núñez', 'jose@example.com', '+598 99 123 456') returning id`,
  );
  clientId = client?.id ?? '';
  const [booking] = await queryRows<{ id: string }>(
    db,
    sql`insert into bookings (space_id, host_id, client_id, client_name, service_name, service_duration, start_at, end_at, status, source)
      values (${spaceId}, ${user?.id}, ${clientId}, 'José Núñez', 'Consulta', 30, '2026-03-02T09:00:00Z', '2026-03-02T09:30:00Z', 'CONFIRMED', 'PUBLIC')
      returning id`,
  );
  bookingId = booking?.id ?? '';
  await migrateDatabase(handle);
  // Two PGlite migrations take seconds, more when the machine is busy.
}, 120_000);

afterAll(async () => {
  await handle.close();
  await rm(earlierMigrations, { recursive: true, force: true });
});

describe('migration 0009 (clients and pets)', () => {
  it('keeps every existing client and booking and fills phone_digits', async () => {
    const [client] = await queryRows<{ name: string; phone_digits: string; archived_at: null }>(
      handle.db,
      sql`select name, phone_digits, archived_at from clients where id = ${clientId}`,
    );
    expect(client).toEqual({ name: 'José Núñez', phone_digits: '99123456', archived_at: null });
    const [booking] = await queryRows<{ client_id: string }>(
      handle.db,
      sql`select client_id from bookings where id = ${bookingId}`,
    );
    expect(booking?.client_id).toBe(clientId);
  });

  it('keeps phone_digits right on every later write, whoever writes', async () => {
    await handle.db.execute(sql`update clients set phone = '0034 600-123-456' where id = ${clientId}`);
    const [client] = await queryRows<{ phone_digits: string }>(
      handle.db,
      sql`select phone_digits from clients where id = ${clientId}`,
    );
    expect(client?.phone_digits).toBe('600123456');
  });

  it('folds accents and case, and matches by trigram', async () => {
    const [row] = await queryRows<{ folded: string; isClose: boolean }>(
      handle.db,
      sql`select citavet_fold('José NÚÑEZ') as folded, 'nunes' <% citavet_fold('José Núñez') as "isClose"`,
    );
    expect(row).toEqual({ folded: 'jose nunez', isClose: true });
  });

  it('holds a microchip once per space and only as 15 digits', async () => {
    const insertPet = (microchip: string | null) =>
      handle.db.execute(
        sql`insert into pets (space_id, client_id, name, species, microchip) values (${spaceId}, ${clientId}, 'Luna', 'perro', ${microchip})`,
      );
    await insertPet('985112000123456');
    await insertPet(null);
    await insertPet(null);
    expect(sqlStateOf(await insertPet('985112000123456').catch((error) => error))).toBe('23505');
    expect(sqlStateOf(await insertPet('12345').catch((error) => error))).toBe('23514');
  });
});

describe('citavet_phone_digits', () => {
  it('agrees with phoneDigits() of the domain', async () => {
    const typed = fc
      .tuple(
        fc.constantFrom('', '+', '00', '0', ' +', '(+'),
        fc.constantFrom('', '34', '598', '1', '54', '999'),
        fc.array(fc.tuple(fc.constantFrom('', ' ', '-', '(', ')', '.'), fc.stringMatching(/^[0-9]{0,6}$/)), {
          maxLength: 4,
        }),
      )
      .map(([prefix, code, parts]) => prefix + code + parts.map(([sep, digits]) => sep + digits).join(''));
    const samples = fc.sample(fc.oneof(typed, fc.string({ maxLength: 20 })), 400);
    const [row] = await queryRows<{ answers: (string | null)[] }>(
      handle.db,
      sql`select array_agg(citavet_phone_digits(raw) order by position) as answers
        from jsonb_array_elements_text(${JSON.stringify(samples)}::jsonb) with ordinality as typed(raw, position)`,
    );
    expect(row?.answers).toEqual(samples.map((raw) => phoneDigits(raw)));
  });
});
