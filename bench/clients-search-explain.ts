// `tsx bench/clients-search-explain.ts [database]`: the plans of every statement the client search
// runs, per query kind, at the bench's size (100,000 clients, 150,000 pets) on PostgreSQL. The
// database (default `citavet_explain_clients`) is created, migrated and seeded once and kept, so the
// plans can be read again after a change without seeding for minutes; drop it when done.
import { pathToFileURL } from 'node:url';
import { GENERIC_PLAN_CONNECTION_OPTIONS, type PreparedStatement } from '@citavet/db/database';
import { clientSearchTerms } from '@citavet/domain/clients/client-search';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { searchClientsByText } from '../apps/api/src/features/clients/clients-search.repository';
import { seedClients } from './clients-search.bench';
import { openKeptDatabase } from './kept-database';

const CLIENTS = 100_000;

export async function openSeeded(name: string) {
  const database = await openKeptDatabase(name);
  const { db } = database;
  const found = (await db.execute(sql`select id from spaces where name = 'Explain' limit 1`)) as unknown as {
    rows: { id: string }[];
  };
  let spaceId = found.rows[0]?.id;
  if (!spaceId) {
    const created = (await db.execute(
      sql`insert into spaces (name) values ('Explain') returning id`,
    )) as unknown as { rows: { id: string }[] };
    spaceId = created.rows[0]?.id ?? '';
    await seedClients({ database } as never, spaceId, CLIENTS, (CLIENTS * 3) / 2);
  }
  return { database, spaceId };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { database, spaceId } = await openSeeded(process.argv[2] ?? 'citavet_explain_clients');
  const { db } = database;
  const sample = (await db.execute(sql`
    select c.name, c.phone, p.microchip from clients c join pets p on p.client_id = c.id
    where c.space_id = ${spaceId}::uuid order by c.id limit 1`)) as unknown as {
    rows: { name: string; phone: string; microchip: string }[];
  };
  const row = sample.rows[0];
  if (!row) throw new Error('no seed');
  const phone = row.phone.replace(/\D/g, '').slice(2);
  const texts = [
    'mar',
    ...(process.argv[3] ? [process.argv[3]] : [row.name]),
    `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`,
    row.microchip,
  ];
  // Every statement the search runs goes through `run`, prepared with its generic plan as the app
  // runs it (a connection of its own with `plan_cache_mode`): each is explained, then run.
  const connection = new pg.Client({
    connectionString: database.url,
    options: GENERIC_PLAN_CONNECTION_OPTIONS,
  });
  await connection.connect();
  const explaining = {
    kind: 'postgres',
    run: async (statement: PreparedStatement, values: unknown[]) => {
      const prepared = await connection.query('select 1 from pg_prepared_statements where name = $1', [
        statement.name,
      ]);
      if (prepared.rowCount === 0) await connection.query(`prepare ${statement.name} as ${statement.text}`);
      const literals = values.map((value) => connection.escapeLiteral(String(value)));
      const plan = await connection.query(
        `explain (analyze, buffers, costs off) execute ${statement.name}(${literals.join(', ')})`,
      );
      console.log(plan.rows.map((line) => line['QUERY PLAN']).join('\n'));
      return (await connection.query(statement.text, values)).rows;
    },
  };
  for (const text of texts) {
    console.log(`\n===== ${text}`);
    const started = performance.now();
    const result = await searchClientsByText(explaining as never, spaceId, {
      search: clientSearchTerms(text),
      includeArchived: false,
      limit: 20,
      offset: 0,
    });
    console.log(
      `-> ${result.clients.length} clients, total ${result.total}, hasMore ${result.hasMore}, ` +
        `${(performance.now() - started).toFixed(1)} ms with the explains`,
    );
  }
  await connection.end();
  await database.close();
}
