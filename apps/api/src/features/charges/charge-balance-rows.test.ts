import { queryRows } from '@citavet/db/database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { translateDatabaseRefusal } from './charge-failures';
import { type ChargesWorld, createChargesWorld } from './charges.test-support';

// The balance rows as the database keeps them whatever writes the charges and payments: the
// payments' trigger is a statement one (migration 0052) that adds each charge's sums in one update,
// and a charge written in the same statement as its payments gets its row inserted with them.
// Written here in raw SQL, many rows per statement, as no route writes them.

let context: TestContext;
let world: ChargesWorld;
let receipt = 9000;

beforeAll(async () => {
  context = await createTestContext({ clockStart: '2026-03-02T10:00:00.000Z' });
  world = await createChargesWorld(context);
});
afterAll(() => context.close());

type Balance = { total: number; paid: number; refunded: number; credited: number; outstanding: number };

async function balanceOf(chargeId: string): Promise<Balance | null> {
  const [row] = await queryRows<Record<keyof Balance, string>>(
    context.database.db,
    sql`SELECT total, paid, refunded, credited, outstanding FROM charge_balances WHERE charge_id = ${chargeId}`,
  );
  if (!row) return null;
  return {
    total: Number(row.total),
    paid: Number(row.paid),
    refunded: Number(row.refunded),
    credited: Number(row.credited),
    outstanding: Number(row.outstanding),
  };
}

/** The client's row against the recount of every charge's balance (the oracle of migration 0040). */
async function expectClientRowRecounted() {
  const [kept] = await queryRows<{ owed: string | null; charges_owed: number | null }>(
    context.database.db,
    sql`SELECT sum(owed)::text AS owed, sum(charges_owed)::int AS charges_owed FROM client_balances
         WHERE space_id = ${world.cast.spaceId} AND client_id = ${world.clientId}`,
  );
  const [recount] = await queryRows<{ owed: string | null; charges_owed: number }>(
    context.database.db,
    sql`SELECT sum(outstanding)::text AS owed, count(*)::int AS charges_owed FROM charge_balances
         WHERE space_id = ${world.cast.spaceId} AND client_id = ${world.clientId} AND outstanding > 0`,
  );
  expect(Number(kept?.owed ?? 0)).toBe(Number(recount?.owed ?? 0));
  expect(kept?.charges_owed ?? 0).toBe(recount?.charges_owed);
}

/**
 * One statement: charges of the given totals, each with its payments in (amounts), written
 * together. Returns the charges' ids in order.
 */
async function issueTogether(charges: Array<{ total: number; payments: number[] }>): Promise<string[]> {
  const rows = charges.map((charge) => ({ ...charge, number: ++receipt }));
  const spec = JSON.stringify(rows.map((row) => ({ number: row.number, total: row.total })));
  const paid = JSON.stringify(
    rows.flatMap((row) => row.payments.map((amount) => ({ number: row.number, amount }))),
  );
  const made = await queryRows<{ id: string; receipt_number: number }>(
    context.database.db,
    sql`WITH made AS (
          INSERT INTO charges (space_id, receipt_number, client_id, client_name, currency, prices_include_tax,
            subtotal, discount_total, tax_total, total, tax_by_rate, created_by_name, created_at)
          SELECT ${world.cast.spaceId}::uuid, s.number, ${world.clientId}::uuid, 'Lucía Pérez', 'EUR', true,
            s.total, 0, 0, s.total, '[]'::jsonb, 'SQL', now()
          FROM jsonb_to_recordset(${spec}::jsonb) AS s(number int, total bigint)
          RETURNING id, receipt_number
        ), paid AS (
          INSERT INTO payments (space_id, charge_id, direction, method, currency, amount, business_date,
            taken_by_name)
          SELECT ${world.cast.spaceId}::uuid, made.id, 'IN', 'CASH', 'EUR', p.amount, '2026-03-02', 'SQL'
          FROM made JOIN jsonb_to_recordset(${paid}::jsonb) AS p(number int, amount bigint)
            ON p.number = made.receipt_number
        )
        SELECT id, receipt_number FROM made ORDER BY receipt_number`,
  );
  return made.map((row) => row.id);
}

async function payTogether(payments: Array<{ chargeId: string; amount: number }>) {
  const rows = JSON.stringify(
    payments.map((payment) => ({ charge_id: payment.chargeId, amount: payment.amount })),
  );
  await context.database.db.execute(
    sql`INSERT INTO payments (space_id, charge_id, direction, method, currency, amount, business_date, taken_by_name)
        SELECT ${world.cast.spaceId}::uuid, p.charge_id, 'IN', 'TRANSFER', 'EUR', p.amount, '2026-03-02', 'SQL'
        FROM jsonb_to_recordset(${rows}::jsonb) AS p(charge_id uuid, amount bigint)`,
  );
}

describe('balance rows written by statements of many rows', () => {
  it('counts a charge’s payments written with it once, and one without payments at zero', async () => {
    const [twice, once, none] = await issueTogether([
      { total: 5000, payments: [1000, 1500] },
      { total: 3000, payments: [3000] },
      { total: 800, payments: [] },
    ]);
    expect(await balanceOf(twice as string)).toEqual({
      total: 5000,
      paid: 2500,
      refunded: 0,
      credited: 0,
      outstanding: 2500,
    });
    expect(await balanceOf(once as string)).toMatchObject({ paid: 3000, outstanding: 0 });
    expect(await balanceOf(none as string)).toMatchObject({ paid: 0, outstanding: 800 });
    await expectClientRowRecounted();
  });

  it('adds a statement’s payments on several existing charges, each charge its own sum', async () => {
    const [first, second] = await issueTogether([
      { total: 4000, payments: [] },
      { total: 6000, payments: [1000] },
    ]);
    await payTogether([
      { chargeId: first as string, amount: 500 },
      { chargeId: second as string, amount: 2000 },
      { chargeId: first as string, amount: 700 },
    ]);
    expect(await balanceOf(first as string)).toMatchObject({ paid: 1200, outstanding: 2800 });
    expect(await balanceOf(second as string)).toMatchObject({ paid: 3000, outstanding: 3000 });
    await expectClientRowRecounted();
  });

  it('refuses payments whose sum overpays a charge though each one fits, and writes none of them', async () => {
    const [existing] = await issueTogether([{ total: 2000, payments: [500] }]);
    const overpaid = { statusCode: 409, code: 'PAYMENT_OVER_DUE' };
    await expect(
      payTogether([
        { chargeId: existing as string, amount: 1000 },
        { chargeId: existing as string, amount: 1000 },
      ]).catch(translateDatabaseRefusal),
    ).rejects.toMatchObject(overpaid);
    expect(await balanceOf(existing as string)).toMatchObject({ paid: 500, outstanding: 1500 });
    const before = receipt;
    await expect(
      issueTogether([{ total: 2000, payments: [1500, 1000] }]).catch(translateDatabaseRefusal),
    ).rejects.toMatchObject(overpaid);
    const [left] = await queryRows<{ n: number }>(
      context.database.db,
      sql`SELECT count(*)::int AS n FROM charges
           WHERE space_id = ${world.cast.spaceId} AND receipt_number > ${before}`,
    );
    expect(left?.n).toBe(0);
    await expectClientRowRecounted();
  });
});
