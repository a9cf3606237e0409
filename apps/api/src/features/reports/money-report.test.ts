import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type ChargesWorld, createChargesWorld } from '../charges/charges.test-support';

// The reports' money (decision 071): charged and collected per currency beside the booked income,
// collected per payment method, what is owed by age; a MEMBER reads only what they charged and took.

let context: TestContext;
let world: ChargesWorld;

const line = (unitPrice: number) => ({
  kind: 'PRODUCT',
  description: 'Consulta',
  quantity: 1,
  unitPrice,
  taxRateBp: 0,
});

async function charge(user: ChargesWorld['cast']['member'], body: Record<string, unknown>) {
  const response = await world.send('POST', world.chargesUrl(), user, { clientId: world.clientId, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.charge as { id: string };
}

beforeAll(async () => {
  context = await createTestContext({ clockStart: '2026-03-02T10:00:00.000Z' });
  world = await createChargesWorld(context);
  // 41 days before the report's "today": an old debt.
  context.clock.set('2026-01-20T10:00:00.000Z');
  await charge(world.cast.admin, { lines: [line(10_000)], payments: [{ method: 'CASH', amount: 2_000 }] });
  context.clock.set('2026-03-02T10:00:00.000Z');
  await charge(world.cast.member, {
    lines: [line(5_000)],
    payments: [
      { method: 'DEBIT_CARD', amount: 3_000 },
      { method: 'OTHER', methodLabel: 'Bizum', amount: 1_000 },
    ],
  });
  const voided = await charge(world.cast.admin, { lines: [line(999)] });
  await world.send('POST', `${world.chargesUrl()}/${voided.id}/void`, world.cast.admin, { reason: 'Error' });
});
afterAll(() => context.close());

const url = (query: string) => `/api/spaces/${world.cast.spaceId}/reports/money?${query}`;

describe('GET /reports/money', () => {
  it('gives the ADMIN charged, collected, per method and owed by age, voids left out', async () => {
    const response = await world.send('GET', url('from=2026-01-01&to=2026-03-31'), world.cast.admin);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    expect(report.charged).toEqual([{ currency: 'EUR', amount: 15_000, charges: 2 }]);
    expect(report.collected).toEqual([{ currency: 'EUR', amount: 6_000 }]);
    expect(report.byMethod).toEqual([
      { currency: 'EUR', method: 'CASH', methodLabel: null, amount: 2_000 },
      { currency: 'EUR', method: 'DEBIT_CARD', methodLabel: null, amount: 3_000 },
      { currency: 'EUR', method: 'OTHER', methodLabel: 'Bizum', amount: 1_000 },
    ]);
    expect(report.outstanding).toEqual([
      { currency: 'EUR', age: '0-30', amount: 1_000, charges: 1 },
      { currency: 'EUR', age: '31-60', amount: 8_000, charges: 1 },
    ]);
  });

  it('counts only the period asked for', async () => {
    const march = (await world.send('GET', url('from=2026-03-01&to=2026-03-31'), world.cast.admin)).json()
      .data;
    expect(march.charged).toEqual([{ currency: 'EUR', amount: 5_000, charges: 1 }]);
    expect(march.collected).toEqual([{ currency: 'EUR', amount: 4_000 }]);
  });

  it('shows a MEMBER only their own figures and refuses another member’s', async () => {
    const own = (await world.send('GET', url('from=2026-01-01&to=2026-03-31'), world.cast.member)).json()
      .data;
    expect(own.charged).toEqual([{ currency: 'EUR', amount: 5_000, charges: 1 }]);
    expect(own.collected).toEqual([{ currency: 'EUR', amount: 4_000 }]);
    expect(own.outstanding).toEqual([{ currency: 'EUR', age: '0-30', amount: 1_000, charges: 1 }]);
    const other = await world.send(
      'GET',
      url(`from=2026-01-01&to=2026-03-31&hostId=${world.cast.admin.user.id}`),
      world.cast.member,
    );
    expect(other.statusCode).toBe(403);
    expect(
      (await world.send('GET', url('from=2026-01-01&to=2026-03-31'), world.cast.outsider)).statusCode,
    ).toBe(404);
  });
});
