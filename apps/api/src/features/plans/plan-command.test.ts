import { queryRows } from '@citavet/db/database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { createSpaceAs, type TestUser } from '../spaces/spaces.test-support';
import { runPlanCommand } from './run-plan-command';

// `npm run plan -- set <route> <plan> [--until <date>]` (decision 073): the operator's change of a
// space's plan, written to the audit log with no actor; refusals are Spanish.

let context: TestContext;
let admin: TestUser;
const route = `clinica-plan-${Math.random().toString(36).slice(2, 8)}`;
let spaceId: string;

beforeAll(async () => {
  context = await createTestContext({ config: { arePlanLimitsOn: () => true } });
  admin = await registerTestUser(context.app);
  spaceId = (await createSpaceAs(context, admin, { route })).id;
});
afterAll(() => context.close());

const run = (...argv: string[]) => runPlanCommand(argv, { db: context.database.db, clock: context.clock });
const planOf = async () =>
  (
    await context.app.inject({
      method: 'GET',
      url: `/api/spaces/${spaceId}/plan`,
      headers: bearer(admin.token),
    })
  ).json().data.plan;

describe('npm run plan', () => {
  it('puts a space on Premium until the end of a day in its zone, audited, then back on Gratuito', async () => {
    const line = await run('set', route, 'premium', '--until', '2026-03-31');
    // Madrid: the end of 31 March is 1 April 00:00 CEST, 31 March 22:00 UTC.
    expect(line).toContain('plan Premium hasta 2026-03-31T22:00:00.000Z');
    expect(await planOf()).toMatchObject({
      id: 'premium',
      isTrial: false,
      endsAt: '2026-03-31T22:00:00.000Z',
    });
    const [event] = await queryRows<{
      actor_user_id: string | null;
      action: string;
      details: Record<string, unknown>;
    }>(
      context.database.db,
      sql`select actor_user_id, action, details from audit_events where space_id = ${spaceId}
           order by created_at desc limit 1`,
    );
    expect(event).toMatchObject({
      actor_user_id: null,
      action: 'PLAN_CHANGED',
      details: { from: 'gratuito', to: 'premium', until: '2026-03-31T22:00:00.000Z' },
    });

    await run('set', route, 'trial');
    expect(await planOf()).toMatchObject({ id: 'premium', isTrial: true, trialDaysLeft: 14 });
    await run('set', route, 'free');
    expect(await planOf()).toMatchObject({ id: 'gratuito', endsAt: null });
  });

  it('refuses, in Spanish, a plan that does not exist, a past date, an unknown space and a bad command', async () => {
    await expect(run('set', route, 'oro')).rejects.toThrow(
      'Plan desconocido: usa free, trial, premium o empresa',
    );
    await expect(run('set', route, 'premium', '--until', '2020-01-01')).rejects.toThrow(
      'La fecha de --until ya pasó',
    );
    await expect(run('set', route, 'premium', '--until', 'mañana')).rejects.toThrow('AAAA-MM-DD');
    await expect(run('set', 'no-existe', 'premium')).rejects.toThrow(
      'No hay ningún espacio con la ruta «no-existe»',
    );
    await expect(run('poner', route, 'premium')).rejects.toThrow('Uso: npm run plan -- set');
  });
});
