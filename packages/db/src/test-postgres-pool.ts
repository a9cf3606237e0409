import pg from 'pg';
import { type DatabaseHandle, openPostgresDatabase } from './database';
import {
  type Baseline,
  type BaselineQuery,
  fingerprintOf,
  readBaseline,
  restoreSeedsAndSequences,
} from './test-database-baseline';
import { withDatabase } from './test-template';

/**
 * On PostgreSQL each test file used to copy the migrated template into a database of its own and
 * drop it after (0.3–1 s of the server's time per file, and a checkpoint per drop that stalls every
 * other file's writes). A worker runs its files one after another, so it keeps the database a file
 * has closed and hands it, emptied back to the template's rows, to its next file.
 *
 * A database comes back only when it is exactly the template again: nobody else connected (a file
 * that started API processes against it may leave them), the same schema, the template's rows in
 * the tables that had rows, and every sequence where the template left it. Otherwise it is dropped,
 * as before. The run's teardown drops every database named after the template.
 */
type Pooled = {
  name: string;
  baseline: Baseline;
  /** One statement naming the tables that hold a row now. */
  findFilled: string;
};

const idle: Pooled[] = [];
const counts = { created: 0, handedOn: 0 };

/** How many databases this worker copied from the template, and how many it handed on emptied. */
export const postgresTakeCounts = (): Readonly<typeof counts> => ({ ...counts });

export async function takePostgresFromTemplate(
  adminUrl: string,
  templateName: string,
): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  const reused = idle.pop();
  if (reused) counts.handedOn += 1;
  const pooled = reused ?? (await createFromTemplate(adminUrl, templateName));
  const handle = await openPostgresDatabase({
    connectionString: withDatabase(adminUrl, pooled.name),
    poolSize: 5,
  });
  let isReleased = false;
  return {
    ...handle,
    close: handle.close,
    async drop() {
      if (isReleased) return;
      isReleased = true;
      await handle.close();
      await giveBack(adminUrl, pooled);
    },
  };
}

async function createFromTemplate(adminUrl: string, templateName: string): Promise<Pooled> {
  counts.created += 1;
  const name = `${templateName}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await withClient(adminUrl, (admin) => admin.query(`create database "${name}" template "${templateName}"`));
  const baseline = await withClient(withDatabase(adminUrl, name), (client) => readBaseline(queryOf(client)));
  const findFilled = baseline.tables
    .map((table) => `select ${quoteLiteral(table)} as name where exists (select 1 from ${table})`)
    .join(' union all ');
  return { name, baseline, findFilled };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The client's query in the shape the baseline's functions take. */
const queryOf =
  (client: pg.Client): BaselineQuery =>
  async <T>(text: string, values?: unknown[]) =>
    (await client.query(text, values)) as unknown as { rows: T[] };

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function giveBack(adminUrl: string, pooled: Pooled): Promise<void> {
  const isEmptied = await withClient(withDatabase(adminUrl, pooled.name), (client) =>
    isEmptiedToBaseline(client, pooled),
  ).catch(() => false);
  if (isEmptied && idle.length === 0) {
    idle.push(pooled);
    return;
  }
  await withClient(adminUrl, (admin) => admin.query(`drop database if exists "${pooled.name}" with (force)`));
}

async function isAloneIn(client: pg.Client, name: string): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const others = await client.query<{ count: string }>(
      'select count(*) as count from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    if (Number(others.rows[0]?.count ?? 1) === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

/** Empties the database back to the template's rows; false when it cannot be (then it is dropped). */
async function isEmptiedToBaseline(
  client: pg.Client,
  { name, baseline, findFilled }: Pooled,
): Promise<boolean> {
  // Someone still connected (an API process a file started) could write after the emptying. A
  // closed pool's backends take a moment to leave pg_stat_activity.
  if (!(await isAloneIn(client, name))) return false;
  if ((await fingerprintOf(queryOf(client))) !== baseline.fingerprint) return false;
  await client.query('begin');
  try {
    // `replica` skips triggers (foreign keys' too), so the append-only tables (audit, records) can
    // be emptied here, in any order. DELETE of the few tables a file filled, not TRUNCATE of all:
    // TRUNCATE gives every table and index a new file, which took seconds per database.
    await client.query('set local session_replication_role = replica');
    const filled = findFilled === '' ? [] : (await client.query<{ name: string }>(findFilled)).rows;
    for (const { name: table } of filled) await client.query(`delete from ${table}`);
    await restoreSeedsAndSequences(queryOf(client), baseline);
    await client.query('commit');
    return true;
  } catch {
    await client.query('rollback').catch(() => {});
    return false;
  }
}
