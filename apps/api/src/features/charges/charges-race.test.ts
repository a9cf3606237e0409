import { chargeBalances, payments } from '@citavet/db/schema/charges';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { type ChargesWorld, createChargesWorld } from './charges.test-support';

// Two API instances on one database stand for two processes: two people paying the same charge at
// once never overpay it. On PostgreSQL (TEST_DATABASE_URL) the requests really run concurrently.

let first: TestContext;
let second: TestContext;
let world: ChargesWorld;

beforeAll(async () => {
  first = await createTestContext({ clockStart: '2026-03-02T10:00:00.000Z' });
  second = await createTestContext({ clockStart: '2026-03-02T10:00:00.000Z', database: first.database });
  world = await createChargesWorld(first);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

async function openCharge(total: number) {
  const response = await world.send('POST', world.chargesUrl(), world.cast.member, {
    clientId: world.clientId,
    lines: [{ kind: 'PRODUCT', description: 'Análisis', quantity: 1, unitPrice: total, taxRateBp: 2100 }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.charge.id as string;
}

describe('a race of two payments on one charge', () => {
  it('lets one through and answers the other 409, through two API processes', async () => {
    for (let round = 0; round < 5; round++) {
      const chargeId = await openCharge(4000);
      const pay = (context: TestContext, user: ChargesWorld['cast']['member']) =>
        context.app.inject({
          method: 'POST',
          url: `${world.chargesUrl()}/${chargeId}/payments`,
          headers: bearer(user.token),
          payload: { method: 'DEBIT_CARD', amount: 3000 },
        });
      const answers = await Promise.all([pay(first, world.cast.member), pay(second, world.cast.admin)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      const [balance] = await first.database.db
        .select()
        .from(chargeBalances)
        .where(eq(chargeBalances.chargeId, chargeId));
      expect(balance).toMatchObject({ paid: 3000, outstanding: 1000 });
    }
  });

  it('holds in the database when both writers skip the application’s lock', async () => {
    const chargeId = await openCharge(4000);
    const insert = () =>
      first.database.db.transaction(async (tx) => {
        await tx.insert(payments).values({
          spaceId: world.cast.spaceId,
          chargeId,
          direction: 'IN',
          method: 'TRANSFER',
          currency: 'EUR',
          amount: 3000,
          businessDate: '2026-03-02',
          takenByName: 'SQL',
        });
      });
    const outcomes = await Promise.allSettled([insert(), insert()]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const [balance] = await first.database.db
      .select()
      .from(chargeBalances)
      .where(eq(chargeBalances.chargeId, chargeId));
    expect(balance?.paid).toBe(3000);
  });
});
