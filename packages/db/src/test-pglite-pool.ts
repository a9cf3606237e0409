import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, PGLITE_EXTENSIONS, pgliteHandle } from './database';

/**
 * Loading the migrated template into a new PGlite costs 1.5–2 s of CPU per test file; emptying a
 * used one back to the template's rows costs a tenth of that. The api and security projects share
 * one module graph per worker and a worker runs its files one after another, so the worker keeps
 * the PGlite a file has closed and hands it, emptied, to the next file that opens one.
 *
 * A PGlite comes back only when it is exactly the template again: the same schema (a file that
 * left a trigger or a table behind loses its PGlite instead), the template's rows in the tables
 * that had rows, every sequence where the template left it, and a clean session (no LISTEN, no
 * advisory lock, no temporary table, no setting).
 */
type Baseline = {
  /** The catalog's shape: a file that changed the schema cannot hand its PGlite on. */
  fingerprint: string;
  truncate: string;
  /** Tables the migrations left rows in, with those rows as JSON. */
  seeds: { table: string; columns: string; rows: string }[];
  sequences: { name: string; value: string; isCalled: boolean }[];
};

type Pooled = { client: PGlite; baseline: Baseline };

/** One idle PGlite per worker: files run one at a time, and each PGlite holds ~100 MB. */
const MAX_IDLE = 1;
const idle: Pooled[] = [];
const counts = { opened: 0, handedOn: 0 };

/** How many PGlites this worker loaded from the template, and how many it handed on emptied. */
export const pgliteTakeCounts = (): Readonly<typeof counts> => ({ ...counts });

const FINGERPRINT = `select concat_ws(':',
  (select count(*) from pg_class), (select count(*) from pg_attribute),
  (select count(*) from pg_trigger), (select count(*) from pg_proc),
  (select count(*) from pg_constraint), (select count(*) from pg_index)) as fingerprint`;

export async function takePgliteFromTemplate(filePath: string): Promise<DatabaseHandle> {
  const reused = idle.pop();
  if (reused) counts.handedOn += 1;
  const pooled = reused ?? (await openFresh(filePath));
  const handle = pgliteHandle(pooled.client);
  const subscriptions = new Set<() => Promise<void>>();
  let isReleased = false;
  return {
    ...handle,
    // A subscription the file left open must not hear the next file's notifications.
    listen: async (channel, listener) => {
      const subscription = await handle.listen(channel, listener);
      const stop = async () => {
        subscriptions.delete(stop);
        await subscription.stop();
      };
      subscriptions.add(stop);
      return { ...subscription, stop };
    },
    close: async () => {
      if (isReleased) return;
      isReleased = true;
      for (const stop of [...subscriptions]) await stop();
      await giveBack(pooled);
    },
  };
}

async function openFresh(filePath: string): Promise<Pooled> {
  counts.opened += 1;
  const client = await PGlite.create({
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: new Blob([await readFile(filePath)]),
  });
  return { client, baseline: await readBaseline(client) };
}

async function readBaseline(client: PGlite): Promise<Baseline> {
  const [{ fingerprint }] = (await client.query<{ fingerprint: string }>(FINGERPRINT)).rows as [
    { fingerprint: string },
  ];
  const tables = (
    await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname = 'public' order by 1`,
    )
  ).rows.map((row) => row.name);
  const seeds: Baseline['seeds'] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ rows: string | null; columns: string }>(
      `select (select json_agg(t)::text from ${table} t) as rows,
        (select string_agg(quote_ident(attname), ', ' order by attnum) from pg_attribute
         where attrelid = '${table}'::regclass and attnum > 0 and not attisdropped and attgenerated = '') as columns`,
    );
    const [seed] = rows as [{ rows: string | null; columns: string }];
    if (seed.rows !== null) seeds.push({ table, columns: seed.columns, rows: seed.rows });
  }
  const sequences = (
    await client.query<{ name: string; value: string; isCalled: boolean }>(
      `select format('%I.%I', schemaname, sequencename) as name,
        coalesce(last_value, start_value)::text as value, last_value is not null as "isCalled"
       from pg_sequences`,
    )
  ).rows;
  return {
    fingerprint,
    truncate: tables.length > 0 ? `truncate ${tables.join(', ')} restart identity cascade` : '',
    seeds,
    sequences,
  };
}

async function giveBack(pooled: Pooled): Promise<void> {
  const { client, baseline } = pooled;
  if (client.closed) return;
  if (idle.length >= MAX_IDLE || !(await isEmptiedToBaseline(client, baseline))) {
    await client.close();
    return;
  }
  idle.push(pooled);
}

/** Empties the PGlite back to the template's rows; false when it cannot be (then it is closed). */
async function isEmptiedToBaseline(client: PGlite, baseline: Baseline): Promise<boolean> {
  try {
    // A file may end inside a transaction; then the session's LISTENs, locks, temp tables, settings.
    // Two calls: one string of statements would run as one transaction, which DISCARD refuses.
    await client.exec('rollback');
    await client.exec('discard all');
    const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT);
    if (rows[0]?.fingerprint !== baseline.fingerprint) return false;
    // `replica` skips triggers, so the append-only tables (audit, records) can be emptied here.
    await client.transaction(async (tx) => {
      await tx.exec(`set local session_replication_role = replica; ${baseline.truncate}`);
      for (const seed of baseline.seeds) {
        await tx.query(
          `insert into ${seed.table} (${seed.columns}) overriding system value
           select ${seed.columns} from json_populate_recordset(null::${seed.table}, $1::json)`,
          [seed.rows],
        );
      }
      for (const sequence of baseline.sequences) {
        await tx.query('select setval($1::regclass, $2::bigint, $3)', [
          sequence.name,
          sequence.value,
          sequence.isCalled,
        ]);
      }
    });
    return true;
  } catch {
    return false;
  }
}
