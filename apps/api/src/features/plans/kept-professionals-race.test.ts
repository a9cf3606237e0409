import { queryRows } from '@citavet/db/database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { createSpaceAs } from '../spaces/spaces.test-support';

// Two admins saving the first schedules of one professional at once (migration 0057, decision 111):
// the kept order must hold the earlier schedule's creation, whichever transaction commits first. On
// PostgreSQL (TEST_DATABASE_URL) the two transactions overlap on two connections; PGlite has one
// connection and runs them one after the other.

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('space_professionals under concurrent schedule writes', () => {
  it('keeps the earliest first schedule when two transactions add one host’s first ranges at once', async () => {
    const admin = await registerTestUser(context.app);
    const space = await createSpaceAs(context, admin);
    const serviceIds: string[] = [];
    for (const name of ['Consulta', 'Vacuna']) {
      const response = await context.app.inject({
        method: 'POST',
        url: `/api/spaces/${space.id}/services`,
        headers: bearer(admin.token),
        payload: { name, duration: 30, price: 20 },
      });
      serviceIds.push(response.json().data.service.id);
    }
    const { db } = context.database;
    const addRange = (serviceId: string | undefined, createdAt: string) =>
      sql`insert into service_schedules (service_id, host_id, day_of_week, start_time, end_time, created_at)
          values (${serviceId}, ${admin.user.id}, 2, '09:00', '10:00', ${createdAt}::timestamptz)`;

    // The earlier range's transaction writes first and commits last.
    let markWritten = () => {};
    const written = new Promise<void>((resolve) => {
      markWritten = resolve;
    });
    const earlier = db.transaction(async (tx) => {
      await tx.execute(addRange(serviceIds[0], '2026-01-05T09:00:00Z'));
      markWritten();
      await sleep(300);
    });
    await Promise.race([written, earlier]);
    const later = db.transaction(async (tx) => {
      await tx.execute(addRange(serviceIds[1], '2026-01-05T10:00:00Z'));
    });
    await Promise.all([earlier, later]);

    const rows = await queryRows<{ first_active_at: string | Date }>(
      db,
      sql`select first_active_at from space_professionals where space_id = ${space.id} and host_id = ${admin.user.id}`,
    );
    expect(rows.map((row) => new Date(row.first_active_at).toISOString())).toEqual([
      '2026-01-05T09:00:00.000Z',
    ]);
  });
});
