/**
 * What a test database holds right after the migrations, read once and restored between test files:
 * the schema's fingerprint, the tables, the rows the migrations seeded and every sequence's place.
 * The PGlite pool (test-pglite-pool.ts) and the PostgreSQL one (test-postgres-pool.ts) both hand a
 * worker's database to its next file only when it is this again.
 */
export type BaselineQuery = <T>(text: string, values?: unknown[]) => Promise<{ rows: T[] }>;

export type Baseline = {
  /** The catalog's shape: a file that changed the schema cannot hand its database on. */
  fingerprint: string;
  /** Every table of the public schema, quoted. */
  tables: string[];
  /** Tables the migrations left rows in, with those rows as JSON. */
  seeds: { table: string; columns: string; rows: string }[];
  sequences: { name: string; value: string; isCalled: boolean }[];
};

const FINGERPRINT = `select concat_ws(':',
  (select count(*) from pg_class), (select count(*) from pg_attribute),
  (select count(*) from pg_trigger), (select count(*) from pg_proc),
  (select count(*) from pg_constraint), (select count(*) from pg_index)) as fingerprint`;

export async function fingerprintOf(query: BaselineQuery): Promise<string | undefined> {
  return (await query<{ fingerprint: string }>(FINGERPRINT)).rows[0]?.fingerprint;
}

export async function readBaseline(query: BaselineQuery): Promise<Baseline> {
  const tables = (
    await query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname = 'public' order by 1`,
    )
  ).rows.map((row) => row.name);
  const seeds: Baseline['seeds'] = [];
  for (const table of tables) {
    const [seed] = (
      await query<{ rows: string | null; columns: string }>(
        `select (select json_agg(t)::text from ${table} t) as rows,
          (select string_agg(quote_ident(attname), ', ' order by attnum) from pg_attribute
           where attrelid = '${table}'::regclass and attnum > 0 and not attisdropped and attgenerated = '') as columns`,
      )
    ).rows;
    if (seed && seed.rows !== null) seeds.push({ table, columns: seed.columns, rows: seed.rows });
  }
  const sequences = (
    await query<{ name: string; value: string; isCalled: boolean }>(
      `select format('%I.%I', schemaname, sequencename) as name,
        coalesce(last_value, start_value)::text as value, last_value is not null as "isCalled"
       from pg_sequences`,
    )
  ).rows;
  return { fingerprint: (await fingerprintOf(query)) ?? '', tables, seeds, sequences };
}

/**
 * Puts the seeded rows back and every sequence where the template left it, inside the caller's
 * transaction, after the caller emptied the tables with triggers off (`session_replication_role`).
 */
export async function restoreSeedsAndSequences(query: BaselineQuery, baseline: Baseline): Promise<void> {
  for (const seed of baseline.seeds) {
    await query(
      `insert into ${seed.table} (${seed.columns}) overriding system value
       select ${seed.columns} from json_populate_recordset(null::${seed.table}, $1::json)`,
      [seed.rows],
    );
  }
  for (const sequence of baseline.sequences) {
    await query('select setval($1::regclass, $2::bigint, $3)', [
      sequence.name,
      sequence.value,
      sequence.isCalled,
    ]);
  }
}
