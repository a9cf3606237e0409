import { charges } from '@citavet/db/schema/charges';
import { spaces } from '@citavet/db/schema/spaces';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type ChargesWorld, createChargesWorld } from './charges.test-support';

// Once a space has issued a charge, the process judges the next one on the facts it remembers
// (time zone, currency, country, tax settings) and the issuing statement writes it only if they,
// and the booking, client, pet, services and days' closes, still hold. Here each of them changes
// after the facts were remembered: the charge must come out as a fresh read would judge it, and a
// refusal must leave nothing written and no receipt number taken.

let context: TestContext;
let world: ChargesWorld;

const line = (taxRateBp: number, unitPrice = 1000) => ({
  kind: 'PRODUCT',
  description: 'Producto',
  quantity: 1,
  unitPrice,
  taxRateBp,
});

async function chargeCount() {
  const [row] = await context.database.db
    .select({ n: count() })
    .from(charges)
    .where(eq(charges.spaceId, world.cast.spaceId));
  return row?.n ?? 0;
}

async function issue(body: Record<string, unknown>) {
  const response = await world.send('POST', world.chargesUrl(), world.cast.admin, body);
  return { status: response.statusCode, body: response.json() };
}

async function expectIssued(body: Record<string, unknown>) {
  const answered = await issue(body);
  expect(answered.status, JSON.stringify(answered.body)).toBe(201);
  return answered.body.data.charge;
}

async function expectRefused(body: Record<string, unknown>, status: number, code: string) {
  const before = await chargeCount();
  const answered = await issue(body);
  expect(answered.status, JSON.stringify(answered.body)).toBe(status);
  expect(answered.body.code).toBe(code);
  expect(await chargeCount()).toBe(before);
}

beforeAll(async () => {
  // 11:00 in Madrid on 2 March 2026.
  context = await createTestContext({ clockStart: '2026-03-02T10:00:00.000Z' });
  world = await createChargesWorld(context);
});
afterAll(() => context.close());

describe('a charge judged on remembered facts', () => {
  it('follows tax settings changed after the last charge, both ways', async () => {
    const save = async (pricesIncludeTax: boolean, rates: number[]) => {
      const taxRates = rates.map((rateBp, index) => ({
        name: `IVA ${rateBp / 100} %`,
        rateBp,
        isDefault: index === 0,
      }));
      const saved = await world.send(
        'PUT',
        `/api/spaces/${world.cast.spaceId}/charge-settings`,
        world.cast.admin,
        { pricesIncludeTax, taxRates, otherMethods: [] },
      );
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await save(true, [2100, 1000]);
    const first = await expectIssued({ clientId: world.clientId, lines: [line(2100)] });
    expect(first).toMatchObject({ receiptNumber: 1, pricesIncludeTax: true, total: 1000 });
    // Only the rates change: 21 % is dropped.
    await save(true, [1000]);
    const known = await expectIssued({ clientId: world.clientId, lines: [line(1000)] });
    expect(known).toMatchObject({ receiptNumber: 2, taxTotal: 91, total: 1000 });
    await expectRefused({ clientId: world.clientId, lines: [line(2100)] }, 400, 'INVALID_CHARGE');
    // Only whether prices include tax changes: now it is added on top.
    await save(false, [1000]);
    const added = await expectIssued({ clientId: world.clientId, lines: [line(1000)] });
    expect(added).toMatchObject({ receiptNumber: 3, pricesIncludeTax: false, taxTotal: 100, total: 1100 });
  });

  it('takes a currency changed since the last charge', async () => {
    await context.database.db
      .update(spaces)
      .set({ defaultCurrency: 'USD' })
      .where(eq(spaces.id, world.cast.spaceId));
    const issued = await expectIssued({ clientId: world.clientId, lines: [line(0)] });
    expect(issued.currency).toBe('USD');
    await context.database.db
      .update(spaces)
      .set({ defaultCurrency: 'EUR' })
      .where(eq(spaces.id, world.cast.spaceId));
  });

  it('refuses a client, pet or booking the space does not have, or no longer may charge', async () => {
    await expectIssued({ clientId: world.clientId, lines: [line(0)] });
    await expectRefused({ clientId: world.foreignClientId, lines: [line(0)] }, 404, 'CLIENT_NOT_FOUND');
    await expectRefused(
      { clientId: world.clientId, petId: world.foreignClientId, lines: [line(0)] },
      404,
      'PET_NOT_FOUND',
    );
    const other = await world.send('POST', `/api/spaces/${world.cast.spaceId}/clients`, world.cast.admin, {
      name: 'Otro Cliente',
    });
    await expectRefused(
      { clientId: other.json().data.client.id, petId: world.petId, lines: [line(0)] },
      400,
      'PET_NOT_OF_CLIENT',
    );
    const cancelled = await world.book('CANCELLED');
    await expectRefused({ bookingId: cancelled, lines: [line(0)] }, 409, 'CHARGE_FOR_CANCELLED_BOOKING');
    await expectRefused(
      {
        clientId: world.clientId,
        lines: [{ ...line(0), kind: 'SERVICE', serviceId: world.foreignClientId }],
      },
      404,
      'SERVICE_NOT_FOUND',
    );
    // A booking's client, pet and names come from the booking, read by the issuing statement.
    const completed = await world.book('COMPLETED');
    const fromBooking = await expectIssued({ bookingId: completed, lines: [line(0)] });
    expect(fromBooking).toMatchObject({
      bookingId: completed,
      clientId: world.clientId,
      clientName: 'Lucía Pérez',
      petId: world.petId,
      petName: 'Luna',
    });
  });

  it('moves a payment to the open day once today is closed, and refuses a closed day asked for', async () => {
    await expectIssued({ clientId: world.clientId, lines: [line(0)] });
    const closed = await world.send(
      'POST',
      `/api/spaces/${world.cast.spaceId}/cash-close`,
      world.cast.admin,
      {
        date: '2026-03-02',
        countedCash: [],
      },
    );
    expect(closed.statusCode, closed.body).toBe(201);
    const paid = await expectIssued({
      clientId: world.clientId,
      lines: [line(0, 2000)],
      payments: [{ method: 'CASH', amount: 2000 }],
    });
    expect(paid.payments[0].businessDate).toBe('2026-03-03');
    await expectRefused(
      {
        clientId: world.clientId,
        lines: [line(0, 2000)],
        payments: [{ method: 'CASH', amount: 2000, businessDate: '2026-03-02' }],
      },
      409,
      'DAY_CLOSED',
    );
  });
});
