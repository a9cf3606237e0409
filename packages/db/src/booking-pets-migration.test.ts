import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, migrateDatabase, queryRows, sqlStateOf } from './database';
import { migrationsBefore } from './test-migrations';
import { openUnmigratedPglite } from './test-template';

// Migration 0010 (docs/decisions/030): bookings gain pet_id (a pet of the same space) and reason.

let handle: DatabaseHandle;
let earlierMigrations: string;
const ids = { user: '', space: '', otherSpace: '', client: '', booking: '', pet: '', otherPet: '' };

async function firstId(statement: ReturnType<typeof sql>): Promise<string> {
  const [row] = await queryRows<{ id: string }>(handle.db, statement);
  if (!row) throw new Error('no row');
  return row.id;
}

beforeAll(async () => {
  earlierMigrations = await migrationsBefore('0014_booking-pets');
  handle = await openUnmigratedPglite(inject('pgliteEmptyClusterPath'));
  await migrateDatabase(handle, earlierMigrations);
  ids.user = await firstId(
    sql`insert into users (name, email, password_hash) values ('Ana', 'ana@example.com', 'x') returning id`,
  );
  ids.space = await firstId(sql`insert into spaces (name) values ('Vet') returning id`);
  ids.otherSpace = await firstId(sql`insert into spaces (name) values ('Otra') returning id`);
  ids.client = await firstId(
    sql`insert into clients (space_id, name, email) values (${ids.space}, 'José', 'jose@example.com') returning id`,
  );
  ids.booking = await firstId(
    sql`insert into bookings (space_id, host_id, client_id, client_name, service_name, service_duration, start_at, end_at, status, source)
      values (${ids.space}, ${ids.user}, ${ids.client}, 'José', 'Consulta', 30, '2026-03-02T09:00:00Z', '2026-03-02T09:30:00Z', 'CONFIRMED', 'PUBLIC')
      returning id`,
  );
  await migrateDatabase(handle);
  ids.pet = await firstId(
    sql`insert into pets (space_id, client_id, name, species) values (${ids.space}, ${ids.client}, 'Luna', 'perro') returning id`,
  );
  const otherClient = await firstId(
    sql`insert into clients (space_id, name) values (${ids.otherSpace}, 'Otro') returning id`,
  );
  ids.otherPet = await firstId(
    sql`insert into pets (space_id, client_id, name, species) values (${ids.otherSpace}, ${otherClient}, 'Max', 'gato') returning id`,
  );
}, 120_000);

afterAll(async () => {
  await handle.close();
  await rm(earlierMigrations, { recursive: true, force: true });
});

async function failureOf(statement: ReturnType<typeof sql>): Promise<string | undefined> {
  try {
    await handle.db.execute(statement);
    return undefined;
  } catch (error) {
    return sqlStateOf(error);
  }
}

describe('migration 0014 (bookings know the animal)', () => {
  it('keeps every existing booking with its client, without pet or reason', async () => {
    const [booking] = await queryRows<{ client_id: string; pet_id: null; reason: null }>(
      handle.db,
      sql`select client_id, pet_id, reason from bookings where id = ${ids.booking}`,
    );
    expect(booking).toEqual({ client_id: ids.client, pet_id: null, reason: null });
  });

  it('takes a pet of the booking’s space and refuses one of another space', async () => {
    await handle.db.execute(
      sql`update bookings set pet_id = ${ids.pet}, reason = 'Vacuna' where id = ${ids.booking}`,
    );
    expect(await failureOf(sql`update bookings set pet_id = ${ids.otherPet} where id = ${ids.booking}`)).toBe(
      '23503',
    );
  });

  it('refuses a reason over 500 characters', async () => {
    expect(
      await failureOf(sql`update bookings set reason = ${'x'.repeat(501)} where id = ${ids.booking}`),
    ).toBe('23514');
  });

  it('clears only pet_id when the pet is deleted', async () => {
    await handle.db.execute(sql`delete from pets where id = ${ids.pet}`);
    const [booking] = await queryRows<{ space_id: string; pet_id: null; reason: string }>(
      handle.db,
      sql`select space_id, pet_id, reason from bookings where id = ${ids.booking}`,
    );
    expect(booking).toEqual({ space_id: ids.space, pet_id: null, reason: 'Vacuna' });
  });
});
