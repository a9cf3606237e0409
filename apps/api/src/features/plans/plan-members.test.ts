import { queryRows } from '@citavet/db/database';
import { memberOverPlanMessage } from '@citavet/domain/plans/plan-limits';
import { findPlan } from '@citavet/domain/plans/plans';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { scheduleOf } from '../bookings/bookings.test-support';
import { type PublicSpaceSetup, setUpPublicSpace } from '../bookings/public/public-booking.test-support';
import { fillAppointments, setStoredPlan } from './plans.test-support';

// A member the plan has no room for (a second user on Gratuito, after a move down from Premium)
// stays a member and keeps reading their own past appointments, and nothing else changes
// (decision 081). The ADMIN and the first users are kept. PGlite, or PostgreSQL with TEST_DATABASE_URL.

let context: TestContext;
let space: PublicSpaceSetup;
const ids: Record<'past' | 'future', string> = { past: '', future: '' };

beforeAll(async () => {
  context = await createTestContext({ config: { arePlanLimitsOn: () => true } });
  const { db } = context.database;
  space = await setUpPublicSpace(context.app, db, { timeZone: 'Europe/Madrid' });
  const base = { spaceId: space.spaceId, serviceId: space.serviceId, hostId: space.member.user.id, count: 1 };
  await fillAppointments(db, { ...base, from: '2026-02-20T09:00:00Z' });
  await fillAppointments(db, { ...base, from: '2026-03-20T09:00:00Z' });
  const rows = await queryRows<{ id: string; start_at: string | Date }>(
    db,
    sql`select id, start_at from bookings where space_id = ${space.spaceId} order by start_at`,
  );
  ids.past = rows[0]?.id ?? '';
  ids.future = rows[1]?.id ?? '';
});
afterAll(() => context.close());

const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  context.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const listed = async (token: string) => {
  const response = await as(token, 'GET', `/api/bookings?spaceId=${space.spaceId}`);
  expect(response.statusCode).toBe(200);
  return response
    .json()
    .data.bookings.map((booking: { id: string }) => booking.id)
    .sort();
};

describe('a member over the plan', () => {
  it('reads only their own past appointments; the ADMIN reads them all', async () => {
    expect(await listed(space.member.token)).toEqual([ids.past]);
    expect(await listed(space.admin.token)).toEqual([ids.past, ids.future].sort());
    expect((await as(space.member.token, 'GET', `/api/bookings/${ids.past}`)).statusCode).toBe(200);
    expect((await as(space.member.token, 'GET', `/api/bookings/${ids.future}`)).statusCode).toBe(404);
  });

  it('changes nothing, and is told why in Spanish, with the plan and the way up', async () => {
    const message = memberOverPlanMessage(findPlan('gratuito'));
    const status = await as(space.member.token, 'PUT', `/api/bookings/${ids.past}/status`, {
      status: 'COMPLETED',
    });
    expect(status.statusCode).toBe(403);
    expect(status.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED', message });
    const client = await as(space.member.token, 'POST', `/api/spaces/${space.spaceId}/clients`, {
      name: 'Lucía Pérez',
    });
    expect(client.statusCode).toBe(403);
    expect(client.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED', message });
    const booking = await as(space.member.token, 'POST', '/api/bookings/host-create', {
      serviceScheduleId: scheduleOf(space.memberSchedules, 5),
      startTime: '2026-03-27T10:00:00.000Z',
      endTime: '2026-03-27T10:30:00.000Z',
      clientInfo: { name: 'Lucía Pérez', email: 'lucia@example.com' },
    });
    expect(booking.statusCode).toBe(403);
    expect(booking.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED', message });
    expect(message).toMatch(/^Con el plan Gratuito, este espacio admite 1 usuario: /);
  });

  it('is a full member again once the plan has room', async () => {
    await setStoredPlan(context.database.db, space.spaceId, {
      plan: 'premium',
      source: 'operator',
      endsAt: null,
    });
    expect(await listed(space.member.token)).toEqual([ids.past, ids.future].sort());
    const client = await as(space.member.token, 'POST', `/api/spaces/${space.spaceId}/clients`, {
      name: 'Lucía Pérez',
    });
    expect(client.statusCode).toBe(201);
    await setStoredPlan(context.database.db, space.spaceId, { plan: 'gratuito', source: null, endsAt: null });
  });
});
