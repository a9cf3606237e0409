import { charges, payments } from '@citavet/db/schema/charges';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { ChargeSchema } from '@citavet/domain/charges/charge.schema';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { type ChargesWorld, createChargesWorld, pdfText } from './charges.test-support';

let context: TestContext;
let world: ChargesWorld;

const consult = {
  kind: 'SERVICE',
  description: 'Consulta general',
  quantity: 1,
  unitPrice: 3550,
  taxRateBp: 2100,
};
const product = {
  kind: 'PRODUCT',
  description: 'Pipeta antiparasitaria ≤ 10 kg',
  quantity: 2,
  unitPrice: 1225,
  taxRateBp: 2100,
};

async function charge(body: Record<string, unknown>, user = world.cast.member) {
  const response = await world.send('POST', world.chargesUrl(), user, { clientId: world.clientId, ...body });
  expect(response.statusCode, response.body).toBe(201);
  const answered = response.json().data.charge;
  // The route writes this answer without zod's encode: it must be exactly what the schema allows
  // (parse drops unknown keys, so an extra field would fail the equality).
  expect(ChargeSchema.parse(answered)).toEqual(answered);
  return answered;
}

async function chargeCount() {
  const [row] = await context.database.db.select({ n: count() }).from(charges);
  return row?.n ?? 0;
}

beforeAll(async () => {
  // 11:00 in Madrid on 2 March 2026.
  context = await createTestContext({ clockStart: '2026-03-02T10:00:00.000Z' });
  world = await createChargesWorld(context);
});
afterAll(() => context.close());

describe('a charge at the counter', () => {
  it('charges a completed booking with two methods, numbered, with taxes inside the prices', async () => {
    const bookingId = await world.book('COMPLETED');
    const created = await charge({
      bookingId,
      lines: [consult, product],
      payments: [
        { method: 'DEBIT_CARD', amount: 3000 },
        { method: 'CASH', amount: 3000 },
      ],
    });
    expect(created).toMatchObject({
      receiptNumber: 1,
      currency: 'EUR',
      clientName: 'Lucía Pérez',
      petName: 'Luna',
      bookingId,
      pricesIncludeTax: true,
      subtotal: 6000,
      total: 6000,
      paid: 6000,
      due: 0,
      status: 'PAID',
    });
    // 35,50 includes 6,16 of IVA; 24,50 includes 4,25.
    expect(created.taxTotal).toBe(616 + 425);
    expect(created.payments.map((p: { method: string; amount: number }) => [p.method, p.amount])).toEqual([
      ['DEBIT_CARD', 3000],
      ['CASH', 3000],
    ]);
  });

  it('gives change in cash and refuses more than is due by card', async () => {
    const cash = await charge({ lines: [consult], payments: [{ method: 'CASH', amount: 5000 }] });
    expect(cash.payments[0]).toMatchObject({ amount: 3550, change: 1450 });
    const before = await chargeCount();
    const card = await world.send('POST', world.chargesUrl(), world.cast.member, {
      clientId: world.clientId,
      lines: [consult],
      payments: [{ method: 'CREDIT_CARD', amount: 5000 }],
    });
    expect(card.statusCode).toBe(409);
    expect(card.json()).toMatchObject({ code: 'PAYMENT_OVER_DUE' });
    expect(card.json().message).toMatch(/supera el importe pendiente/);
    expect(await chargeCount()).toBe(before);
  });

  it('answers bad input in Spanish and writes nothing', async () => {
    const before = await chargeCount();
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ lines: [{ ...consult, quantity: -1 }] }, 400, /cantidad debe ser mayor que cero/],
      [
        { lines: [{ ...consult, discount: { kind: 'AMOUNT', value: 3551 } }] },
        400,
        /descuento no puede superar/,
      ],
      [
        { lines: [consult], discount: { kind: 'AMOUNT', value: 9999 } },
        400,
        /descuento no puede superar el total/,
      ],
      [
        { lines: [consult], payments: [{ method: 'CASH', amount: 100, currency: 'USD' }] },
        400,
        /moneda del pago/,
      ],
      [{ bookingId: await world.book('CANCELLED'), lines: [consult] }, 409, /cita cancelada/],
      [{ lines: [{ ...consult, taxRateBp: 1234 }] }, 400, /tasa de impuesto no está configurada/],
      [
        { lines: [consult], payments: [{ method: 'CASH', amount: 100, businessDate: '2026-02-31' }] },
        400,
        /Fecha inválida/,
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await world.send('POST', world.chargesUrl(), world.cast.member, {
        clientId: world.clientId,
        ...body,
      });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.body).toMatch(message);
    }
    expect(await chargeCount()).toBe(before);
    const noSuchDay = await world.send(
      'GET',
      `/api/spaces/${world.cast.spaceId}/cash-close?date=2026-02-30`,
      world.cast.admin,
    );
    expect([noSuchDay.statusCode, noSuchDay.body]).toEqual([400, expect.stringMatching(/Fecha inválida/)]);
  });

  it('numbers receipts per space with no gap after a refused charge', async () => {
    const first = await charge({ lines: [consult] });
    await world.send('POST', world.chargesUrl(), world.cast.member, {
      clientId: world.clientId,
      lines: [consult],
      payments: [{ method: 'TRANSFER', amount: 999_999 }],
    });
    const second = await charge({ lines: [product] });
    expect(second.receiptNumber).toBe(first.receiptNumber + 1);
    const foreign = await world.send('POST', world.chargesUrl(world.cast.otherSpaceId), world.cast.outsider, {
      lines: [{ ...consult, taxRateBp: 0 }],
      currency: 'EUR',
    });
    expect(foreign.json().data.charge.receiptNumber).toBe(1);
  });

  it('shows the client balance and takes an old balance later', async () => {
    const open = await charge({ lines: [consult], payments: [{ method: 'CASH', amount: 1000 }] });
    expect(open).toMatchObject({ due: 2550, status: 'OPEN' });
    const balanceUrl = `/api/spaces/${world.cast.spaceId}/clients/${world.clientId}/balance`;
    const owed = (await world.send('GET', balanceUrl, world.cast.member)).json().data.owed;
    expect(owed).toEqual([{ currency: 'EUR', amount: expect.any(Number), charges: expect.any(Number) }]);
    const paid = await world.send('POST', `${world.chargesUrl()}/${open.id}/payments`, world.cast.member, {
      method: 'OTHER',
      methodLabel: 'Bizum',
      amount: 2550,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data.charge).toMatchObject({ due: 0, status: 'PAID' });
    const nothing = await world.send('POST', `${world.chargesUrl()}/${open.id}/payments`, world.cast.member, {
      method: 'CASH',
      amount: 1,
    });
    expect(nothing.statusCode).toBe(409);
  });
});

describe('corrections never rewrite history', () => {
  it('refunds by a credit note within what was paid, ADMINs only', async () => {
    const paid = await charge({ lines: [consult], payments: [{ method: 'CREDIT_CARD', amount: 3550 }] });
    const url = `${world.chargesUrl()}/${paid.id}/refunds`;
    const refund = { amount: 1000, method: 'CREDIT_CARD', reason: 'Vacuna no aplicada' };
    expect((await world.send('POST', url, world.cast.member, refund)).statusCode).toBe(403);
    const over = await world.send('POST', url, world.cast.admin, { ...refund, amount: 3551 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'REFUND_OVER_PAID' });
    const done = await world.send('POST', url, world.cast.admin, refund);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().data.charge).toMatchObject({ total: 3550, credited: 1000, refunded: 1000, due: 0 });
    expect(done.json().data.charge.creditNotes[0]).toMatchObject({ number: 1, amount: 1000 });
  });

  it('voids an unpaid charge with its reason, refuses one with payments', async () => {
    const unpaid = await charge({ lines: [product] });
    const paid = await charge({ lines: [product], payments: [{ method: 'CASH', amount: 100 }] });
    const voidOf = (id: string, user = world.cast.admin) =>
      world.send('POST', `${world.chargesUrl()}/${id}/void`, user, { reason: 'Cobro duplicado' });
    expect((await voidOf(unpaid.id, world.cast.member)).statusCode).toBe(403);
    const voided = await voidOf(unpaid.id);
    expect(voided.json().data.charge).toMatchObject({
      status: 'VOIDED',
      due: 0,
      voidReason: 'Cobro duplicado',
    });
    expect((await voidOf(unpaid.id)).statusCode).toBe(409);
    expect((await voidOf(paid.id)).json()).toMatchObject({ code: 'CHARGE_HAS_PAYMENTS' });
  });

  it('refuses UPDATE and DELETE of issued rows in the database itself', async () => {
    const issued = await charge({ lines: [consult], payments: [{ method: 'CASH', amount: 100 }] });
    const db = context.database.db;
    await expect(db.update(charges).set({ total: 1 }).where(eq(charges.id, issued.id))).rejects.toThrow();
    await expect(db.delete(charges).where(eq(charges.id, issued.id))).rejects.toThrow();
    await expect(
      db.update(payments).set({ amount: 1 }).where(eq(payments.chargeId, issued.id)),
    ).rejects.toThrow();
    await expect(db.delete(payments).where(eq(payments.chargeId, issued.id))).rejects.toThrow();
  });

  it('keeps a payment beyond what is due out, even bypassing the application', async () => {
    const issued = await charge({ lines: [consult] });
    const insert = (amount: number) =>
      context.database.db.insert(payments).values({
        spaceId: world.cast.spaceId,
        chargeId: issued.id,
        direction: 'IN',
        method: 'TRANSFER',
        currency: 'EUR',
        amount,
        businessDate: '2026-03-02',
        takenByName: 'SQL',
      });
    await insert(3000);
    await expect(insert(551)).rejects.toThrow();
  });
});

describe('who may see and do what', () => {
  it('hides another space’s charge and the charges from outsiders', async () => {
    const mine = await charge({ lines: [consult] });
    const asOutsider = await world.send('GET', `${world.chargesUrl()}/${mine.id}`, world.cast.outsider);
    expect(asOutsider.statusCode).toBe(404);
    const fromOtherSpace = await world.send(
      'GET',
      `${world.chargesUrl(world.cast.otherSpaceId)}/${mine.id}`,
      world.cast.outsider,
    );
    expect(fromOtherSpace.statusCode).toBe(404);
    expect(fromOtherSpace.json()).toMatchObject({ code: 'CHARGE_NOT_FOUND' });
    const pay = await world.send(
      'POST',
      `${world.chargesUrl(world.cast.otherSpaceId)}/${mine.id}/payments`,
      world.cast.outsider,
      {
        method: 'CASH',
        amount: 100,
      },
    );
    expect(pay.statusCode).toBe(404);
  });

  it('lets only ADMINs set taxes and methods, suggesting the country’s IVA', async () => {
    const url = `/api/spaces/${world.cast.spaceId}/charge-settings`;
    const suggested = (await world.send('GET', url, world.cast.member)).json().data;
    expect(suggested).toMatchObject({ isSuggested: true, pricesIncludeTax: true, currency: 'EUR' });
    expect(suggested.taxRates[0]).toEqual({ name: 'IVA 21 %', rateBp: 2100, isDefault: true });
    const body = {
      pricesIncludeTax: true,
      taxRates: [...suggested.taxRates, { name: 'IVA 10 %', rateBp: 1000, isDefault: false }],
      otherMethods: ['Bizum'],
    };
    expect((await world.send('PUT', url, world.cast.member, body)).statusCode).toBe(403);
    const saved = await world.send('PUT', url, world.cast.admin, body);
    expect(saved.json().data).toMatchObject({ isSuggested: false, otherMethods: ['Bizum'] });
  });
});

describe('receipts', () => {
  it('prints the receipt with its total, symbols and that it is not a tax invoice', async () => {
    const issued = await charge({ lines: [consult, product], payments: [{ method: 'CASH', amount: 6000 }] });
    const response = await context.app.inject({
      method: 'GET',
      url: `${world.chargesUrl()}/${issued.id}/receipt.pdf`,
      headers: bearer(world.cast.member.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain(`Recibo n.º ${issued.receiptNumber}`);
    expect(text).toMatch(/Total \(impuestos incluidos\)\s+60,00\s€/);
    expect(text).toContain('Pipeta antiparasitaria ≤ 10 kg');
    expect(text).toContain('no es una factura fiscal');
  });

  it('e-mails the receipt through the outbox with an HTML part and the PDF', async () => {
    const issued = await charge({ lines: [consult] });
    const response = await world.send(
      'POST',
      `${world.chargesUrl()}/${issued.id}/receipt/email`,
      world.cast.member,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await context.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'charge-receipt'))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(row?.toAddress).toBe('lucia@example.com');
    expect(row?.htmlBody).toContain('Recibo n.º');
    expect(row?.attachments?.[0]?.contentType).toBe('application/pdf');
  });
});

describe('the cash close', () => {
  it('sums the day per method, closes it and sends later payments to the open day', async () => {
    const closeUrl = `/api/spaces/${world.cast.spaceId}/cash-close`;
    const day = (await world.send('GET', `${closeUrl}?date=2026-03-02`, world.cast.member)).json().data;
    const cash = day.lines.find((l: { method: string }) => l.method === 'CASH');
    expect(cash.expected).toBeGreaterThan(0);
    expect(
      (await world.send('POST', closeUrl, world.cast.member, { date: '2026-03-02', countedCash: [] }))
        .statusCode,
    ).toBe(403);
    const future = await world.send('POST', closeUrl, world.cast.admin, {
      date: '2026-03-03',
      countedCash: [],
    });
    expect(future.statusCode).toBe(400);
    const closed = await world.send('POST', closeUrl, world.cast.admin, {
      date: '2026-03-02',
      countedCash: [{ currency: 'EUR', amount: cash.expected - 50 }],
      note: 'Faltan 50 céntimos',
    });
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json().data.closed.counted).toEqual([
      { currency: 'EUR', amount: cash.expected - 50, difference: -50 },
    ]);
    expect(
      (await world.send('POST', closeUrl, world.cast.admin, { date: '2026-03-02', countedCash: [] }))
        .statusCode,
    ).toBe(409);

    const later = await charge({ lines: [consult], payments: [{ method: 'CASH', amount: 3550 }] });
    expect(later.payments[0].businessDate).toBe('2026-03-03');
    const before = await chargeCount();
    const late = await world.send('POST', world.chargesUrl(), world.cast.member, {
      lines: [consult],
      payments: [{ method: 'CASH', amount: 100, businessDate: '2026-03-02' }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'DAY_CLOSED',
      message: expect.stringMatching(/caja de ese día está cerrada/),
    });
    expect(await chargeCount()).toBe(before);
    // The database refuses it too, for a close that lands between the check and the write.
    const next = await charge({ lines: [consult] });
    await expect(
      context.database.db.execute(sql`
        INSERT INTO payments (space_id, charge_id, direction, method, currency, amount, business_date, taken_by_name)
        VALUES (${world.cast.spaceId}, ${next.id}, 'IN', 'CASH', 'EUR', 100, '2026-03-02', 'Caja')`),
    ).rejects.toThrow();
  });
});
