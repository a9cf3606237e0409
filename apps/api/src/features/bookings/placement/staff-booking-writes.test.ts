import { randomUUID } from 'node:crypto';
import { queryRows, sqlStateOf } from '@citavet/db/database';
import { PLAN_MONTH_CAP_SQLSTATE } from '@citavet/domain/plans/plan-limits';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../../test/test-app';
import { addClientWithPet, scheduleOf, setUpAgenda, type TestAgenda } from '../bookings.test-support';
import {
  STAFF_BOOKING_OF_CLIENT_TEXT,
  STAFF_BOOKING_OF_CONTACT_TEXT,
  writeStaffBooking,
} from './staff-booking-write.repository';
import { type StaffBookingWrite, writeStaffBookings } from './staff-booking-writes.repository';

// Staff writes in batches (decision 120): one call of citavet_staff_booking_writes, each write in its
// own subtransaction. What one write of a batch does is what it does alone, and its failure is its
// own. 2026-03-10 is a Tuesday; Madrid is on UTC+1 until 29 March.
let context: TestContext;
let agenda: TestAgenda;
let record: { clientId: string; petId: string };
beforeAll(async () => {
  context = await createTestContext();
  agenda = await setUpAgenda(context.app, context.database.db, 'Europe/Madrid');
  record = await addClientWithPet(context.app, agenda.spaceId, agenda.admin.token);
});
afterAll(async () => {
  await context.close();
});

let made = 0;

/** A 30-minute staff booking from `startTime` on the admin's Tuesday, for a new contact by default. */
function writeAt(
  startTime: string,
  options: { clientId?: string; newPet?: string; planMonthCap?: number | null; email?: string } = {},
): StaffBookingWrite {
  made += 1;
  const startAt = Date.parse(startTime);
  const email = options.email ?? `mostrador-${made}-${randomUUID().slice(0, 8)}@example.com`;
  return {
    booking: {
      spaceId: agenda.spaceId,
      serviceId: agenda.serviceId,
      serviceScheduleId: scheduleOf(agenda.adminSchedules, 2),
      hostId: agenda.admin.user.id,
      client: options.clientId
        ? { name: 'Lucía Gómez', email: 'lucia@example.com', phone: '+34 600 111 222' }
        : { name: `Cliente Mostrador ${made}`, email, phone: null },
      service: {
        name: 'Consulta',
        price: '20.00',
        currency: 'EUR',
        duration: 30,
        bufferBefore: 0,
        bufferAfter: 0,
      },
      range: { startAt, endAt: startAt + 30 * 60_000 },
      status: 'CONFIRMED',
      notes: null,
      source: 'INTERNAL',
      createdBy: agenda.admin.user.id,
      manageTokenHash: `hash-${randomUUID()}`,
      petId: null,
      reason: null,
      isOutsideSchedule: false,
      now: new Date('2026-03-02T08:00:00Z'),
    },
    party: {
      id: randomUUID(),
      clientId: options.clientId ?? null,
      newPet: options.newPet ? { name: options.newPet, species: 'gato' } : null,
      manageToken: `token-${made}`,
      planMonthCap: options.planMonthCap ?? null,
    },
  };
}

async function rowsOf(write: StaffBookingWrite) {
  const [counts] = await queryRows<{ bookings: number; clients: number; drafts: number }>(
    context.database.db,
    sql`select (select count(*)::int from bookings where id = ${write.party.id}) as bookings,
               (select count(*)::int from clients where space_id = ${agenda.spaceId}
                  and lower(email) = lower(${write.booking.client.email})) as clients,
               (select count(*)::int from booking_message_drafts where booking_id = ${write.party.id}) as drafts`,
  );
  return counts;
}

const bookingsThisMonth = async () => {
  const [row] = await queryRows<{ count: number }>(
    context.database.db,
    sql`select count(*)::int as count from bookings where space_id = ${agenda.spaceId} and status <> 'CANCELLED'`,
  );
  return row?.count ?? 0;
};

describe('staff booking writes in one call', () => {
  it('runs the texts the repository holds: each function body is its statement, verbatim', async () => {
    const bodies = await queryRows<{ name: string; body: string }>(
      context.database.db,
      sql`select proname as name, prosrc as body from pg_proc
           where proname in ('citavet_staff_booking_write_of_contact', 'citavet_staff_booking_write_of_client')
           order by proname`,
    );
    expect(bodies.map((row) => row.name)).toEqual([
      'citavet_staff_booking_write_of_client',
      'citavet_staff_booking_write_of_contact',
    ]);
    expect(bodies[0]?.body).toContain(STAFF_BOOKING_OF_CLIENT_TEXT);
    expect(bodies[1]?.body).toContain(STAFF_BOOKING_OF_CONTACT_TEXT);
  });

  it('answers each write of a batch with the row it answers alone', async () => {
    const aloneWrite = writeAt('2026-03-10T08:00:00+01:00');
    const alone = await writeStaffBooking(context.database.db, aloneWrite.booking, aloneWrite.party);
    const [first, second] = [writeAt('2026-03-10T08:30:00+01:00'), writeAt('2026-03-10T09:00:00+01:00')];
    const outcomes = await writeStaffBookings(context.database, [first, second]);
    if (!outcomes[0]?.isAnswered || !outcomes[1]?.isAnswered) throw new Error('a write was refused');
    expect(outcomes[1].value.id).toBe(second.party.id);
    // The same row but for what differs between the two writes: the booking, its new client, its time.
    expect(outcomes[0].value).toEqual({
      ...alone,
      id: first.party.id,
      clientId: expect.any(String),
      clientName: first.booking.client.name,
      clientEmail: first.booking.client.email,
      startAt: new Date('2026-03-10T07:30:00Z'),
      endAt: new Date('2026-03-10T08:00:00Z'),
    });
    expect(outcomes[0].value.clientId).not.toBe(alone.clientId);
  });

  it("writes every write of a batch but the one that overlaps, which leaves nothing and keeps the database's error", async () => {
    const first = writeAt('2026-03-10T10:00:00+01:00');
    const overlapping = writeAt('2026-03-10T10:15:00+01:00');
    const third = writeAt('2026-03-10T11:00:00+01:00');
    const outcomes = await writeStaffBookings(context.database, [first, overlapping, third]);

    expect(outcomes.map((outcome) => outcome.isAnswered)).toEqual([true, false, true]);
    const refused = outcomes[1];
    if (!refused || refused.isAnswered) throw new Error('the overlapping write went through');
    expect(sqlStateOf(refused.error)).toBe('23P01');
    expect(refused.error).toMatchObject({ constraint: 'bookings_host_no_overlap' });
    expect(await rowsOf(first)).toEqual({ bookings: 1, clients: 1, drafts: 1 });
    expect(await rowsOf(third)).toEqual({ bookings: 1, clients: 1, drafts: 1 });
    // Its new client and its draft went with it.
    expect(await rowsOf(overlapping)).toEqual({ bookings: 0, clients: 0, drafts: 0 });
  });

  it("arms the month's cap for its own write only: the next write of the batch, without one, is not held to it", async () => {
    // The first write fills the month to its cap; the second, without a cap, would be refused under it.
    const capped = writeAt('2026-03-10T12:00:00+01:00', { planMonthCap: (await bookingsThisMonth()) + 1 });
    const free = writeAt('2026-03-10T12:30:00+01:00');
    const cappedAgain = writeAt('2026-03-10T13:00:00+01:00', { planMonthCap: 1 });
    const outcomes = await writeStaffBookings(context.database, [capped, free, cappedAgain]);

    expect(outcomes.map((outcome) => outcome.isAnswered)).toEqual([true, true, false]);
    const refused = outcomes[2];
    if (!refused || refused.isAnswered) throw new Error('the capped write went through');
    expect(sqlStateOf(refused.error)).toBe(PLAN_MONTH_CAP_SQLSTATE);
    expect(await rowsOf(free)).toEqual({ bookings: 1, clients: 1, drafts: 1 });
    expect(await rowsOf(cappedAgain)).toEqual({ bookings: 0, clients: 0, drafts: 0 });
  });

  it("indexes a client record's new pet as it does alone, after a contact's write left its names to the change feed", async () => {
    const contact = writeAt('2026-03-10T14:00:00+01:00');
    const ofRecord = writeAt('2026-03-10T14:30:00+01:00', { clientId: record.clientId, newPet: 'Misifú' });
    const outcomes = await writeStaffBookings(context.database, [contact, ofRecord]);
    expect(outcomes.map((outcome) => outcome.isAnswered)).toEqual([true, true]);

    const words = await queryRows<{ word: string }>(
      context.database.db,
      sql`select w.word from client_name_words w join pets p on p.id = w.pet_id
           where p.client_id = ${record.clientId} and p.name = 'Misifú'`,
    );
    expect(words.map((row) => row.word)).toEqual(['misifu']);
  });
});

describe('staff bookings that arrive together through the API', () => {
  it('answers each as alone: 201 for each free time, 409 in Spanish for the one that overlaps', async () => {
    const post = (startTime: string, email: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/bookings/internal',
        headers: bearer(agenda.admin.token),
        payload: {
          serviceScheduleId: scheduleOf(agenda.adminSchedules, 2),
          startTime,
          endTime: new Date(Date.parse(startTime) + 30 * 60_000).toISOString(),
          clientInfo: { name: 'Cliente Junto', email },
        },
      });
    const times = ['15:00', '15:30', '16:00', '16:30', '17:00', '17:30'].map(
      (time) => `2026-03-10T${time}:00+01:00`,
    );
    // The overlapped booking is made before, so which write arrives first decides nothing: seven
    // requests in flight have no order, and one overlapping a time of the same batch could win it.
    const earlier = await post(
      new Date('2026-03-10T18:00:00+01:00').toISOString(),
      'junto-antes@example.com',
    );
    expect(earlier.statusCode).toBe(201);
    const responses = await Promise.all([
      ...times.map((time, index) => post(new Date(time).toISOString(), `junto-${index}@example.com`)),
      post(new Date('2026-03-10T18:15:00+01:00').toISOString(), 'junto-solapa@example.com'),
    ]);
    expect(responses.slice(0, times.length).map((response) => response.statusCode)).toEqual(
      times.map(() => 201),
    );
    const overlapping = responses[times.length];
    expect(overlapping?.statusCode).toBe(409);
    expect(overlapping?.json()).toMatchObject({ success: false, code: 'BOOKING_OVERLAP' });
    const started = responses
      .slice(0, times.length)
      .map((response) => response.json().data.booking.startTime);
    expect(started).toEqual(times.map((time) => new Date(time).toISOString()));
  });
});
