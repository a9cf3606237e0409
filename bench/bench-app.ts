import { appendFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { type AppConfig, DEFAULT_RATE_LIMITS, systemClock } from '../apps/api/src/app-dependencies';
import { SNAPSHOT_BATCH_STATEMENT } from '../apps/api/src/features/bookings/public/public-booking-snapshot.repository';
import { WRITE_MANY } from '../apps/api/src/features/bookings/public/public-booking-write.repository';
import { SessionTokens } from '../apps/api/src/security/tokens';
import { createLocalDiskStorage } from '../apps/api/src/storage/local-disk-storage';
import type { Storage } from '../apps/api/src/storage/storage';
import {
  type DatabaseHandle,
  migrateDatabase,
  openPgliteDatabase,
  openPostgresDatabase,
} from '../packages/db/src/database';
import { DEFAULT_PUBLIC_BOOKING_CAPS } from '../packages/domain/src/bookings/public-booking-caps';

export type BenchDatabase = 'pglite' | 'postgres';
export const POSTGRES_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function isPostgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export type BenchAppOptions = {
  /** Bench-only routes (Fastify takes no routes once it listens); never part of the product. */
  beforeListen?: (app: FastifyInstance) => void;
  /** Config of the first app (e.g. the directory refresher off, to measure a write without it). */
  config?: Partial<AppConfig>;
};

export type BenchApp = Awaited<ReturnType<typeof startBenchApp>>;

/** The real app on a random port, on a fresh database, with rate limits out of the way. */
/**
 * The app's PostgreSQL pool in the benches: 20 unless BENCH_POOL_SIZE says otherwise (the
 * deployment's DATABASE_POOL_SIZE defaults to 10), to weigh how many backends the two cores run.
 */
const BENCH_POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 20);

/**
 * BENCH_PLAN_LIMITS=on runs the app with plan limits on, as production does by default (the
 * benches run without them unless set), and puts the bench's clinic on Empresa so its 31
 * professionals stay bookable (bench-clinic.ts): the plan's checks are then paid as in production.
 */
export const isBenchPlanLimitOn = process.env.BENCH_PLAN_LIMITS === 'on';

export async function startBenchApp(kind: BenchDatabase, options: BenchAppOptions = {}) {
  const directory = await mkdtemp(join(tmpdir(), 'citavet-bench-'));
  let database: DatabaseHandle;
  let dropDatabase = async () => {};
  let connectionString: string | null = null;
  if (kind === 'postgres') {
    const name = `citavet_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    connectionString = url.toString();
    database = capturePublicStatements(
      await openPostgresDatabase({ connectionString, poolSize: BENCH_POOL_SIZE }),
    );
    dropDatabase = async () => {
      if (process.env.BENCH_KEEP_DATABASE === '1') {
        console.log(`bench database kept: ${name}`);
        return;
      }
      const dropper = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    };
  } else {
    database = await openPgliteDatabase({ dataDir: join(directory, 'pglite') });
  }
  await migrateDatabase(database);
  const storage = createLocalDiskStorage(join(directory, 'uploads'));
  const first = await listenBenchApp(database, storage, options, options.config);
  return {
    app: first.app,
    database,
    /** The bench database's URL on PostgreSQL (for other processes: workers, a reliability run). */
    connectionString,
    url: first.url,
    /** Another app process-alike on the same database, e.g. with the slot cache off, for a comparison. */
    async withSiblingApp<T>(overrides: Partial<AppConfig>, use: (url: string) => Promise<T>): Promise<T> {
      const sibling = await listenBenchApp(database, storage, {}, overrides);
      try {
        return await use(sibling.url);
      } finally {
        await sibling.app.close();
      }
    },
    async close() {
      await first.app.close();
      await database.close();
      await dropDatabase();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * With BENCH_CAPTURE_PUBLIC_WRITES=<file>, each batch of public writes the app sends is appended to
 * the file, one line per batch: its number of writes, a tab, and the statement's JSON value;
 * BENCH_CAPTURE_PUBLIC_READS=<file> does the same for the batches of snapshot reads. With
 * BENCH_KEEP_DATABASE=1 the database stays. Together they are the input of
 * bench/write-statement-instructions.ts, which counts the statements' instructions (decision 123).
 */
function capturePublicStatements(database: DatabaseHandle): DatabaseHandle {
  const files = new Map<string, string>();
  if (process.env.BENCH_CAPTURE_PUBLIC_WRITES)
    files.set(WRITE_MANY.name, process.env.BENCH_CAPTURE_PUBLIC_WRITES);
  if (process.env.BENCH_CAPTURE_PUBLIC_READS) {
    files.set(SNAPSHOT_BATCH_STATEMENT.name, process.env.BENCH_CAPTURE_PUBLIC_READS);
  }
  if (files.size === 0) return database;
  return {
    ...database,
    run: (statement, values) => {
      const file = files.get(statement.name);
      if (file && typeof values[0] === 'string') {
        appendFileSync(file, `${(JSON.parse(values[0]) as unknown[]).length}\t${values[0]}\n`);
      }
      return database.run(statement, values);
    },
  };
}

async function listenBenchApp(
  database: DatabaseHandle,
  storage: Storage,
  options: BenchAppOptions,
  overrides: Partial<AppConfig> = {},
) {
  const unlimited = 1_000_000;
  const app = await buildApp({
    database,
    clock: systemClock,
    tokens: new SessionTokens('bench-secret-bench-secret-bench-secret-123'),
    storage,
    config: {
      publicUrl: 'http://localhost',
      logLevel: 'silent',
      geocoder: 'off',
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        loginPerMinute: unlimited,
        registerPerMinute: unlimited,
        signInDelay: {
          ...DEFAULT_RATE_LIMITS.signInDelay,
          freeFailures: unlimited,
          accountFreeFailures: unlimited,
        },
        uploadsPerMinute: unlimited,
        publicBookingPerMinute: unlimited,
        calendarFeedPerMinute: unlimited,
      },
      // The booking bench books a clinic's whole month in seconds, which the space and host caps exist
      // to refuse; they are off (0 reads nothing). The e-mail cap keeps its default (distinct e-mails).
      publicBookingCaps: { ...DEFAULT_PUBLIC_BOOKING_CAPS, perSpacePerHour: 0, perHostPerDay: 0 },
      ...(isBenchPlanLimitOn ? { arePlanLimitsOn: () => true } : {}),
      ...overrides,
    },
  });
  options.beforeListen?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}` };
}

export function formatMs(value: number): string {
  return `${value.toFixed(value < 10 ? 2 : 1)} ms`;
}

/**
 * `setUpClinic`'s proof of the admin's address, written straight to the bench's database: creating a
 * space needs a verified e-mail, and a bench has no inbox to click the link from.
 */
export function verifyInDatabase(bench: BenchApp) {
  return async (userId: string) => {
    await bench.database.db.execute(sql`update users set email_verified_at = now() where id = ${userId}`);
  };
}
