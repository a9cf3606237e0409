import { IDLE_CONNECTION_MS, openPostgresDatabase, queryRows } from '@citavet/db/database';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';

// An app's connections outlive a quiet spell between bursts of requests (decision 105): a new
// connection plans its prepared statements again. Only where the run has a server (TEST_DATABASE_URL).
const adminUrl = inject('postgresAdminUrl');

async function backendAfterIdle(idleMs: number, idleTimeoutMillis?: number): Promise<[number, number]> {
  const handle = await openPostgresDatabase({
    connectionString: adminUrl as string,
    poolSize: 1,
    idleTimeoutMillis,
  });
  const pid = async () =>
    Number((await queryRows<{ pid: number }>(handle.db, sql`select pg_backend_pid() as pid`))[0]?.pid);
  try {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const before = await pid();
    await vi.advanceTimersByTimeAsync(idleMs);
    vi.useRealTimers();
    return [before, await pid()];
  } finally {
    vi.useRealTimers();
    await handle.close();
  }
}

describe.skipIf(!adminUrl)('the app pool on PostgreSQL', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps an idle connection, and its plans, across a few quiet minutes', async () => {
    const [before, after] = await backendAfterIdle(5 * 60_000);
    expect(after).toBe(before);
  });

  it('lets a connection go once it has idled past IDLE_CONNECTION_MS', async () => {
    const [before, after] = await backendAfterIdle(IDLE_CONNECTION_MS + 1_000);
    expect(after).not.toBe(before);
  });

  it("would have dropped it after pg's default 10 s", async () => {
    const [before, after] = await backendAfterIdle(11_000, 10_000);
    expect(after).not.toBe(before);
  });
});
