import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, queryRows } from '@citavet/db/database';
import { takePgliteFromTemplate } from '@citavet/db/test-pglite-pool';
import { takePostgresFromTemplate } from '@citavet/db/test-postgres-pool';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type AppConfig, type Clock, DEFAULT_RATE_LIMITS } from '../app-dependencies';
import { expandAllMessageDrafts } from '../features/bookings/emails/expand-status-message-drafts';
import { setRecipientDailyCap } from '../mail/outbox.repository';
import type { UnsubscribeLinks } from '../mail/outbox-worker';
import { unsubscribeTokensOf } from '../mail/unsubscribe-token';
import { redisLimits } from '../security/shared-limits';
import { SessionTokens } from '../security/tokens';
import { createLocalDiskStorage } from '../storage/local-disk-storage';

/** The cheapest argon2id hash (8 KiB per lane is its floor; one pass). */
export const TEST_PASSWORD_HASH_COST = { memoryCost: 1024, timeCost: 1 };

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** A clock tests move by hand; it starts at a fixed instant so no test depends on today. */
export class TestClock implements Clock {
  #now: number;
  constructor(start = '2026-03-02T08:00:00.000Z') {
    this.#now = Date.parse(start);
  }
  now() {
    return new Date(this.#now);
  }
  set(iso: string) {
    this.#now = Date.parse(iso);
  }
  advance(ms: number) {
    this.#now += ms;
  }
}

export type TestContext = {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: TestClock;
  tokens: SessionTokens;
  /** The app's configuration, for what runs beside it with the same links (the outbox worker's drafting). */
  config: AppConfig;
  dataDir: string;
  close(): Promise<void>;
};

export async function openTestDatabase(): Promise<DatabaseHandle & { dispose(): Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  if (adminUrl) {
    // The worker's database the previous file gave back, emptied to the template's rows, or a copy.
    const handle = await takePostgresFromTemplate(adminUrl, inject('postgresTemplateName'));
    return { ...handle, dispose: () => handle.drop() };
  }
  // The worker's PGlite the previous file gave back, emptied to the template's rows, or a new one.
  const handle = await takePgliteFromTemplate(inject('pgliteTemplatePath'));
  return { ...handle, dispose: () => handle.close() };
}

export type TestKannel = {
  sendsmsUrl: string;
  user: string;
  password: string;
  moSecret: string;
  /** The port the gateway's callbacks (dlr-url, sms-service get-url) reach the API on. */
  apiPort: number;
  /** The fake SMSC that takes replies (fakesmsc connects there to send one). */
  moPort: number;
  /** Where fakesmsc logs what the "carrier" received. */
  runDir: string;
};

/** Kannel started by ops/kannel/start-test-gateway.sh for this run, or null. */
export const testKannel = (): TestKannel | null => {
  const value = inject('kannel');
  return value ? (JSON.parse(value) as TestKannel) : null;
};

export type TestRadicale = { url: string; user: string; password: string };

/** Radicale started by ops/radicale/start-test-server.sh for this run, or null. */
export const testRadicale = (): TestRadicale | null => {
  const value = inject('radicale');
  return value ? (JSON.parse(value) as TestRadicale) : null;
};

/** The Redis of TEST_REDIS_URL (or REDIS_URL) given to the run, '' when there is none. */
export const testRedisUrl = (): string => inject('redisUrl');

export async function createTestContext(
  options: {
    config?: Partial<AppConfig>;
    clockStart?: string;
    /** Count limits in this Redis under `redisKeyPrefix` (another process's app shares them). */
    redis?: { url: string; keyPrefix: string };
    /** Another context's database: two apps on one database are two API processes. */
    database?: DatabaseHandle;
    /** The outbox's daily cap per recipient; suites get a high one unless they test it. */
    recipientDailyCap?: number;
  } = {},
): Promise<TestContext> {
  const owned = options.database === undefined ? await openTestDatabase() : undefined;
  const database: DatabaseHandle = options.database ?? (owned as DatabaseHandle);
  const dataDir = await mkdtemp(join(tmpdir(), 'citavet-data-'));
  const clock = new TestClock(options.clockStart);
  const tokens = new SessionTokens(TEST_SECRET);
  const redis = options.redis ? new Redis(options.redis.url, { maxRetriesPerRequest: 1 }) : undefined;
  const config: AppConfig = {
    publicUrl: 'http://citavet.test',
    logLevel: 'silent',
    geocoder: 'off',
    // Generous caps so suites can book the same e-mail often; the caps tests lower them.
    publicBookingCaps: { perSpacePerHour: 10_000, perHostPerDay: 10_000, perEmailPerDay: 10_000 },
    // Suites open many spaces as one user; the cap has its own test (space-cap.test.ts).
    maxSpacesPerAccount: 10_000,
    // argon2id at its floor for the suites' throwaway users: OWASP's cost took 17 ms of CPU per
    // hash, thousands of times a run. passwords.test.ts holds the production cost.
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    ...options.config,
    // Generous limits so suites can register many users; rate-limit tests lower them.
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      registerPerMinute: 10_000,
      registerPerBlockPerHour: 10_000,
      registerPerEmailPerHour: 10_000,
      mailActionsPerAccountPerHour: 10_000,
      mailActionsPerBlockPerHour: 10_000,
      clientImportsPerSpacePerHour: 10_000,
      loginPerMinute: 10_000,
      uploadsPerMinute: 10_000,
      ...options.config?.rateLimits,
    },
  };
  const app = await buildApp({
    database,
    clock,
    tokens,
    storage: createLocalDiskStorage(join(dataDir, 'uploads')),
    ...(redis && options.redis ? { limits: redisLimits(redis, options.redis.keyPrefix) } : {}),
    config,
  });
  await app.ready();
  // Suites send many messages to one address; the cap has its own test (recipient-daily-cap.test.ts).
  await setRecipientDailyCap(database.db, options.recipientDailyCap ?? 1_000_000);
  return {
    app,
    database,
    clock,
    tokens,
    config,
    dataDir,
    async close() {
      await app.close();
      await redis?.quit();
      await owned?.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Drafts and queues the e-mails new bookings and status changes left for the outbox worker
 * (decisions 104 and 106), every one waiting, as the worker's next round does before it sends: a
 * test that reads a public booking's or a status change's e-mails right after its request runs this
 * first. Answers how many drafts it expanded.
 */
export async function expandBookingMessages(
  context: Pick<TestContext, 'database' | 'config'>,
): Promise<number> {
  const { expanded } = await expandAllMessageDrafts(
    { database: context.database, config: context.config },
    { maxBatches: 1_000 },
  );
  return expanded;
}

/** The outbox worker's `expandDrafts` as the server wires it (background-workers.ts), with the test app's config. */
export function testDraftExpansion(context: Pick<TestContext, 'database' | 'config'>) {
  return () => expandAllMessageDrafts({ database: context.database, config: context.config });
}

/** What a drafting run broken by draftingThatCrashes throws. */
export const CRASH_WHILE_DRAFTING = 'crash while drafting';

/**
 * The drafting dependencies of the test app, broken mid-run: reading the links' origin throws, which
 * drafting does after the drafts were claimed and their bookings read. A run with them must roll
 * back whole, queueing nothing and leaving its drafts.
 */
export function draftingThatCrashes(context: Pick<TestContext, 'database' | 'config'>) {
  return {
    database: context.database,
    config: {
      ...context.config,
      get publicUrl(): string {
        throw new Error(CRASH_WHILE_DRAFTING);
      },
    },
  };
}

let userCounter = 0;
let addressCounter = 0;

/**
 * A remote address no other request of the process used: helpers and the security suites send
 * from their own addresses, so the per-IP rate limits keep their production values.
 */
export function nextRemoteAddress(): string {
  addressCounter += 1;
  // Each in a /24 of its own: limits count client addresses per /24 (and /64).
  return `10.${(addressCounter >> 8) & 255}.${addressCounter & 255}.${1 + ((addressCounter >> 16) & 127)}`;
}

/** Registers a fresh user and returns its token and id. */
export async function registerTestUser(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string; role: string }> = {},
) {
  userCounter += 1;
  const body = {
    name: overrides.name ?? `Usuario ${userCounter}`,
    email: overrides.email ?? `user${userCounter}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: overrides.password ?? 'secreto123',
    ...(overrides.role ? { role: overrides.role } : {}),
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    remoteAddress: nextRemoteAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const data = response.json().data as { token: string; user: { id: string; email: string; name: string } };
  return { token: data.token, user: data.user, password: body.password, email: data.user.email };
}

/** The token of the newest e-mailed link to `page` (e.g. '/accounts/verify-email') sent to `email`. */
export async function lastEmailedToken(context: TestContext, email: string, page: string): Promise<string> {
  const rows = await queryRows<{ text_body: string }>(
    context.database.db,
    sql`select text_body from email_outbox where lower(to_address) = lower(${email})
        order by created_at desc, send_after desc`,
  );
  for (const row of rows) {
    const token = new RegExp(`${page}\\?token=([A-Za-z0-9_%-]+)`).exec(row.text_body)?.[1];
    if (token) return decodeURIComponent(token);
  }
  throw new Error(`no ${page} link e-mailed to ${email}`);
}

/**
 * Marks the user's address proven, whatever its state (creating a space and inviting need it):
 * for suites whose subject is not the verification e-mail itself.
 */
export async function markEmailVerified(context: TestContext, userId: string) {
  await context.database.db.execute(
    sql`update users set email_verified_at = coalesce(email_verified_at, now()) where id = ${userId}`,
  );
}

/** Opens the verification link e-mailed to the user, as the invitee would. */
export async function verifyTestUser(context: TestContext, user: { email: string }) {
  const token = await lastEmailedToken(context, user.email, '/accounts/verify-email');
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
    remoteAddress: nextRemoteAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`verify failed: ${response.body}`);
}

/**
 * A session for `userId` issued at the test clock's now: a test that moves the clock past a session's
 * 7 days (to an appointment's start, say) signs in again with it. Version 0: the user never signed out.
 */
export function signTestToken(context: TestContext, userId: string): Promise<string> {
  return context.tokens.sign({ userId, tokenVersion: 0 }, context.clock.now().getTime());
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function json<T = unknown>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/** The unsubscribe links a test's outbox worker writes, verifiable by the test app (same secret). */
export function testUnsubscribeLinks(publicUrl = 'http://citavet.test'): UnsubscribeLinks {
  return { publicUrl, tokens: unsubscribeTokensOf(new SessionTokens(TEST_SECRET)) };
}
