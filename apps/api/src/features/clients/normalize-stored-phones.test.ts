import { rm } from 'node:fs/promises';
import { type DatabaseHandle, migrateDatabase, queryRows } from '@citavet/db/database';
import { migrationsBefore } from '@citavet/db/test-migrations';
import { openUnmigratedPglite } from '@citavet/db/test-template';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { normalizeStoredPhones } from './normalize-stored-phones';

// Phones stored before E.164 (decision 081): migration 0041 marks the ones not in E.164, the
// backfill reads them in the clinic's country; a clinic whose country is not known is left as it is
// until it is.

let handle: DatabaseHandle;
let folder: string;
const spaceIds: Record<'madrid' | 'montevideo' | 'nowhere', string> = {
  madrid: '',
  montevideo: '',
  nowhere: '',
};

async function insertClient(
  space: keyof typeof spaceIds,
  name: string,
  phone: string | null,
  whatsapp?: string,
) {
  await queryRows(
    handle.db,
    sql`insert into clients (space_id, name, phone, whatsapp)
        values (${spaceIds[space]}, ${name}, ${phone}, ${whatsapp ?? null})`,
  );
}

const phonesOf = async () =>
  Object.fromEntries(
    (
      await queryRows<{ name: string; phone: string | null; whatsapp: string | null; marked: boolean }>(
        handle.db,
        sql`select name, phone, whatsapp, phone_needs_e164 as marked from clients order by name`,
      )
    ).map((row) => [row.name, { phone: row.phone, whatsapp: row.whatsapp, marked: row.marked }]),
  );

beforeAll(async () => {
  folder = await migrationsBefore('0041_phones-moves-sms');
  handle = await openUnmigratedPglite(inject('pgliteEmptyClusterPath'));
  await migrateDatabase(handle, folder);
  for (const [key, country] of [
    ['madrid', 'España'],
    ['montevideo', 'Uruguay'],
    ['nowhere', null],
  ] as const) {
    const [row] = await queryRows<{ id: string }>(
      handle.db,
      sql`insert into spaces (name, country) values (${key}, ${country}) returning id`,
    );
    spaceIds[key] = row?.id ?? '';
  }
  await insertClient('madrid', 'Ana', '600 11 12 22', '0034 611 22 33 44');
  await insertClient('madrid', 'Bea', '+34600999888');
  await insertClient('madrid', 'Carla', '12');
  await insertClient('madrid', 'Dani', null);
  await insertClient('montevideo', 'Elena', '099 123 456');
  await insertClient('nowhere', 'Fede', '600 11 12 22');
  await migrateDatabase(handle);
});
afterAll(async () => {
  await handle?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('phones stored before E.164', () => {
  it('are marked by the migration unless already in E.164', async () => {
    const marked = Object.entries(await phonesOf())
      .filter(([, row]) => row.marked)
      .map(([name]) => name);
    expect(marked).toEqual(['Ana', 'Carla', 'Elena', 'Fede']);
  });

  it("are rewritten in the clinic's country; an invalid one stays as typed; an unknown country waits", async () => {
    expect(await normalizeStoredPhones(handle.db)).toEqual({ rewritten: 3, left: 1 });
    expect(await phonesOf()).toEqual({
      Ana: { phone: '+34600111222', whatsapp: '+34611223344', marked: false },
      Bea: { phone: '+34600999888', whatsapp: null, marked: false },
      Carla: { phone: '12', whatsapp: null, marked: false },
      Dani: { phone: null, whatsapp: null, marked: false },
      Elena: { phone: '+59899123456', whatsapp: null, marked: false },
      Fede: { phone: '600 11 12 22', whatsapp: null, marked: true },
    });
    // Idempotent: nothing left to rewrite but the clinic without a country.
    expect(await normalizeStoredPhones(handle.db)).toEqual({ rewritten: 0, left: 1 });
    await queryRows(handle.db, sql`update spaces set country = 'ES' where id = ${spaceIds.nowhere}`);
    expect(await normalizeStoredPhones(handle.db)).toEqual({ rewritten: 1, left: 0 });
    expect((await phonesOf()).Fede).toEqual({ phone: '+34600111222', whatsapp: null, marked: false });
  });
});
