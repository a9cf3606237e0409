import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import {
  listenOnPostgres,
  type NotificationListener,
  type Subscription,
  sharedListens,
} from './notification-listener';
import { drizzleClientOf, runWithOwnParsers } from './pglite-drizzle-client';

/** One type for both drivers: features never know whether they run on PGlite or PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

/**
 * A statement whose text never changes, sent by name: PostgreSQL parses and plans it once per
 * connection instead of on every call. For the few statements on a hot path, where planning cost
 * more than running (the public booking's read planned in 0.9 ms and ran in 0.45 ms).
 */
export type PreparedStatement = {
  name: string;
  text: string;
  /**
   * Always the generic plan (planned once per connection, for any values), never one planned for
   * the values at hand. For statements written so that their generic plan is as good as a custom
   * one (index ranges of parameters, not LIKE patterns), where planning cost more than running:
   * the client search (decision 066). PostgreSQL would otherwise plan the first five runs for their
   * values and keep doing so whenever the generic plan's estimate looks worse.
   */
  isGenericPlan?: boolean;
};

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Runs a prepared statement outside any transaction (autocommit) and answers its rows. */
  run<T>(statement: PreparedStatement, values: readonly unknown[]): Promise<T[]>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** Subscribes to NOTIFY on a channel (announced after the notifying transaction commits). */
  listen(channel: string, listener: NotificationListener): Promise<Subscription>;
  close(): Promise<void>;
};

const require = createRequire(import.meta.url);
export const MIGRATIONS_FOLDER = join(dirname(require.resolve('@citavet/db/package.json')), 'migrations');

/**
 * Extensions PGlite must load at construction time: btree_gist for the booking exclusion
 * constraint, pg_trgm and unaccent for client and pet search (migration 0009).
 */
export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm, unaccent };

export async function openPgliteDatabase(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  const client = await PGlite.create(options.dataDir, {
    extensions: PGLITE_EXTENSIONS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return pgliteHandle(client);
}

/** The handle over an open PGlite; `close` closes the PGlite. */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(drizzleClientOf(client)) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // One in-process connection: nothing to save by naming statements.
    run: <T>(statement: PreparedStatement, values: readonly unknown[]) =>
      runWithOwnParsers<T>(client, statement.text, [...values]),
    ping: () => pingDatabase(db),
    // One in-process connection: a notification is delivered before the committing query resolves.
    listen: async (channel, listener) => {
      const unlisten = await client.listen(channel, (payload) => listener.onNotification(payload));
      listener.onLiveChange(true);
      return {
        catchUp: async () => {},
        stop: async () => {
          listener.onLiveChange(false);
          if (!client.closed) await unlisten();
        },
      };
    },
    close: () => client.close(),
  };
}

/**
 * How long an idle connection is kept (pg's default is 10 s). A connection carries its prepared
 * statements and their plans: a new one plans the public booking's snapshot read and write afresh,
 * tens of milliseconds of PostgreSQL CPU each, five times over before it settles on a generic plan
 * (decision 105). A clinic's traffic comes in bursts minutes apart, so at 10 s most bursts would
 * start on new connections and pay it again.
 */
export const IDLE_CONNECTION_MS = 10 * 60_000;

/**
 * The settings of the connections that run the statements planned once (`isGenericPlan`), and of the
 * booking path's write functions (migration 0067). Those statements find their rows by key. Planned
 * once for any values at the default `random_page_cost` (4, a spinning disk's seek), a probe of a
 * small table's index cost more than reading its few pages whole: the public read and the bookings'
 * foreign-key checks read every schedule of the clinic on every booking. A clinic's rows are read from
 * memory, where a page out of order costs about what the next one does (decision 124).
 */
export const GENERIC_PLAN_SETTINGS = {
  plan_cache_mode: 'force_generic_plan',
  random_page_cost: '1.1',
} as const;

/** GENERIC_PLAN_SETTINGS as a connection's `options`. */
export const GENERIC_PLAN_CONNECTION_OPTIONS = Object.entries(GENERIC_PLAN_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

export async function openPostgresDatabase(options: {
  connectionString: string;
  poolSize?: number;
  /** IDLE_CONNECTION_MS unless set (tests shorten it). */
  idleTimeoutMillis?: number;
}): Promise<DatabaseHandle> {
  const poolSize = options.poolSize ?? 10;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: poolSize,
    idleTimeoutMillis: options.idleTimeoutMillis ?? IDLE_CONNECTION_MS,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Generic-plan statements run on connections of their own: `plan_cache_mode` is a setting of the
  // connection, and on the main pool it would also force generic plans on every query the query
  // builder sends with parameters (most of them are planned better for their values). Connections
  // are opened on first use, so a process that never runs one opens none.
  let genericPool: pg.Pool | null = null;
  const genericPlans = () => {
    if (!genericPool) {
      genericPool = new pg.Pool({
        connectionString: options.connectionString,
        max: Math.max(2, Math.ceil(poolSize / 2)),
        idleTimeoutMillis: options.idleTimeoutMillis ?? IDLE_CONNECTION_MS,
        options: GENERIC_PLAN_CONNECTION_OPTIONS,
      });
      genericPool.on('error', () => {});
    }
    return genericPool;
  };
  const db = drizzleNodePostgres(pool) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    run: async <T>(statement: PreparedStatement, values: readonly unknown[]) => {
      const target = statement.isGenericPlan ? genericPlans() : pool;
      return (await target.query({ name: statement.name, text: statement.text, values: [...values] }))
        .rows as T[];
    },
    ping: () => pingDatabase(db),
    listen: sharedListens((channel, listener) =>
      listenOnPostgres(options.connectionString, channel, listener),
    ),
    close: async () => {
      await Promise.all([pool.end(), genericPool?.end()]);
    },
  };
}

async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Applies drizzle-kit's migrations from code (drizzle-kit cannot load PGlite's extensions).
 * On PostgreSQL an advisory lock lets several processes start at once safely.
 */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_FOLDER) {
  if (handle.kind === 'pglite') {
    // The handle hides the driver; the migrator wants the driver-specific type back.
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
    return;
  }
  await handle.db.execute(sql`select pg_advisory_lock(727274)`);
  try {
    await migrateNodePostgres(handle.db as unknown as Parameters<typeof migrateNodePostgres>[0], {
      migrationsFolder,
    });
  } finally {
    await handle.db.execute(sql`select pg_advisory_unlock(727274)`);
  }
}

/** SQLSTATE of a driver error, which drizzle wraps. */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Rows of a raw SQL query sent as a named statement (packages/db/src/statement-names.ts says when
 * and why), inside a transaction or not. The name must stand for this one text on every call.
 */
export async function queryNamedRows<T>(db: Database | Transaction, name: string, query: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(RAW_DIALECT.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}
const RAW_DIALECT = new PgDialect();

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
