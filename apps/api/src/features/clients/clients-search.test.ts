import type { PreparedStatement } from '@citavet/db/database';
import { clientSearchTerms } from '@citavet/domain/clients/client-search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, createCast, sender } from '../../test/clients-test-support';
import { createTestContext, type TestContext } from '../../test/test-app';
import { SEARCH_COUNT_CAP, searchClientsByText } from './clients-search.repository';

let context: TestContext;
let cast: Cast;
let send: ReturnType<typeof sender>;

async function createClient(body: Record<string, unknown>, spaceId = cast.spaceId, user = cast.admin) {
  const response = await send('POST', `/api/spaces/${spaceId}/clients`, user, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.client as { id: string };
}

async function addPet(clientId: string, body: Record<string, unknown>) {
  const response = await send(
    'POST',
    `/api/spaces/${cast.spaceId}/clients/${clientId}/pets`,
    cast.admin,
    body,
  );
  expect(response.statusCode, response.body).toBe(201);
}

type Listed = { clients: { name: string; pets: { name: string }[] }[]; pagination: { total: number } };

async function search(text: string, extra = ''): Promise<Listed> {
  const response = await send(
    'GET',
    `/api/spaces/${cast.spaceId}/clients?search=${encodeURIComponent(text)}${extra}`,
    cast.member,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Listed;
}

const names = (listed: Listed) => listed.clients.map((client) => client.name);

beforeAll(async () => {
  context = await createTestContext();
  cast = await createCast(context);
  send = sender(context);
  const jose = await createClient({ name: 'José Núñez', email: 'jose@correo.es', phone: '+598 99 123 456' });
  await addPet(jose.id, { name: 'Canela', species: 'perro', microchip: '985112000123456' });
  await createClient({ name: 'Josefina Ruiz', documentId: '12.345.678-9' });
  await createClient({ name: 'María José Soto' });
  await createClient({ name: 'Ana Canelo', phone: '600 123 456' });
  await createClient({ name: 'Pedro Gonzalez' });
  await createClient({ name: 'Archivado Pérez' }).then((client) =>
    send('PUT', `/api/spaces/${cast.spaceId}/clients/${client.id}`, cast.admin, { archived: true }),
  );
  // Another space's client with the same name: never found here.
  await createClient({ name: 'José Núñez' }, cast.otherSpaceId, cast.outsider);
});
afterAll(() => context.close());

describe('GET /api/spaces/{spaceId}/clients?search=', () => {
  it('ranks exact, then prefix (of the name or one of its words), then fuzzy; accent- and case-free', async () => {
    expect(names(await search('jose nunez'))).toEqual(['José Núñez']);
    expect(names(await search('JOSE'))).toEqual(['José Núñez', 'Josefina Ruiz', 'María José Soto']);
  });

  it('finds typos by trigram similarity', async () => {
    expect(names(await search('Gonzales'))).toEqual(['Pedro Gonzalez']);
  });

  it('finds a full name typed with a typo or its words in another order, by its word pairs', async () => {
    expect(names(await search('Pedro Gonzales'))).toEqual(['Pedro Gonzalez']);
    expect(names(await search('Jose Nunes'))).toEqual(['José Núñez']);
    expect(names(await search('soto maría'))).toEqual(['María José Soto']);
    // Every word must be there (two of two): a shared first name alone is not a similar full name.
    expect(names(await search('josé gonzález'))).toEqual([]);
  });

  it('finds a phone typed any way, by its national number', async () => {
    expect(names(await search('099 123 456'))).toEqual(['José Núñez']);
    expect(names(await search('+34 600-123'))).toEqual(['Ana Canelo']);
  });

  it('finds by e-mail, document without punctuation, pet name and microchip', async () => {
    expect(names(await search('jose@correo.es'))).toEqual(['José Núñez']);
    expect(names(await search('123456789'))).toEqual(['Josefina Ruiz']);
    const byPet = await search('canela');
    // The pet named exactly Canela comes before the owner whose name only starts like it.
    expect(names(byPet)).toEqual(['José Núñez', 'Ana Canelo']);
    expect(byPet.clients[0]?.pets.map((pet) => pet.name)).toEqual(['Canela']);
    expect(names(await search('985112000123456'))).toEqual(['José Núñez']);
  });

  it('takes the text literally (LIKE wildcards are not wildcards)', async () => {
    expect(names(await search('%'))).toEqual([]);
    expect(names(await search('_'))).toEqual([]);
  });

  it('leaves archived clients out unless asked, and pages with a total', async () => {
    expect(names(await search('Pérez'))).toEqual([]);
    expect(names(await search('Pérez', '&includeArchived=true'))).toEqual(['Archivado Pérez']);
    const page = await search('jose', '&limit=1&offset=1');
    expect(names(page)).toEqual(['Josefina Ruiz']);
    // Two exact/prefix matches fill offset + limit, so the fuzzy tier is not read: "at least 2".
    expect(page.pagination).toEqual({ total: 2, hasMore: true, limit: 1, offset: 1 });
    const beyond = await search('jose', '&limit=1&offset=10');
    expect(beyond).toEqual({ clients: [], pagination: { total: 3, hasMore: false, limit: 1, offset: 10 } });
  });

  it('lists every active client by name without a search, with the total', async () => {
    const response = await send('GET', `/api/spaces/${cast.spaceId}/clients?limit=2`, cast.admin);
    const listed = response.json().data as Listed;
    expect(names(listed)).toEqual(['Ana Canelo', 'José Núñez']);
    expect(listed.pagination.total).toBe(5);
  });

  it('answers bad paging in Spanish and outsiders with 404', async () => {
    const bad = await send('GET', `/api/spaces/${cast.spaceId}/clients?limit=0`, cast.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'limit', message: 'El límite debe ser al menos 1' }]);
    expect((await send('GET', `/api/spaces/${cast.spaceId}/clients`, cast.outsider)).statusCode).toBe(404);
    expect((await send('GET', `/api/spaces/${cast.spaceId}/clients`)).statusCode).toBe(401);
  });
});

describe('the search statements', () => {
  /** The statements a search runs, against a database that finds one client in the first tier. */
  async function statementsOf(text: string) {
    const statements: PreparedStatement[] = [];
    const recorder = {
      run: async (statement: PreparedStatement) => {
        statements.push(statement);
        return statements.length === 1 ? [{ branch: 0, position: '1', id: cast.spaceId }] : [];
      },
    };
    await searchClientsByText(recorder as never, cast.spaceId, {
      search: clientSearchTerms(text),
      includeArchived: false,
      limit: 20,
      offset: 0,
    });
    return statements;
  }

  it('are a few shapes, named by their text: values never make a new statement', async () => {
    const names = async (text: string) => (await statementsOf(text)).map((statement) => statement.name);
    expect(await names('mar')).toEqual(await names('pedro'));
    expect(await names('Lucía Gil Moreno')).toEqual(await names('Ana Pérez'));
    expect(await names('620 813 396')).toEqual(await names('+34 600-123-456'));
    expect(await names('985112000123456')).toEqual(await names('985000000000001'));
    const texts = [
      'mar',
      'Ana Pérez',
      '620 813 396',
      '985112000123456',
      'jose@correo.es',
      '12.345.678-9',
      '%',
    ];
    const all = new Set((await Promise.all(texts.map(names))).flat());
    // Every statement is prepared on each connection that runs it: their number must stay small.
    expect(all.size).toBeLessThanOrEqual(20);
    for (const statement of (await Promise.all(texts.map(statementsOf))).flat()) {
      expect(statement.isGenericPlan).toBe(true);
      expect(statement.name).toMatch(/^client_search_[0-9a-f]{16}$/);
    }
  });

  it('run with the generic plan on PostgreSQL, and only they', async () => {
    if (context.database.kind !== 'postgres') return;
    const mode = async (isGenericPlan: boolean) => {
      const statement = {
        name: `plan_mode_${isGenericPlan}`,
        text: "select current_setting('plan_cache_mode') as mode",
        isGenericPlan,
      };
      const [row] = await context.database.run<{ mode: string }>(statement, []);
      return row?.mode;
    };
    expect(await mode(true)).toBe('force_generic_plan');
    expect(await mode(false)).toBe('auto');
    const { rows } = (await context.database.db.execute(
      "select current_setting('plan_cache_mode') as mode" as never,
    )) as unknown as { rows: { mode: string }[] };
    expect(rows[0]?.mode).toBe('auto');
  });
});

describe('a search with more matches than it counts', () => {
  it('says "at least" the cap, and still puts the exact match first', async () => {
    await context.database.db.execute(sql`insert into clients (space_id, name)
      select ${cast.spaceId}::uuid, 'Zeta ' || lpad(g::text, 4, '0') from generate_series(1, ${SEARCH_COUNT_CAP + 20}) g`);
    await createClient({ name: 'Zeta' });
    const found = await search('zeta', '&limit=5');
    expect(found.pagination).toEqual({ total: SEARCH_COUNT_CAP, hasMore: true, limit: 5, offset: 0 });
    expect(names(found)).toEqual(['Zeta', 'Zeta 0001', 'Zeta 0002', 'Zeta 0003', 'Zeta 0004']);
    // No match at all is an exact zero.
    expect((await search('zzzq')).pagination).toMatchObject({ total: 0, hasMore: false });
  });
});
