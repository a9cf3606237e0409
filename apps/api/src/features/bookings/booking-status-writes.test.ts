import { queryRows, sqlStateOf } from '@citavet/db/database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import {
  STATUS_CHANGE_WRITE_TEXT,
  type StatusChangeWrite,
  writeStatusChange,
} from './booking-status-write.repository';
import { writeStatusChanges } from './booking-status-writes.repository';
import { BOOKING_DRAFT_FINGERPRINT_SQL } from './bookings.repository';
import { scheduleOf, setUpAgenda, type TestAgenda } from './bookings.test-support';
import { CANCELLATION_DROP_REASON } from './emails/booking-cancellation-emails';

// Status changes in batches (decision 121): one call of citavet_status_change_writes, each change in
// its own subtransaction. What one change of a batch does is what it does alone, and its failure is
// its own. 2026-03-10 is a Tuesday; the clock says Monday 2026-03-02 08:00Z.
let context: TestContext;
let agenda: TestAgenda;
beforeAll(async () => {
  context = await createTestContext();
  agenda = await setUpAgenda(context.app, context.database.db, 'Europe/Madrid');
});
afterAll(async () => {
  await context.close();
});

let minutes = 0;

/** A CONFIRMED staff booking of a new client, half an hour after the previous one. */
async function newBooking(): Promise<string> {
  const startAt = Date.parse('2026-03-10T08:00:00+01:00') + minutes * 60_000;
  minutes += 30;
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/bookings/internal',
    headers: bearer(agenda.admin.token),
    payload: {
      serviceScheduleId: scheduleOf(agenda.adminSchedules, 2),
      startTime: new Date(startAt).toISOString(),
      endTime: new Date(startAt + 30 * 60_000).toISOString(),
      clientInfo: { name: `Cliente Estado ${minutes}`, email: `estado-${minutes}@example.com` },
    },
  });
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json().data.booking.id;
}

/** The change of `bookingId` from CONFIRMED to `to`, judged on the booking as it is now. */
async function changeOf(bookingId: string, to: StatusChangeWrite['to']): Promise<StatusChangeWrite> {
  const [row] = await queryRows<{ fingerprint: string }>(
    context.database.db,
    sql`select ${sql.raw(BOOKING_DRAFT_FINGERPRINT_SQL)} as fingerprint from bookings b where b.id = ${bookingId}`,
  );
  if (!row) throw new Error('no booking');
  return {
    bookingId,
    from: 'CONFIRMED',
    fingerprint: row.fingerprint,
    to,
    now: new Date('2026-03-02T08:00:00Z'),
    actorId: agenda.admin.user.id,
    cancellationReason: to === 'CANCELLED' ? 'Sin disponibilidad' : undefined,
    stamps: {},
    newManageToken: null,
    dropReason: to === 'CANCELLED' ? CANCELLATION_DROP_REASON : null,
    draft: to === 'CANCELLED' ? { isDeclinedRequest: false } : null,
    audit: null,
  };
}

async function stateOf(bookingId: string) {
  const [row] = await queryRows<{ status: string; drafts: number; audits: number }>(
    context.database.db,
    sql`select b.status,
          (select count(*)::int from booking_status_message_drafts d where d.booking_id = b.id) as drafts,
          (select count(*)::int from audit_events a where a.subject_id = b.id) as audits
        from bookings b where b.id = ${bookingId}`,
  );
  return row;
}

describe('status changes in one call', () => {
  it('runs the text the repository holds: the function body is the statement, verbatim', async () => {
    const [row] = await queryRows<{ body: string }>(
      context.database.db,
      sql`select prosrc as body from pg_proc where proname = 'citavet_status_change_write'`,
    );
    expect(row?.body).toContain(STATUS_CHANGE_WRITE_TEXT);
  });

  it("changes every booking of a batch but the one that fails, which is left as it was with the database's error", async () => {
    const [first, failing, third] = [await newBooking(), await newBooking(), await newBooking()];
    const refusedChange = {
      ...(await changeOf(failing, 'CANCELLED')),
      // An audit row whose details are not an object: the audit table's check refuses it.
      audit: { action: 'BOOKING_STATUS_CHANGED', ip: null, details: [] as unknown as Record<string, string> },
    };
    const outcomes = await writeStatusChanges(context.database, [
      await changeOf(first, 'CANCELLED'),
      refusedChange,
      await changeOf(third, 'COMPLETED'),
    ]);

    expect(outcomes.map((outcome) => outcome.isAnswered)).toEqual([true, false, true]);
    if (!outcomes[0]?.isAnswered || !outcomes[2]?.isAnswered) throw new Error('a change was refused');
    expect(outcomes[0].value).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'Sin disponibilidad',
    });
    // The price as the driver reads a numeric column: text, with its scale.
    expect(outcomes[0].value?.servicePrice).toBe('25.50');
    expect(outcomes[0].value?.startAt).toEqual(new Date('2026-03-10T07:00:00Z'));
    expect(outcomes[2].value).toMatchObject({ status: 'COMPLETED' });
    const refused = outcomes[1];
    if (!refused || refused.isAnswered) throw new Error('the failing change went through');
    expect(sqlStateOf(refused.error)).toBe('23514');
    expect(await stateOf(first)).toEqual({ status: 'CANCELLED', drafts: 1, audits: 0 });
    expect(await stateOf(failing)).toEqual({ status: 'CONFIRMED', drafts: 0, audits: 0 });
    expect(await stateOf(third)).toEqual({ status: 'COMPLETED', drafts: 0, audits: 0 });
  });

  it('answers a change of a batch with the columns it answers alone', async () => {
    const [aloneId, batchedId, otherId] = [await newBooking(), await newBooking(), await newBooking()];
    const alone = await writeStatusChange(context.database, await changeOf(aloneId, 'CANCELLED'));
    const outcomes = await writeStatusChanges(context.database, [
      await changeOf(batchedId, 'CANCELLED'),
      await changeOf(otherId, 'CANCELLED'),
    ]);
    if (!alone || !outcomes[0]?.isAnswered || !outcomes[0].value) throw new Error('a change was not made');
    const batched = outcomes[0].value;
    // The same columns, of the same types, but for what differs between the two bookings.
    expect(batched).toEqual({
      ...alone,
      clientId: batched.clientId,
      clientName: batched.clientName,
      clientEmail: batched.clientEmail,
      startAt: batched.startAt,
      endAt: batched.endAt,
    });
    expect(batched.startAt).toEqual(new Date(alone.startAt.getTime() + 30 * 60_000));
  });

  it('answers the second of two changes of one booking as no longer as read, as when it came alone after the first', async () => {
    const booking = await newBooking();
    const outcomes = await writeStatusChanges(context.database, [
      await changeOf(booking, 'CANCELLED'),
      await changeOf(booking, 'COMPLETED'),
    ]);
    expect(outcomes[0]).toMatchObject({ isAnswered: true, value: { status: 'CANCELLED' } });
    expect(outcomes[1]).toEqual({ isAnswered: true, value: null });
    expect(await stateOf(booking)).toEqual({ status: 'CANCELLED', drafts: 1, audits: 0 });
  });
});

describe('status changes that arrive together through the API', () => {
  it('answers each as alone', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 6; index++) ids.push(await newBooking());
    const responses = await Promise.all(
      ids.map((id) =>
        context.app.inject({
          method: 'PUT',
          url: `/api/bookings/${id}/status`,
          headers: bearer(agenda.admin.token),
          payload: { status: 'CANCELLED' },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(ids.map(() => 200));
    expect(responses.map((response) => response.json().data.booking.id)).toEqual(ids);
    for (const id of ids) {
      expect(await stateOf(id)).toEqual({ status: 'CANCELLED', drafts: 1, audits: 0 });
    }
  });
});
