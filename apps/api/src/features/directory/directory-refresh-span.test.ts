import { queryRows } from '@citavet/db/database';
import { bookings } from '@citavet/db/schema/bookings';
import { spaces } from '@citavet/db/schema/spaces';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { insertMember, insertSchedule, insertService, insertSpace } from '../bookings/bookings.test-support';

// Decision 079: a booking's announcement names its busy time, and the directory recomputes a clinic
// only for a booking within the days its entry is computed from; one months ahead changes no next slot.
// Clock: Monday 2026-03-02 08:00Z.

let context: TestContext;
let spaceId: string;
let serviceId: string;
let hostId: string;
beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  const ana = await registerTestUser(context.app, { name: 'Ana' });
  hostId = ana.user.id;
  spaceId = await insertSpace(db, { timeZone: 'Europe/Madrid', name: 'Clínica Lejana' });
  await db.update(spaces).set({ route: 'clinica-lejana', city: 'Málaga' }).where(eq(spaces.id, spaceId));
  await insertMember(db, spaceId, hostId, 'ADMIN');
  serviceId = await insertService(db, spaceId, { isBookableByClients: true, maxAdvanceBooking: 365 });
  for (const dayOfWeek of [1, 2, 3, 4, 5, 6, 7]) {
    await insertSchedule(db, { serviceId, hostId, dayOfWeek, startTime: '09:00', endTime: '13:00' });
  }
});
afterAll(async () => {
  await context.close();
});

/** Reads the directory (which waits until every committed change is in it), then the clinic's row. */
async function entryAfterRead() {
  const response = await context.app.inject({ method: 'GET', url: '/api/directory/spaces' });
  expect(response.statusCode).toBe(200);
  const [row] = await queryRows<{ sort_name: string }>(
    context.database.db,
    sql`select sort_name from directory_entries where space_id = ${spaceId}`,
  );
  return row?.sort_name ?? null;
}

async function book(startAt: string) {
  const start = new Date(startAt);
  await context.database.db.insert(bookings).values({
    spaceId,
    serviceId,
    hostId,
    clientName: 'Lucía',
    serviceName: 'Consulta general',
    servicePrice: '25.50',
    serviceCurrency: 'EUR',
    serviceDuration: 30,
    startAt: start,
    endAt: new Date(start.getTime() + 30 * 60_000),
    status: 'CONFIRMED',
    source: 'INTERNAL',
  });
}

describe('the directory and a booking announcement', () => {
  it('does not recompute a clinic for a booking months ahead, and does for one tomorrow', async () => {
    expect(await entryAfterRead()).toBe('clinica lejana');
    // A marker no recomputation would write: it stays only while the entry is not recomputed.
    await context.database.db.execute(
      sql`update directory_entries set sort_name = 'marca' where space_id = ${spaceId}`,
    );
    await book('2026-06-10T08:00:00Z');
    expect(await entryAfterRead()).toBe('marca');
    await book('2026-03-03T08:00:00Z');
    expect(await entryAfterRead()).toBe('clinica lejana');
  });
});
