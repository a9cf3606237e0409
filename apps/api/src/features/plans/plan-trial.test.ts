import { queryRows } from '@citavet/db/database';
import { TRIAL_REFUSAL_MESSAGES } from '@citavet/domain/plans/space-plan';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  registerTestUser,
  signTestToken,
  type TestContext,
} from '../../test/test-app';
import { createSpaceAs, type TestUser } from '../spaces/spaces.test-support';
import { queuePlanNotices } from './queue-plan-notices';

// The trial, the usage of 'Plan y uso', the choice of what stays active after it, 'Pasar a Premium'
// and the plan's e-mails (decision 073), with a clock moved through the trial's 14 days.

const DAY = 86_400_000;
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({
    config: { arePlanLimitsOn: () => true, salesEmail: 'ventas@citavet.test' },
  });
});
afterAll(() => context.close());

const noticeDeps = () => ({
  database: context.database,
  clock: context.clock,
  config: { publicUrl: 'http://citavet.test', arePlanLimitsOn: () => true },
});

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  context.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(user.token),
    ...(payload ? { payload } : {}),
  });

const createService = (admin: TestUser, spaceId: string, name: string) =>
  call(admin, 'POST', `/spaces/${spaceId}/services`, { name, duration: 30, price: 20 });

const outboxTo = (address: string) =>
  queryRows<{ kind: string; subject: string; dedupe_key: string | null }>(
    context.database.db,
    sql`select kind, subject, dedupe_key from email_outbox where to_address = ${address} order by created_at, kind`,
  );

describe('the Premium trial', () => {
  it('starts once, lifts the limits for 14 days, e-mails before and at its end, then Gratuito keeps the first services', async () => {
    context.clock.set('2026-03-02T08:00:00.000Z');
    const admin = await registerTestUser(context.app);
    const space = await createSpaceAs(context, admin);
    const before = await call(admin, 'GET', `/spaces/${space.id}/plan`);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({
      plan: { id: 'gratuito', isTrial: false },
      trialRefusal: null,
    });
    expect(before.json().data.usage.map((line: { label: string }) => line.label)).toEqual([
      'Citas este mes: 0 de 1.000',
      'Servicios: 0 de 2',
      'Usuarios: 1 de 1',
      'Profesionales: 0 de 1',
    ]);

    const started = await call(admin, 'POST', `/spaces/${space.id}/plan/trial`);
    expect(started.statusCode).toBe(200);
    expect(started.json().data.plan).toMatchObject({ id: 'premium', isTrial: true, trialDaysLeft: 14 });
    const again = await call(admin, 'POST', `/spaces/${space.id}/plan/trial`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'TRIAL_NOT_AVAILABLE',
      message: TRIAL_REFUSAL_MESSAGES['already-on-plan'],
    });

    const ids: string[] = [];
    for (const name of ['Consulta', 'Vacuna', 'Cirugía']) {
      context.clock.advance(60_000);
      const created = await createService(admin, space.id, name);
      expect(created.statusCode).toBe(201);
      ids.push(created.json().data.service.id);
    }
    const audit = await queryRows<{ action: string }>(
      context.database.db,
      sql`select action from audit_events where space_id = ${space.id}`,
    );
    expect(audit.map((row) => row.action)).toEqual(['PLAN_TRIAL_STARTED']);

    // 11 days in: 3 left, the 'termina en 3 días' e-mail, once however often the scheduler runs.
    context.clock.set(new Date(Date.parse('2026-03-02T08:00:00.000Z') + 11 * DAY).toISOString());
    admin.token = await signTestToken(context, admin.user.id);
    expect((await call(admin, 'GET', `/spaces/${space.id}/plan`)).json().data.plan.trialDaysLeft).toBe(3);
    await queuePlanNotices(noticeDeps());
    await queuePlanNotices(noticeDeps());
    expect((await outboxTo(admin.email)).map((mail) => mail.kind)).toContain('plan-trial-ending-soon');

    // The end: back on Gratuito, nothing deleted, the two services created first stay active.
    context.clock.set(new Date(Date.parse('2026-03-02T08:00:00.000Z') + 14 * DAY + 1).toISOString());
    admin.token = await signTestToken(context, admin.user.id);
    const ended = (await call(admin, 'GET', `/spaces/${space.id}/plan`)).json().data;
    expect(ended.plan).toMatchObject({ id: 'gratuito', isTrial: false, trialDaysLeft: null });
    expect(ended.trialRefusal).toBe(TRIAL_REFUSAL_MESSAGES['space-used']);
    expect(
      ended.services.map((service: { id: string; isKept: boolean }) => [service.id, service.isKept]),
    ).toEqual([
      [ids[0], true],
      [ids[1], true],
      [ids[2], false],
    ]);
    await queuePlanNotices(noticeDeps());
    const kinds = (await outboxTo(admin.email)).map((mail) => mail.kind);
    expect(kinds.filter((kind) => kind.startsWith('plan-trial'))).toEqual([
      'plan-trial-ending-soon',
      'plan-trial-ended',
    ]);
    expect((await createService(admin, space.id, 'Otra')).json().code).toBe('PLAN_LIMIT_REACHED');

    // The ADMIN chooses: Consulta and Cirugía stay, Vacuna is turned off (not deleted).
    const chosen = await call(admin, 'PUT', `/spaces/${space.id}/plan/kept`, {
      serviceIds: [ids[0], ids[2]],
      professionalId: null,
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.services.map((service: { isKept: boolean }) => service.isKept)).toEqual([
      true,
      false,
      true,
    ]);
    const tooMany = await call(admin, 'PUT', `/spaces/${space.id}/plan/kept`, {
      serviceIds: ids,
      professionalId: null,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('PLAN_CHOICE_OVER_LIMIT');
  });

  it('is once per account: the same admin cannot start another in a second space', async () => {
    context.clock.set('2026-03-02T08:00:00.000Z');
    const admin = await registerTestUser(context.app);
    const first = await createSpaceAs(context, admin);
    const second = await createSpaceAs(context, admin);
    expect((await call(admin, 'POST', `/spaces/${first.id}/plan/trial`)).statusCode).toBe(200);
    const refused = await call(admin, 'POST', `/spaces/${second.id}/plan/trial`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TRIAL_REFUSAL_MESSAGES['account-used']);
  });

  it('lets only ADMINs start it or ask for Premium; a plan that does not exist is a Spanish 400', async () => {
    context.clock.set('2026-03-02T08:00:00.000Z');
    const admin = await registerTestUser(context.app);
    const outsider = await registerTestUser(context.app);
    const space = await createSpaceAs(context, admin);
    expect((await call(outsider, 'POST', `/spaces/${space.id}/plan/trial`)).statusCode).toBe(404);
    const unknown = await call(admin, 'POST', `/spaces/${space.id}/plan/upgrade-request`, { planId: 'oro' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Plan desconocido/);
    const soon = await call(admin, 'POST', `/spaces/${space.id}/plan/upgrade-request`, { planId: 'empresa' });
    expect(soon.statusCode).toBe(400);
    expect(soon.json().message).toContain('llegará pronto');

    const asked = await call(admin, 'POST', `/spaces/${space.id}/plan/upgrade-request`, {
      planId: 'premium',
    });
    expect(asked.statusCode).toBe(200);
    const sales = await outboxTo('ventas@citavet.test');
    expect(sales.at(-1)?.subject).toBe('Solicitud de cambio a Premium');
    const overview = (await call(admin, 'GET', `/spaces/${space.id}/plan`)).json().data;
    expect(overview.upgradeRequestedAt).toBe('2026-03-02T08:00:00.000Z');
  });

  it('e-mails the admins at 80 % of the month once', async () => {
    context.clock.set('2026-03-02T08:00:00.000Z');
    const admin = await registerTestUser(context.app);
    const space = await createSpaceAs(context, admin);
    const service = (await createService(admin, space.id, 'Consulta')).json().data.service.id as string;
    await queryRows(
      context.database.db,
      sql`insert into bookings (space_id, service_id, host_id, client_name, service_name, service_duration,
            start_at, end_at, status, source)
          select ${space.id}, ${service}, ${admin.user.id}, 'Relleno', 'Consulta', 30,
                 '2026-03-03T00:00:00Z'::timestamptz + n * interval '30 minutes',
                 '2026-03-03T00:30:00Z'::timestamptz + n * interval '30 minutes', 'CONFIRMED', 'INTERNAL'
            from generate_series(0, 799) as n`,
    );
    await queuePlanNotices(noticeDeps());
    await queuePlanNotices(noticeDeps());
    const usage = (await outboxTo(admin.email)).filter((mail) => mail.kind.startsWith('plan-usage'));
    expect(usage.map((mail) => mail.kind)).toEqual(['plan-usage-80']);
  });
});
