import { queryRows } from '@citavet/db/database';
import { clients } from '@citavet/db/schema/bookings';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type ChargesWorld, createChargesWorld } from './charges.test-support';

// A client's 'Saldo' is a row per currency that a trigger keeps in the charge's own transaction
// (migration 0040, docs/decisions/080-charges-figures.md). After every kind of movement (a charge
// with or without payments, a later payment, a refund, a void, a client deleted) it must equal the
// sum recounted from every charge's balance, and the API must answer it.

let context: TestContext;
let world: ChargesWorld;

beforeAll(async () => {
  context = await createTestContext({ clockStart: '2026-03-02T10:00:00.000Z' });
  world = await createChargesWorld(context);
});
afterAll(() => context.close());

type Owed = { currency: string; amount: number; charges: number };

/** The oracle: every charge of the space recounted, outside the trigger. */
async function recounted(clientId: string): Promise<Owed[]> {
  const rows = await queryRows<{ currency: string; amount: string; charges: number }>(
    context.database.db,
    sql`SELECT currency, sum(outstanding)::text AS amount, count(*)::int AS charges
          FROM charge_balances
         WHERE space_id = ${world.cast.spaceId} AND client_id = ${clientId} AND outstanding > 0
         GROUP BY currency ORDER BY currency`,
  );
  return rows.map((row) => ({ currency: row.currency, amount: Number(row.amount), charges: row.charges }));
}

async function answered(clientId: string): Promise<Owed[]> {
  const response = await world.send(
    'GET',
    `/api/spaces/${world.cast.spaceId}/clients/${clientId}/balance`,
    world.cast.member,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.owed;
}

const line = (unitPrice: number) => ({
  kind: 'PRODUCT',
  description: 'Producto',
  quantity: 1,
  unitPrice,
  taxRateBp: 0,
});

describe("a client's balance", () => {
  it('equals the recount of their charges after every movement, per currency', async () => {
    const other = await world.send('POST', `/api/spaces/${world.cast.spaceId}/clients`, world.cast.admin, {
      name: 'Marta Gil',
    });
    const otherId: string = other.json().data.client.id;
    const post = async (url: string, body: unknown, user = world.cast.admin) => {
      const response = await world.send('POST', url, user, body);
      expect([200, 201], response.body).toContain(response.statusCode);
      return response.json().data.charge as { id: string };
    };
    const issue = (clientId: string, unitPrice: number, currency: string, paid = 0) =>
      post(world.chargesUrl(), {
        clientId,
        currency,
        lines: [line(unitPrice)],
        payments: paid > 0 ? [{ method: 'DEBIT_CARD', amount: paid }] : [],
      });
    const check = async () => {
      for (const clientId of [world.clientId, otherId]) {
        const oracle = await recounted(clientId);
        expect(await answered(clientId)).toEqual(oracle);
      }
    };

    const a = await issue(world.clientId, 3000, 'EUR');
    await check();
    const b = await issue(world.clientId, 5000, 'EUR', 2000);
    const c = await issue(world.clientId, 1200, 'USD', 200);
    const d = await issue(otherId, 900, 'EUR');
    await check();
    expect(await answered(world.clientId)).toEqual([
      { currency: 'EUR', amount: 6000, charges: 2 },
      { currency: 'USD', amount: 1000, charges: 1 },
    ]);
    // An old balance paid later, in part and then in full.
    await post(`${world.chargesUrl()}/${b.id}/payments`, { method: 'CASH', amount: 1000 });
    await check();
    await post(`${world.chargesUrl()}/${b.id}/payments`, { method: 'CASH', amount: 2000 });
    await check();
    // A refund lowers what the charge is worth and what was paid alike: nothing more is owed.
    await post(`${world.chargesUrl()}/${c.id}/refunds`, {
      amount: 200,
      method: 'CASH',
      reason: 'Devolución',
    });
    await check();
    // A void takes the charge out of the balance.
    await post(`${world.chargesUrl()}/${a.id}/void`, { reason: 'Duplicado' });
    await check();
    expect(await answered(world.clientId)).toEqual([{ currency: 'USD', amount: 1000, charges: 1 }]);
    // Paying the last one leaves nothing owed.
    await post(`${world.chargesUrl()}/${c.id}/payments`, { method: 'CASH', amount: 1000 });
    expect(await answered(world.clientId)).toEqual([]);
    await check();
    // A client deleted for good takes their row along; their charges keep the name, no longer the link.
    await issue(otherId, 400, 'EUR');
    expect(await answered(otherId)).toEqual([{ currency: 'EUR', amount: 1300, charges: 2 }]);
    await context.database.db.delete(clients).where(eq(clients.id, otherId));
    const left = await queryRows<{ n: number }>(
      context.database.db,
      sql`SELECT count(*)::int AS n FROM client_balances WHERE client_id = ${otherId}`,
    );
    expect(left[0]?.n).toBe(0);
    expect(d.id).toBeTruthy();
  });
});
