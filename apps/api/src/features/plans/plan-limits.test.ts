import { limitMessage } from '@citavet/domain/plans/plan-limits';
import { findPlan } from '@citavet/domain/plans/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  registerTestUser,
  type TestContext,
  verifyTestUser,
} from '../../test/test-app';
import { createSpaceAs, type TestUser } from '../spaces/spaces.test-support';
import { setStoredPlan } from './plans.test-support';

// Each limit of Gratuito at the API (decision 073), with PLAN_LIMITS on; the Spanish message names
// the plan and the way up; with PLAN_LIMITS off nothing is limited. PGlite, or PostgreSQL with
// TEST_DATABASE_URL.

let context: TestContext;
let offContext: TestContext;
const free = findPlan('gratuito');

beforeAll(async () => {
  context = await createTestContext({ config: { arePlanLimitsOn: () => true } });
  offContext = await createTestContext();
});
afterAll(async () => {
  await context.close();
  await offContext.close();
});

const createService = (ctx: TestContext, admin: TestUser, spaceId: string, name: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/spaces/${spaceId}/services`,
    headers: bearer(admin.token),
    payload: { name, duration: 30, price: 20 },
  });

const invite = (ctx: TestContext, admin: TestUser, spaceId: string, email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/spaces/${spaceId}/invitations`,
    headers: bearer(admin.token),
    payload: { email, role: 'MEMBER' },
  });

describe('Gratuito at the API', () => {
  it('refuses a third active service, with the plan and the way up, and a service turned back on', async () => {
    const admin = await registerTestUser(context.app);
    const space = await createSpaceAs(context, admin);
    expect((await createService(context, admin, space.id, 'Consulta')).statusCode).toBe(201);
    const second = await createService(context, admin, space.id, 'Vacuna');
    expect(second.statusCode).toBe(201);
    const third = await createService(context, admin, space.id, 'Cirugía');
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      message: limitMessage(free, 'services'),
    });
    expect(third.json().message).toContain('Gratuito');
    expect(third.json().message).toContain('Premium');

    // Turning one off makes room; turning it on again over the limit is refused.
    const secondId = second.json().data.service.id as string;
    const off = await context.app.inject({
      method: 'PUT',
      url: `/api/services/${secondId}`,
      headers: bearer(admin.token),
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await createService(context, admin, space.id, 'Cirugía')).statusCode).toBe(201);
    const on = await context.app.inject({
      method: 'PUT',
      url: `/api/services/${secondId}`,
      headers: bearer(admin.token),
      payload: { isActive: true },
    });
    expect(on.statusCode).toBe(409);
    expect(on.json().code).toBe('PLAN_LIMIT_REACHED');
  });

  it('makes exactly one of two services created at once at the limit', async () => {
    const admin = await registerTestUser(context.app);
    const space = await createSpaceAs(context, admin);
    expect((await createService(context, admin, space.id, 'Consulta')).statusCode).toBe(201);
    const answers = await Promise.all([
      createService(context, admin, space.id, 'Vacuna'),
      createService(context, admin, space.id, 'Cirugía'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a second user: an invitation while the admin is alone, and accepting one sent on Premium', async () => {
    const admin = await registerTestUser(context.app);
    const space = await createSpaceAs(context, admin);
    const refused = await invite(context, admin, space.id, 'otra@example.com');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      message: limitMessage(free, 'users'),
    });

    // Sent during a trial, answered after it ended: the member would be one over.
    await setStoredPlan(context.database.db, space.id, {
      plan: 'premium',
      source: 'trial',
      endsAt: '2026-03-03T00:00:00Z',
    });
    const invitee = await registerTestUser(context.app);
    await verifyTestUser(context, invitee);
    const sent = await invite(context, admin, space.id, invitee.email);
    expect(sent.statusCode).toBe(201);
    context.clock.set('2026-03-04T08:00:00.000Z');
    try {
      const accepted = await context.app.inject({
        method: 'POST',
        url: `/api/spaces/invitations/${sent.json().data.id}/accept`,
        headers: bearer(invitee.token),
      });
      expect(accepted.statusCode).toBe(409);
      expect(accepted.json().code).toBe('PLAN_LIMIT_REACHED');
    } finally {
      context.clock.set('2026-03-02T08:00:00.000Z');
    }
  });

  it('refuses a schedule that would make a second professional, not another range of the first', async () => {
    const admin = await registerTestUser(context.app);
    const space = await createSpaceAs(context, admin);
    const service = (await createService(context, admin, space.id, 'Consulta')).json().data.service
      .id as string;
    await setStoredPlan(context.database.db, space.id, { plan: 'premium', source: 'operator', endsAt: null });
    const member = await registerTestUser(context.app);
    await verifyTestUser(context, member);
    const invitation = await invite(context, admin, space.id, member.email);
    const joined = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/invitations/${invitation.json().data.id}/accept`,
      headers: bearer(member.token),
    });
    expect(joined.statusCode).toBe(200);
    await setStoredPlan(context.database.db, space.id, { plan: 'gratuito', source: null, endsAt: null });
    const range = (hostId: string, dayOfWeek: number) =>
      context.app.inject({
        method: 'POST',
        url: `/api/services/${service}/schedules`,
        headers: bearer(admin.token),
        payload: { hostId, dayOfWeek, startTime: '09:00', endTime: '13:00' },
      });
    expect((await range(admin.user.id, 1)).statusCode).toBe(201);
    expect((await range(admin.user.id, 2)).statusCode).toBe(201);
    const second = await range(member.user.id, 1);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      message: limitMessage(free, 'professionals'),
    });
  });

  it('limits nothing with PLAN_LIMITS=off', async () => {
    const admin = await registerTestUser(offContext.app);
    const space = await createSpaceAs(offContext, admin);
    for (const name of ['Uno', 'Dos', 'Tres', 'Cuatro']) {
      expect((await createService(offContext, admin, space.id, name)).statusCode).toBe(201);
    }
    expect((await invite(offContext, admin, space.id, 'equipo@example.com')).statusCode).toBe(201);
  });
});
