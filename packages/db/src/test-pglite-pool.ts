import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, PGLITE_EXTENSIONS, pgliteHandle } from './database';
import {
  type Baseline,
  type BaselineQuery,
  fingerprintOf,
  readBaseline,
  restoreSeedsAndSequences,
} from './test-database-baseline';

/**
 * Loading the migrated template into a new PGlite costs 1.5–2 s of CPU per test file; emptying a
 * used one back to the template's rows costs a tenth of that. The api project (its security suites
 * too) shares one module graph per worker and a worker runs its files one after another, so it keeps
 * the PGlite a file has closed and hands it, emptied, to the next file that opens one.
 *
 * A PGlite comes back only when it is exactly the template again: the same schema (a file that
 * left a trigger or a table behind loses its PGlite instead), the template's rows in the tables
 * that had rows, every sequence where the template left it, and a clean session (no LISTEN, no
 * advisory lock, no temporary table, no setting).
 */
type Pooled = { client: PGlite; baseline: Baseline };

/** One idle PGlite per worker: files run one at a time, and each PGlite holds ~100 MB. */
const MAX_IDLE = 1;
const idle: Pooled[] = [];
const counts = { opened: 0, handedOn: 0 };

/** How many PGlites this worker loaded from the template, and how many it handed on emptied. */
export const pgliteTakeCounts = (): Readonly<typeof counts> => ({ ...counts });

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
  return { client, baseline: await readBaseline(queryOf(client)) };
}

/** The PGlite's query in the shape the baseline's functions take. */
const queryOf =
  (client: Pick<PGlite, 'query'>): BaselineQuery =>
  async <T>(text: string, values?: unknown[]) =>
    client.query<T>(text, values);

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
    if ((await fingerprintOf(queryOf(client))) !== baseline.fingerprint) return false;
    // `replica` skips triggers, so the append-only tables (audit, records) can be emptied here.
    await client.transaction(async (tx) => {
      if (baseline.tables.length > 0) {
        await tx.exec(
          `set local session_replication_role = replica; truncate ${baseline.tables.join(', ')} restart identity cascade`,
        );
      }
      await restoreSeedsAndSequences(queryOf(tx), baseline);
    });
    return true;
  } catch {
    return false;
  }
}
