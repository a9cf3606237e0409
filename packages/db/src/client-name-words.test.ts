import { rm } from 'node:fs/promises';
import { nameWordPairs, nameWords } from '@citavet/domain/clients/name-words';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, migrateDatabase, queryRows } from './database';
import { migrationsBefore } from './test-migrations';
import { openPgliteFromTemplate, openUnmigratedPglite } from './test-template';

// Migration 0028 (decision 064): the words tables follow every write of a client's or a pet's name,
// by triggers. After random writes of every kind the search's writers make (multi-row inserts as
// the import and the seed do, renames as edit/erase/anonymise do, a pet moved to another client as
// a merge does, deletes and their cascades), the tables must hold exactly the words and word pairs
// of the names, computed here from scratch (the brute-force oracle).

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openPgliteFromTemplate(inject('pgliteTemplatePath'));
}, 120_000);
afterAll(() => handle.close());

const word = fc
  .array(
    fc.constantFrom('a', 'á', 'e', 'É', 'i', 'o', 'ó', 'u', 'ü', 'n', 'ñ', 'Ñ', 'r', 's', 'L', 'ç', 'z', '1'),
    {
      minLength: 1,
      maxLength: 6,
    },
  )
  .map((letters) => letters.join(''));
const separator = fc.constantFrom(' ', '  ', '-', "'", '. ', ', ', ' (', ') ', '_', '%');
const name = fc
  .tuple(word, fc.array(fc.tuple(separator, fc.oneof(word, fc.constant('Ana'))), { maxLength: 5 }))
  .map(([first, rest]) => first + rest.map(([sep, next]) => sep + next).join(''));

type Command =
  | { kind: 'insertClients'; names: string[] }
  | { kind: 'renameClient'; at: number; name: string }
  | { kind: 'insertPets'; at: number; names: string[] }
  | { kind: 'renamePet'; at: number; name: string }
  | { kind: 'movePet'; at: number; to: number }
  | { kind: 'deletePet'; at: number }
  | { kind: 'deleteClient'; at: number };

const at = fc.nat({ max: 50 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('insertClients' as const),
    names: fc.array(name, { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('renameClient' as const), at, name }),
  fc.record({
    kind: fc.constant('insertPets' as const),
    at,
    names: fc.array(name, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('renamePet' as const), at, name }),
  fc.record({ kind: fc.constant('movePet' as const), at, to: at }),
  fc.record({ kind: fc.constant('deletePet' as const), at }),
  fc.record({ kind: fc.constant('deleteClient' as const), at }),
);

const values = (rows: string[]) =>
  sql`select * from jsonb_array_elements_text(${JSON.stringify(rows)}::jsonb) as typed(name)`;

async function ids(table: 'clients' | 'pets', spaceId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    handle.db,
    sql`select id from ${sql.raw(table)} where space_id = ${spaceId} order by created_at, id`,
  );
  return rows.map((row) => row.id);
}

async function apply(spaceId: string, step: Command) {
  const { db } = handle;
  const clientIds = await ids('clients', spaceId);
  const petIds = await ids('pets', spaceId);
  const client = (index: number) => clientIds[index % Math.max(1, clientIds.length)];
  const pet = (index: number) => petIds[index % Math.max(1, petIds.length)];
  if (step.kind === 'insertClients') {
    await db.execute(
      sql`insert into clients (space_id, name) select ${spaceId}, name from (${values(step.names)}) v`,
    );
  } else if (step.kind === 'renameClient' && client(step.at)) {
    await db.execute(sql`update clients set name = ${step.name} where id = ${client(step.at)}`);
  } else if (step.kind === 'insertPets' && client(step.at)) {
    await db.execute(sql`insert into pets (space_id, client_id, name, species)
      select ${spaceId}, ${client(step.at)}, name, 'perro' from (${values(step.names)}) v`);
  } else if (step.kind === 'renamePet' && pet(step.at)) {
    await db.execute(sql`update pets set name = ${step.name} where id = ${pet(step.at)}`);
  } else if (step.kind === 'movePet' && pet(step.at) && client(step.to)) {
    await db.execute(sql`update pets set client_id = ${client(step.to)} where id = ${pet(step.at)}`);
  } else if (step.kind === 'deletePet' && pet(step.at)) {
    await db.execute(sql`delete from pets where id = ${pet(step.at)}`);
  } else if (step.kind === 'deleteClient' && client(step.at)) {
    await db.execute(sql`delete from clients where id = ${client(step.at)}`);
  }
}

type Owner = { client_id: string; pet_id: string | null; name: string };

/** What the tables must hold: every name's words and pairs, worked out from the names alone. */
async function expected(spaceId: string) {
  const owners = await queryRows<Owner>(
    handle.db,
    sql`select id as client_id, null as pet_id, name from clients where space_id = ${spaceId}
      union all select client_id, id, name from pets where space_id = ${spaceId}`,
  );
  const rows = (wordsOf: (text: string) => string[]) =>
    owners
      .flatMap((owner) => wordsOf(owner.name).map((text) => `${owner.client_id}/${owner.pet_id}/${text}`))
      .sort();
  return { words: rows(nameWords), pairs: rows(nameWordPairs) };
}

async function stored(spaceId: string) {
  const words = await queryRows<{ row: string }>(
    handle.db,
    sql`select client_id || '/' || coalesce(pet_id::text, 'null') || '/' || word as row
      from client_name_words where space_id = ${spaceId}`,
  );
  const pairs = await queryRows<{ row: string }>(
    handle.db,
    sql`select client_id || '/' || coalesce(pet_id::text, 'null') || '/' || pair as row
      from client_name_word_pairs where space_id = ${spaceId}`,
  );
  const sorted = (rows: { row: string }[]) => rows.map((row) => row.row).sort();
  return { words: sorted(words), pairs: sorted(pairs) };
}

describe('client_name_words and client_name_word_pairs (migration 0028)', () => {
  it('hold exactly the words and word pairs of every name after any writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        const [space] = await queryRows<{ id: string }>(
          handle.db,
          sql`insert into spaces (name) values ('Palabras') returning id`,
        );
        const spaceId = space?.id ?? '';
        for (const step of commands) await apply(spaceId, step);
        expect(await stored(spaceId)).toEqual(await expected(spaceId));
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('were filled by the migration for the names that existed before it', async () => {
    const folder = await migrationsBefore('0028_client-name-words');
    const earlier = await openUnmigratedPglite(inject('pgliteEmptyClusterPath'));
    const previous = handle;
    try {
      await migrateDatabase(earlier, folder);
      handle = earlier;
      const [space] = await queryRows<{ id: string }>(
        earlier.db,
        sql`insert into spaces (name) values ('Antes') returning id`,
      );
      const spaceId = space?.id ?? '';
      await apply(spaceId, { kind: 'insertClients', names: ['José Núñez-García', 'María José Soto', 'Ana'] });
      await apply(spaceId, { kind: 'insertPets', at: 0, names: ['Don Gato', 'Luna'] });
      await migrateDatabase(earlier);
      const filled = await stored(spaceId);
      expect(filled).toEqual(await expected(spaceId));
      expect(filled.words.length).toBe(10);
    } finally {
      handle = previous;
      await earlier.close();
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
