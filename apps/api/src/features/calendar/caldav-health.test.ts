import { caldavConnections } from '@citavet/db/schema/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { insertMember, setUpSpace, type TestSpace } from '../bookings/bookings.test-support';

// The agenda's CalDAV notice (decision 091): which connections fail or hold busy time older than the
// limit, among the agendas the caller may see. Clock: 2026-03-02 08:00Z.

let context: TestContext;
let space: TestSpace;
let reception: { token: string };
const healthUrl = () => `/api/spaces/${space.spaceId}/caldav-health`;
const calendar = (blocksTime: boolean) => ({
  url: 'http://127.0.0.1:9/vet/citas/',
  name: 'Citas',
  color: null,
  blocksTime,
  receivesBookings: false,
  pulledCtag: null,
  pulledSyncToken: null,
  readAt: null,
});

async function connect(userId: string, values: Partial<typeof caldavConnections.$inferInsert>) {
  await context.database.db
    .insert(caldavConnections)
    .values({
      spaceId: space.spaceId,
      userId,
      url: 'http://127.0.0.1:9/',
      username: 'vet',
      passwordSealed: 'v1.a.b.c',
      calendars: [calendar(true)],
      createdAt: new Date('2026-03-01T08:00:00Z'),
      ...values,
    })
    .onConflictDoUpdate({
      target: [caldavConnections.spaceId, caldavConnections.userId],
      set: { ...values },
    });
}

async function health(token: string) {
  const response = await context.app.inject({ method: 'GET', url: healthUrl(), headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    hosts: { hostId: string; failingSince: string | null; isStale: boolean; busyTimeAsOf: string | null }[];
    staleAfterMinutes: number;
  };
}

describe('GET /api/spaces/{spaceId}/caldav-health', () => {
  beforeAll(async () => {
    context = await createTestContext();
    space = await setUpSpace(context.app, context.database.db, 'Europe/Madrid');
    const user = await registerTestUser(context.app, { name: 'Rita Recepción' });
    await insertMember(context.database.db, space.spaceId, user.user.id, 'RECEPTION');
    reception = user;
  });
  afterAll(async () => {
    await context?.close();
  });

  it('says nothing of a connection pulled a few minutes ago', async () => {
    await connect(space.member.user.id, {
      lastPulledAt: new Date('2026-03-02T07:57:00Z'),
      lastSucceededAt: new Date('2026-03-02T07:57:00Z'),
    });
    expect(await health(space.member.token)).toEqual({ hosts: [], staleAfterMinutes: 30 });
  });

  it('names a failing connection from its first failure, to its owner, the admin and reception', async () => {
    await connect(space.member.user.id, {
      lastPulledAt: new Date('2026-03-02T07:59:00Z'),
      lastSucceededAt: new Date('2026-03-02T07:54:00Z'),
      failingSince: new Date('2026-03-02T07:59:00Z'),
      lastFailure: 'No encontramos tu servidor de calendario',
    });
    for (const token of [space.member.token, space.admin.token, reception.token]) {
      expect((await health(token)).hosts).toEqual([
        {
          hostId: space.member.user.id,
          failingSince: '2026-03-02T07:59:00.000Z',
          lastFailure: 'No encontramos tu servidor de calendario',
          isStale: false,
          busyTimeAsOf: '2026-03-02T07:54:00.000Z',
        },
      ]);
    }
    // Another space's admin is not told anything about this space.
    const outsider = await context.app.inject({
      method: 'GET',
      url: healthUrl(),
      headers: bearer(space.outsider.token),
    });
    expect(outsider.statusCode).toBe(404);
  });

  it('marks busy time older than the limit as stale, even when the last pulls did not fail', async () => {
    await connect(space.member.user.id, {
      lastPulledAt: new Date('2026-03-02T07:59:00Z'),
      lastSucceededAt: new Date('2026-03-02T07:29:00Z'),
      failingSince: null,
      lastFailure: null,
    });
    expect((await health(space.admin.token)).hosts).toMatchObject([
      { hostId: space.member.user.id, failingSince: null, isStale: true },
    ]);
  });

  it("shows a MEMBER only their own connection, never another professional's", async () => {
    await connect(space.admin.user.id, {
      lastSucceededAt: null,
      failingSince: new Date('2026-03-02T07:00:00Z'),
      lastFailure: 'Tu usuario o contraseña de aplicación no son correctos',
    });
    const ownOnly = await health(space.member.token);
    expect(ownOnly.hosts.map((host) => host.hostId)).toEqual([space.member.user.id]);
    const all = await health(space.admin.token);
    expect(all.hosts.map((host) => host.hostId).sort()).toEqual(
      [space.admin.user.id, space.member.user.id].sort(),
    );
  });

  it('never calls stale a connection whose calendars block nothing', async () => {
    await connect(space.member.user.id, {
      calendars: [calendar(false)],
      lastSucceededAt: new Date('2026-03-01T08:00:00Z'),
    });
    const hosts = (await health(space.admin.token)).hosts;
    expect(hosts.find((host) => host.hostId === space.member.user.id)).toBeUndefined();
  });
});
