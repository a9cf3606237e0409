import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { disabledDates } from '@citavet/db/schema/bookings';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaceMembers } from '@citavet/db/schema/spaces';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type AppConfig, DEFAULT_RATE_LIMITS } from '../../app-dependencies';
import { createLocalDiskStorage } from '../../storage/local-disk-storage';
import { createTestContext, type TestContext } from '../../test/test-app';
import { scheduleOf } from '../bookings/bookings.test-support';
import {
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
} from '../bookings/public/public-booking.test-support';

// The slot answers kept in memory (docs/decisions/012) must never outlive what they were made from.
// Clock: Monday 2026-03-02 08:00Z (09:00 in Madrid); hosts offer 30-minute slots 08:00–20:00 daily.
const RATE_LIMITS = { ...DEFAULT_RATE_LIMITS, registerPerMinute: 10_000, publicBookingPerMinute: 10_000 };
let context: TestContext;
const siblings: FastifyInstance[] = [];
beforeAll(async () => {
  context = await createTestContext({
    config: { rateLimits: RATE_LIMITS },
  });
});
afterAll(async () => {
  await Promise.all(siblings.map((app) => app.close()));
  await context.close();
});

/** Another API process on the same database (as behind a load balancer), sharing the clock. */
async function siblingApp(config: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    database: context.database,
    clock: context.clock,
    tokens: context.tokens,
    storage: createLocalDiskStorage(join(context.dataDir, 'uploads')),
    config: {
      publicUrl: 'http://citavet.test',
      logLevel: 'silent',
      geocoder: 'off',
      rateLimits: RATE_LIMITS,
      ...config,
    },
  });
  await app.ready();
  siblings.push(app);
  return app;
}

const slotsUrl = (space: PublicSpaceSetup, date: string, hostId = space.member.user.id) =>
  `/api/public/space/${space.spaceId}/service/${space.serviceId}/host/${hostId}/available-slots` +
  `?fromDate=${date}&toDate=${date}`;

async function startTimes(app: FastifyInstance, space: PublicSpaceSetup, date: string) {
  const response = await app.inject({ method: 'GET', url: slotsUrl(space, date) });
  expect(response.statusCode, response.body).toBe(200);
  const day = response.json().data.availableDays[0]?.dates[0];
  return (day?.slots ?? []).map((slot: { startTime: string }) => slot.startTime) as string[];
}

describe('available slots served from memory', () => {
  it('drop a time as soon as the public page books it', async () => {
    const space = await setUpPublicSpace(context.app, context.database.db);
    expect((await startTimes(context.app, space, '2026-03-03')).slice(0, 2)).toEqual(['08:00', '08:30']);
    const booked = await postPublicBooking(
      context.app,
      publicBookingBody(
        scheduleOf(space.memberSchedules, 2),
        '2026-03-03T07:00:00.000Z',
        '2026-03-03T07:30:00.000Z',
      ),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await startTimes(context.app, space, '2026-03-03')).slice(0, 2)).toEqual(['08:30', '09:00']);
  });

  it('follow every change made in the database: disabled dates, ranges, notice, membership', async () => {
    const space = await setUpPublicSpace(context.app, context.database.db);
    const db = context.database.db;
    const date = '2026-03-04';
    expect(await startTimes(context.app, space, date)).toHaveLength(24);

    const [disabled] = await db
      .insert(disabledDates)
      .values({
        spaceId: space.spaceId,
        scope: 'SPACE',
        isAllDay: false,
        startAt: new Date('2026-03-04T07:00:00.000Z'),
        endAt: new Date('2026-03-04T08:00:00.000Z'),
        title: 'Reunión',
        reason: 'Equipo',
      })
      .returning({ id: disabledDates.id });
    expect((await startTimes(context.app, space, date))[0]).toBe('09:00');
    await db.delete(disabledDates).where(eq(disabledDates.id, disabled?.id ?? ''));
    expect((await startTimes(context.app, space, date))[0]).toBe('08:00');

    await db
      .update(serviceSchedules)
      .set({ startTime: '10:00' })
      .where(eq(serviceSchedules.id, scheduleOf(space.memberSchedules, 3)));
    expect((await startTimes(context.app, space, date))[0]).toBe('10:00');

    await db.update(services).set({ duration: 60 }).where(eq(services.id, space.serviceId));
    expect((await startTimes(context.app, space, date)).slice(0, 2)).toEqual(['10:00', '11:00']);

    await db
      .delete(spaceMembers)
      .where(and(eq(spaceMembers.spaceId, space.spaceId), eq(spaceMembers.userId, space.member.user.id)));
    const gone = await context.app.inject({ method: 'GET', url: slotsUrl(space, date) });
    expect(gone.statusCode).toBe(404);
  });

  it('lose the times that fall inside the notice as the clock moves, and the day at midnight', async () => {
    const space = await setUpPublicSpace(context.app, context.database.db);
    const start = context.clock.now().toISOString();
    try {
      expect((await startTimes(context.app, space, '2026-03-02'))[0]).toBe('09:00');
      context.clock.advance(1);
      expect((await startTimes(context.app, space, '2026-03-02'))[0]).toBe('09:30');
      context.clock.set('2026-03-02T23:00:00.000Z'); // midnight in Madrid: Monday is over
      expect(await startTimes(context.app, space, '2026-03-02')).toEqual([]);
    } finally {
      context.clock.set(start);
    }
  });

  it('are byte for byte what a process without the cache answers, gzipped on request', async () => {
    const space = await setUpPublicSpace(context.app, context.database.db);
    const uncached = await siblingApp({ slotCacheBytes: 0 });
    const url = slotsUrl(space, '2026-03-05').replace(/\?.*$/, '');
    await context.app.inject({ method: 'GET', url }); // fills the cache
    const fromMemory = await context.app.inject({ method: 'GET', url });
    const computed = await uncached.inject({ method: 'GET', url });
    expect(fromMemory.statusCode).toBe(200);
    expect(fromMemory.body).toBe(computed.body);
    expect(fromMemory.headers['content-type']).toBe('application/json; charset=utf-8');
    const gzipped = await context.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(computed.body);
    expect(gzipped.rawPayload.length).toBeLessThan(computed.body.length / 5);
  });

  it('drop a time booked through another process on the same database', async () => {
    const space = await setUpPublicSpace(context.app, context.database.db);
    const other = await siblingApp({ rateLimits: RATE_LIMITS });
    expect((await startTimes(context.app, space, '2026-03-06'))[0]).toBe('08:00');
    const booked = await postPublicBooking(
      other,
      publicBookingBody(
        scheduleOf(space.memberSchedules, 5),
        '2026-03-06T07:00:00.000Z',
        '2026-03-06T07:30:00.000Z',
      ),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    // No waiting: each answer first hears every change committed before it was asked for.
    const first = (await startTimes(context.app, space, '2026-03-06'))[0];
    expect(first).toBe('08:30');
  });
});
