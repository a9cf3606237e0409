// `tsx bench/clients-search-statements.ts [database]`: the client search's database time per query
// kind, statement by statement, in this process (no HTTP): the same generic-plan connection the app
// uses (decision 066), on the explain script's kept database (100,000 clients, 150,000 pets; created
// and seeded on first use, see clients-search-explain.ts). Medians of 80 searches per kind after 20
// to warm up; where a search's time goes when the HTTP figures move.
import { pathToFileURL } from 'node:url';
import { GENERIC_PLAN_CONNECTION_OPTIONS, type PreparedStatement } from '@citavet/db/database';
import { clientSearchTerms } from '@citavet/domain/clients/client-search';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { searchClientsByText } from '../apps/api/src/features/clients/clients-search.repository';
import { openSeeded } from './clients-search-explain';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { database, spaceId } = await openSeeded(process.argv[2] ?? 'citavet_explain_clients');
  const sample = (await database.db.execute(sql`
    select c.name, c.phone, p.microchip from clients c join pets p on p.client_id = c.id
    where c.space_id = ${spaceId}::uuid order by c.id limit 20`)) as unknown as {
    rows: { name: string; phone: string; microchip: string }[];
  };
  const rows = sample.rows;
  const kinds: Record<string, string[]> = {
    "3 letters ('mar')": ['mar'],
    'full name': rows.map((row) => row.name),
    'phone (spaces)': rows.map((row) => {
      const digits = row.phone.replace(/\D/g, '').slice(2);
      return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
    }),
    microchip: rows.map((row) => row.microchip),
  };
  const connection = new pg.Client({
    connectionString: database.url,
    options: GENERIC_PLAN_CONNECTION_OPTIONS,
  });
  await connection.connect();
  let timings: number[] = [];
  const timed = {
    kind: 'postgres',
    run: async (statement: PreparedStatement, values: unknown[]) => {
      const started = performance.now();
      const result = await connection.query({ name: statement.name, text: statement.text, values });
      timings.push(performance.now() - started);
      return result.rows;
    },
  };
  for (const [kind, texts] of Object.entries(kinds)) {
    const totals: number[] = [];
    const statements: number[][] = [];
    for (let round = 0; round < 100; round++) {
      timings = [];
      const started = performance.now();
      await searchClientsByText(timed as never, spaceId, {
        search: clientSearchTerms(texts[round % texts.length] ?? ''),
        includeArchived: false,
        limit: 20,
        offset: 0,
      });
      if (round < 20) continue;
      totals.push(performance.now() - started);
      statements.push(timings);
    }
    const count = Math.max(...statements.map((each) => each.length));
    const perStatement = Array.from({ length: count }, (_, index) =>
      median(statements.map((each) => each[index] ?? 0)).toFixed(2),
    );
    console.log(
      `${kind.padEnd(18)} search p50 ${median(totals).toFixed(2)} ms; statements (p50 ms, in order): ${perStatement.join(' + ')}`,
    );
  }
  await connection.end();
  await database.close();
}
