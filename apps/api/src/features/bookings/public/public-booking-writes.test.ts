import { randomUUID } from 'node:crypto';
import { type DatabaseHandle, queryRows, sqlStateOf } from '@citavet/db/database';
import { PLAN_MONTH_CAP_SQLSTATE } from '@citavet/domain/plans/plan-limits';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { scheduleOf } from '../bookings.test-support';
import { type PublicSpaceSetup, setUpPublicSpace } from './public-booking.test-support';
import {
  PUBLIC_BOOKING_WRITE_TEXT,
  type PublicBookingWrite,
  writePublicBookings,
} from './public-booking-write.repository';
import { testPublicWrite } from './public-booking-write.test-support';
import { writePublicBooking } from './public-booking-write-batches';

// Public writes in batches (decision 112): one call of citavet_public_booking_writes, each write in its
// own subtransaction. What one write of a batch does is what it does alone, and its failure is its own.
let context: TestContext;
let space: PublicSpaceSetup;
beforeAll(async () => {
  context = await createTestContext();
  space = await setUpPublicSpace(context.app, context.database.db);
});
afterAll(async () => {
  await context.close();
});

/** A write of a new client's booking at `startTime` (the test clock's next week). */
function writeAt(
  startTime: string,
  overrides: { email?: string; key?: string; planMonthCap?: number | null } = {},
): PublicBookingWrite {
  return testPublicWrite(space, Date.parse(startTime), overrides);
}

async function rowsOf(write: PublicBookingWrite) {
  const email = write.booking.client.email;
  const [counts] = await queryRows<{ bookings: number; clients: number; drafts: number; keys: number }>(
    context.database.db,
    sql`select (select count(*)::int from bookings where id = ${write.id}) as bookings,
               (select count(*)::int from clients where space_id = ${space.spaceId} and lower(email) = lower(${email})) as clients,
               (select count(*)::int from booking_message_drafts where booking_id = ${write.id}) as drafts,
               (select count(*)::int from idempotency_keys where booking_id = ${write.id}) as keys`,
  );
  return counts;
}

describe('public booking writes in one call', () => {
  it('runs the text the repository holds: the function body is the statement, verbatim', async () => {
    const [row] = await queryRows<{ body: string }>(
      context.database.db,
      sql`select prosrc as body from pg_proc where proname = 'citavet_public_booking_write'`,
    );
    expect(row?.body).toContain(PUBLIC_BOOKING_WRITE_TEXT);
  });

  it("writes every write of a batch but the one that overlaps, which leaves nothing and keeps the database's error", async () => {
    const first = writeAt('2026-03-10T09:00:00+01:00');
    const overlapping = writeAt('2026-03-10T09:15:00+01:00', { key: `clave-${randomUUID()}` });
    const third = writeAt('2026-03-10T10:00:00+01:00');
    const outcomes = await writePublicBookings(context.database, [first, overlapping, third]);

    expect(outcomes.map((outcome) => outcome.isAnswered)).toEqual([true, false, true]);
    expect(outcomes[0]).toEqual({ isAnswered: true, value: true });
    expect(outcomes[2]).toEqual({ isAnswered: true, value: true });
    const refused = outcomes[1];
    if (!refused || refused.isAnswered) throw new Error('the overlapping write went through');
    expect(sqlStateOf(refused.error)).toBe('23P01');
    expect(refused.error).toMatchObject({ constraint: 'bookings_host_no_overlap' });

    expect(await rowsOf(first)).toEqual({ bookings: 1, clients: 1, drafts: 1, keys: 0 });
    expect(await rowsOf(third)).toEqual({ bookings: 1, clients: 1, drafts: 1, keys: 0 });
    // Its client, its pet's owner, its draft and its idempotency key went with it.
    expect(await rowsOf(overlapping)).toEqual({ bookings: 0, clients: 0, drafts: 0, keys: 0 });
  });

  it('answers the second of two writes with one key as not written, as when it waited on the first alone', async () => {
    const key = `clave-${randomUUID()}`;
    const first = writeAt('2026-03-10T11:00:00+01:00', { key });
    const retry = { ...writeAt('2026-03-10T11:00:00+01:00', { key }), id: randomUUID() };
    const outcomes = await writePublicBookings(context.database, [first, retry]);

    expect(outcomes).toEqual([
      { isAnswered: true, value: true },
      { isAnswered: true, value: false },
    ]);
    expect(await rowsOf(first)).toMatchObject({ bookings: 1, keys: 1 });
    expect(await rowsOf(retry)).toMatchObject({ bookings: 0, keys: 0 });
  });

  it('finds, in a later write of the batch, the client an earlier one made: one client record for one e-mail', async () => {
    const email = `misma-${randomUUID()}@example.com`;
    const morning = writeAt('2026-03-10T12:00:00+01:00', { email });
    const afternoon = writeAt('2026-03-10T16:00:00+01:00', { email: email.toUpperCase() });
    const outcomes = await writePublicBookings(context.database, [morning, afternoon]);

    expect(outcomes.map((outcome) => outcome.isAnswered)).toEqual([true, true]);
    const clients = await queryRows<{ id: string }>(
      context.database.db,
      sql`select distinct client_id as id from bookings where id in (${morning.id}, ${afternoon.id})`,
    );
    expect(clients).toHaveLength(1);
  });

  it("refuses the write over the month's cap with the cap's own SQLSTATE, and writes the others", async () => {
    const [{ booked = 0 } = {}] = await queryRows<{ booked: number }>(
      context.database.db,
      sql`select count(*)::int as booked from bookings where space_id = ${space.spaceId} and status <> 'CANCELLED'`,
    );
    const withinCap = writeAt('2026-03-10T13:00:00+01:00');
    const overCap = writeAt('2026-03-10T14:00:00+01:00', { planMonthCap: booked });
    const outcomes = await writePublicBookings(context.database, [withinCap, overCap]);

    expect(outcomes[0]).toEqual({ isAnswered: true, value: true });
    const refused = outcomes[1];
    if (!refused || refused.isAnswered) throw new Error("the write over the month's cap went through");
    expect(sqlStateOf(refused.error)).toBe(PLAN_MONTH_CAP_SQLSTATE);
    expect(await rowsOf(overCap)).toMatchObject({ bookings: 0, clients: 0 });
  });

  it('gathers writes that arrive together into one call, and answers each its own outcome', async () => {
    const writes = Array.from({ length: 6 }, (_, index) =>
      writeAt(`2026-03-11T${String(8 + index).padStart(2, '0')}:00:00+01:00`),
    );
    const clash = writeAt('2026-03-11T08:10:00+01:00');
    // The handle's statements, counted: a batcher of its own (one per handle) sends them.
    const statements: string[] = [];
    const database: DatabaseHandle = {
      ...context.database,
      run: (statement, values) => {
        statements.push(statement.name);
        return context.database.run(statement, values);
      },
    };
    const outcomes = await Promise.allSettled(
      [...writes, clash].map((write) => writePublicBooking(database, write)),
    );
    expect(outcomes.slice(0, 6).map((outcome) => outcome.status)).toEqual(Array(6).fill('fulfilled'));
    const last = outcomes[6];
    expect(last?.status).toBe('rejected');
    if (last?.status === 'rejected') expect(sqlStateOf(last.reason)).toBe('23P01');
    // Submitted in one turn, the seven went as one call of the batch function.
    expect(statements).toEqual(['public_booking_writes_v1']);
    for (const write of writes) expect(await rowsOf(write)).toMatchObject({ bookings: 1, drafts: 1 });
    expect(await rowsOf(clash)).toMatchObject({ bookings: 0, clients: 0 });
  });

  it('sends once more a write its batch lost to a deadlock, which undid that write alone', async () => {
    const [kept, lost] = [writeAt('2026-03-12T09:00:00+01:00'), writeAt('2026-03-12T10:00:00+01:00')];
    const statements: string[] = [];
    // A handle that answers as PostgreSQL does when two batches lock in opposite orders: the batch
    // commits its other writes and answers 40P01 for the one it undid.
    const database: DatabaseHandle = {
      ...context.database,
      run: async <T>(statement: { name: string }) => {
        statements.push(statement.name);
        const rows =
          statements.length === 1
            ? [
                {
                  ordinal: 0,
                  id: kept.id,
                  sql_state: null,
                  constraint_name: null,
                  message: null,
                  detail: null,
                },
                {
                  ordinal: 1,
                  id: null,
                  sql_state: '40P01',
                  constraint_name: null,
                  message: 'deadlock detected',
                  detail: null,
                },
              ]
            : [{ id: lost.id }];
        return rows as T[];
      },
    };
    const outcomes = await Promise.all([kept, lost].map((write) => writePublicBooking(database, write)));

    expect(outcomes).toEqual([true, true]);
    expect(statements).toEqual(['public_booking_writes_v1', 'public_booking_write_v8']);
  });

  it("sends a batch's writes by professional and time, whatever their arrival, and answers each in its place", async () => {
    // The later one overlaps the earlier: sent second, it is the one refused, in its own place.
    const later = writeAt('2026-03-12T11:15:00+01:00');
    const earlier = writeAt('2026-03-12T11:00:00+01:00');
    const other = {
      ...writeAt('2026-03-12T11:00:00+01:00'),
      booking: {
        ...writeAt('2026-03-12T11:00:00+01:00').booking,
        hostId: space.member.user.id,
        serviceScheduleId: scheduleOf(space.memberSchedules, 4),
      },
    };
    let sentIds: string[] = [];
    const database: DatabaseHandle = {
      ...context.database,
      run: (statement, values) => {
        const sent = JSON.parse(String(values[0])) as string[][];
        sentIds = sent.map((write) => write[10] ?? '');
        return context.database.run(statement, values);
      },
    };
    const outcomes = await writePublicBookings(database, [later, other, earlier]);

    expect(outcomes.map((outcome) => outcome.isAnswered)).toEqual([false, true, true]);
    const refused = outcomes[0];
    if (!refused || refused.isAnswered) throw new Error('the overlapping write went through');
    expect(sqlStateOf(refused.error)).toBe('23P01');
    expect(await rowsOf(earlier)).toMatchObject({ bookings: 1 });
    expect(await rowsOf(later)).toMatchObject({ bookings: 0 });
    const byHost = [later, other, earlier].sort((a, b) =>
      a.booking.hostId === b.booking.hostId
        ? a.booking.range.startAt - b.booking.range.startAt
        : a.booking.hostId < b.booking.hostId
          ? -1
          : 1,
    );
    expect(sentIds).toEqual(byHost.map((write) => write.id));
  });
});
