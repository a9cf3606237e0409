import { queryRows } from '@citavet/db/database';
import { bookings } from '@citavet/db/schema/bookings';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyChangeFeedRound,
  drainChangeFeed,
  findFeedPosition,
} from '../../change-feed/change-feed.repository';
import { rebuildEveryFeedSpace } from '../../change-feed/rebuild-feed';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { insertService, setUpSpace, type TestSpace } from '../bookings/bookings.test-support';
import { rebuildRollups, snapshotRollups } from './reports.test-support';

// The roll-ups follow the bookings through the change feed (decision 069): a round that dies before
// its commit applied nothing and lost nothing, the next applies it once, and the result is what a
// rebuild from scratch gives. The run with SIGKILLed worker processes on PostgreSQL is
// bench/reliability/change-feed-exactly-once.ts.
let context: TestContext;
let space: TestSpace;
let serviceId: string;
beforeAll(async () => {
  context = await createTestContext();
  space = await setUpSpace(context.app, context.database.db, 'Europe/Madrid');
  serviceId = await insertService(context.database.db, space.spaceId, { price: '30.00' });
});
afterAll(() => context.close());

const countOf = async (query: SQL) =>
  Number((await queryRows<{ count: number }>(context.database.db, query))[0]?.count);
const pendingCount = () => countOf(sql`select count(*)::int as count from booking_changes`);
const hostDaysCount = () =>
  countOf(sql`select count(*)::int as count from report_host_days where space_id = ${space.spaceId}`);

async function writeBookings(count: number, firstHour: number) {
  const rows = Array.from({ length: count }, (_, index) => {
    const startAt = new Date(Date.UTC(2026, 2, 10 + (index % 5), firstHour + Math.floor(index / 5)));
    return {
      spaceId: space.spaceId,
      hostId: space.admin.user.id,
      serviceId,
      clientName: 'Cliente',
      serviceName: 'Consulta',
      servicePrice: '30.00',
      serviceCurrency: 'EUR',
      serviceDuration: 30,
      startAt,
      endAt: new Date(startAt.getTime() + 30 * 60_000),
      status: 'CONFIRMED' as const,
      source: 'INTERNAL' as const,
    };
  });
  return context.database.db.insert(bookings).values(rows).returning({ id: bookings.id });
}

class WorkerDied extends Error {}

describe('the change feed', () => {
  it('a round killed before its commit applies nothing; the next applies every change once', async () => {
    await drainChangeFeed(context.database.db);
    await writeBookings(10, 8);
    expect(await pendingCount()).toBe(10);
    const position = await findFeedPosition(context.database.db, space.spaceId, new Date(Date.now() + 5000));
    expect(position.pending).toBe(10);
    expect(position.lagSeconds).toBeGreaterThanOrEqual(4);

    await expect(
      context.database.db.transaction(async (tx) => {
        await tx.execute(sql`select citavet_feed_apply(4)`);
        throw new WorkerDied('killed mid-batch');
      }),
    ).rejects.toBeInstanceOf(WorkerDied);
    expect(await pendingCount()).toBe(10);
    expect(await hostDaysCount()).toBe(0);

    expect(await applyChangeFeedRound(context.database.db, 4)).toBe(4);
    expect(await pendingCount()).toBe(6);
    expect(await drainChangeFeed(context.database.db)).toBe(6);
    expect(await drainChangeFeed(context.database.db)).toBe(0);
    const after = await findFeedPosition(context.database.db, space.spaceId, new Date());
    expect(after).toMatchObject({ pending: 0, lagSeconds: 0 });
    expect(after.appliedAt).not.toBeNull();

    const live = await snapshotRollups(context, space.spaceId);
    const days = (live.hostDays as { is_month: boolean; bookings: number }[]).filter((row) => !row.is_month);
    expect(days.reduce((sum, row) => sum + Number(row.bookings), 0)).toBe(20);
    await rebuildRollups(context, space.spaceId);
    expect(await snapshotRollups(context, space.spaceId)).toEqual(live);
  });

  it('a rebuild consumes the pending changes it already counts, so none is counted twice', async () => {
    const written = await writeBookings(5, 14);
    await context.database.db
      .update(bookings)
      .set({ status: 'CANCELLED' })
      .where(sql`${bookings.id} = ${written[0]?.id ?? ''}`);
    expect(await pendingCount()).toBe(6);
    await rebuildRollups(context, space.spaceId);
    expect(await pendingCount()).toBe(0);
    const rebuilt = await snapshotRollups(context, space.spaceId);
    await rebuildRollups(context, space.spaceId);
    expect(await snapshotRollups(context, space.spaceId)).toEqual(rebuilt);
  });

  it('the summary says how many changes its figures lack and how old the oldest is', async () => {
    const read = async () => {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/spaces/${space.spaceId}/reports/summary?from=2026-03-01&to=2026-03-31`,
        headers: bearer(space.admin.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { current: { total: number }; freshness: Record<string, number> };
    };
    await drainChangeFeed(context.database.db);
    const before = await read();
    expect(before.freshness).toMatchObject({ pending: 0, lagSeconds: 0 });
    await writeBookings(2, 18);
    const lagging = await read();
    expect(lagging.freshness.pending).toBe(2);
    expect(lagging.current.total).toBe(before.current.total);
    await drainChangeFeed(context.database.db);
    const fresh = await read();
    expect(fresh.freshness.pending).toBe(0);
    expect(fresh.freshness.position).toBeGreaterThan(before.freshness.position ?? 0);
    expect(fresh.current.total).toBe(before.current.total + 2);
  });

  it('npm run feed:rebuild recounts every space to the figures the feed reached', async () => {
    await writeBookings(3, 20);
    await drainChangeFeed(context.database.db);
    const live = await snapshotRollups(context, space.spaceId);
    await writeBookings(2, 21);
    expect(await rebuildEveryFeedSpace(context.database)).toBeGreaterThanOrEqual(1);
    expect(await pendingCount()).toBe(0);
    const rebuilt = await snapshotRollups(context, space.spaceId);
    expect(rebuilt).not.toEqual(live);
    const days = (rebuilt.hostDays as { is_month: boolean; host_id: string; bookings: number }[]).filter(
      (row) => !row.is_month && row.host_id === space.admin.user.id,
    );
    const total = await countOf(
      sql`select count(*)::int as count from bookings where space_id = ${space.spaceId}`,
    );
    expect(days.reduce((sum, row) => sum + Number(row.bookings), 0)).toBe(total);
  });
});
