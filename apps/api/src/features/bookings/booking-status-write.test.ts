import { auditEvents } from '@citavet/db/schema/audit';
import { bookings } from '@citavet/db/schema/bookings';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { bookingStatusMessageDrafts } from '@citavet/db/schema/status-message-drafts';
import { statusTransitionMessage } from '@citavet/domain/bookings/booking-status';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDependencies } from '../../app-dependencies';
import { bearer, createTestContext, expandBookingMessages, type TestContext } from '../../test/test-app';
import { writeStatusChange } from './booking-status-write.repository';
import { findBookingSummary } from './booking-summary.repository';
import { findBookingAccessRow, findBookingRow } from './bookings.repository';
import { addClientWithPet, scheduleOf, setUpAgenda, type TestAgenda } from './bookings.test-support';
import { moveBooking } from './move-booking';

// A member's status change in one statement (decision 102): the read it is judged on equals the
// query builder's reads, and a booking changed between that read and the write is left untouched
// (nothing written at all), so the change goes the transaction's way and is answered as before.
// Its e-mails are drafted by the outbox worker from the draft row it leaves (decision 106).

let context: TestContext;
let agenda: TestAgenda;
let clientId: string;
let petId: string;
let hour = 8;
const CLOCK_START = '2026-03-09T08:00:00.000Z';

const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
  context.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  context = await createTestContext({ clockStart: CLOCK_START });
  agenda = await setUpAgenda(context.app, context.database.db, 'Europe/Madrid');
  ({ clientId, petId } = await addClientWithPet(context.app, agenda.spaceId, agenda.admin.token, {
    alerts: ['Muerde'],
  }));
});
afterAll(() => context.close());

/** The admin books the member on Tuesday 2026-03-10 at a fresh local hour, for Lucía and Toby. */
async function bookForMember(): Promise<string> {
  context.clock.set(CLOCK_START);
  hour += 1;
  const local = `2026-03-10T${String(hour).padStart(2, '0')}`;
  const response = await inject('POST', '/api/bookings/internal', agenda.admin.token, {
    serviceScheduleId: scheduleOf(agenda.memberSchedules, 2),
    startTime: `${local}:00`,
    endTime: `${local}:30`,
    clientId,
    petId,
    reason: 'Vacuna',
  });
  expect(response.statusCode, response.body).toBe(201);
  // Its e-mails are drafted after its write, by the outbox worker (decision 107).
  await expandBookingMessages(context);
  return response.json().data.booking.id;
}

async function draftsOf(bookingId: string) {
  return context.database.db
    .select({
      from: bookingStatusMessageDrafts.fromStatus,
      to: bookingStatusMessageDrafts.toStatus,
      cancellationReason: bookingStatusMessageDrafts.cancellationReason,
      isDeclinedRequest: bookingStatusMessageDrafts.isDeclinedRequest,
      manageToken: bookingStatusMessageDrafts.manageToken,
      actorId: bookingStatusMessageDrafts.actorId,
      createdAt: bookingStatusMessageDrafts.createdAt,
    })
    .from(bookingStatusMessageDrafts)
    .where(eq(bookingStatusMessageDrafts.bookingId, bookingId));
}

async function outboxOf(bookingId: string) {
  return context.database.db
    .select({ kind: emailOutbox.kind, status: emailOutbox.status, to: emailOutbox.toAddress })
    .from(emailOutbox)
    .where(eq(emailOutbox.bookingId, bookingId));
}

describe('the booking read a status change is drafted from', () => {
  it('holds what the query builder reads: the row, the role and the summary', async () => {
    const id = await bookForMember();
    for (const [userId, role] of [
      [agenda.admin.user.id, 'ADMIN'],
      [agenda.member.user.id, 'MEMBER'],
      [agenda.outsider.user.id, null],
    ] as const) {
      const read = await findBookingAccessRow(context.database, id, userId);
      expect(read?.role).toBe(role);
      expect(read?.row).toEqual(await findBookingRow(context.database.db, id));
      expect(read?.summary).toEqual(await findBookingSummary(context.database.db, id));
      expect(read?.row.petAlerts).toEqual(['Muerde']);
    }
    expect(
      await findBookingAccessRow(context.database, crypto.randomUUID(), agenda.admin.user.id),
    ).toBeNull();
  });
});

describe('a status change in one statement', () => {
  it('writes the change, the draft of its e-mails and its dropped reminders only while the booking is as read', async () => {
    const id = await bookForMember();
    const read = await findBookingAccessRow(context.database, id, agenda.admin.user.id);
    if (!read) throw new Error('no booking');
    const before = await outboxOf(id);
    expect(
      before.filter((email) => email.kind === 'reminder-appointment' && email.status === 'PENDING'),
    ).not.toEqual([]);
    const write = {
      bookingId: id,
      from: read.row.status,
      fingerprint: read.fingerprint,
      to: 'CANCELLED' as const,
      now: new Date(CLOCK_START),
      actorId: agenda.admin.user.id,
      cancellationReason: 'Prueba',
      stamps: {},
      dropReason: 'booking cancelled',
      newManageToken: null,
      draft: { isDeclinedRequest: false },
      audit: {
        action: 'BOOKING_STATUS_CHANGED',
        ip: null,
        details: { from: read.row.status, to: 'CANCELLED' },
      },
    };

    // Another change got there first: the client's address was edited (the answer was built from
    // the old one). Nothing of the change is written: no status, no draft, no drop, no audit row.
    await context.database.db
      .update(bookings)
      .set({ clientEmail: 'nueva@example.com' })
      .where(eq(bookings.id, id));
    expect(await writeStatusChange(context.database, write)).toBeNull();
    const [untouched] = await context.database.db
      .select({ status: bookings.status, sequence: bookings.calendarSequence })
      .from(bookings)
      .where(eq(bookings.id, id));
    expect(untouched).toEqual({ status: read.row.status, sequence: read.summary.calendarSequence });
    expect(await outboxOf(id)).toEqual(before);
    expect(await draftsOf(id)).toEqual([]);
    const audited = await context.database.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, id), eq(auditEvents.action, 'BOOKING_STATUS_CHANGED')));
    expect(audited).toEqual([]);

    // Read again, the same write goes through, all of it in the one statement.
    const again = await findBookingAccessRow(context.database, id, agenda.admin.user.id);
    if (!again) throw new Error('no booking');
    const moved = await writeStatusChange(context.database, { ...write, fingerprint: again.fingerprint });
    expect(moved).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'Prueba',
      clientEmail: 'nueva@example.com',
    });
    const after = await findBookingAccessRow(context.database, id, agenda.admin.user.id);
    expect(after?.summary).toMatchObject({
      status: 'CANCELLED',
      calendarSequence: read.summary.calendarSequence + 1,
      cancelledAt: new Date(CLOCK_START),
    });
    expect(after?.row).toMatchObject(moved ?? {});
    // The reminders are dropped by the write itself; the e-mails wait in the draft it left.
    const written = await outboxOf(id);
    expect(
      written.filter((email) => email.kind === 'reminder-appointment').map((email) => email.status),
    ).not.toContain('PENDING');
    expect(written.filter((email) => email.kind === 'booking-cancelled')).toEqual([]);
    expect(await draftsOf(id)).toEqual([
      {
        from: 'CONFIRMED',
        to: 'CANCELLED',
        cancellationReason: 'Prueba',
        isDeclinedRequest: false,
        manageToken: null,
        actorId: agenda.admin.user.id,
        createdAt: new Date(CLOCK_START),
      },
    ]);
    expect(await expandBookingMessages(context)).toBe(1);
    expect(await draftsOf(id)).toEqual([]);
    const emails = await outboxOf(id);
    expect(emails.filter((email) => email.kind === 'booking-cancelled')).toEqual([
      { kind: 'booking-cancelled', status: 'PENDING', to: 'nueva@example.com' },
    ]);
    const auditedNow = await context.database.db
      .select({ details: auditEvents.details, clientId: auditEvents.clientId })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, id), eq(auditEvents.action, 'BOOKING_STATUS_CHANGED')));
    expect(auditedNow).toEqual([{ details: { from: 'CONFIRMED', to: 'CANCELLED' }, clientId }]);

    // A second write from the same read finds the booking moved on: nothing more is written.
    expect(
      await writeStatusChange(context.database, { ...write, fingerprint: again.fingerprint }),
    ).toBeNull();
    expect(await draftsOf(id)).toEqual([]);
    expect(await outboxOf(id)).toEqual(emails);
  });

  it('drafts the e-mails from the booking as it stands when the change is asked: the address edited before it', async () => {
    const id = await bookForMember();
    await context.database.db
      .update(bookings)
      .set({ clientEmail: 'otra@example.com' })
      .where(eq(bookings.id, id));
    const cancelled = await inject('PUT', `/api/bookings/${id}/status`, agenda.admin.token, {
      status: 'CANCELLED',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.booking).toMatchObject({
      status: 'CANCELLED',
      client: { email: 'otra@example.com' },
    });
    await expandBookingMessages(context);
    const emails = await outboxOf(id);
    expect(emails.filter((email) => email.kind === 'booking-cancelled')).toEqual([
      { kind: 'booking-cancelled', status: 'PENDING', to: 'otra@example.com' },
    ]);
  });

  it('lets only one of two concurrent changes through, and answers the other with the status it found', async () => {
    const id = await bookForMember();
    context.clock.set('2026-03-10T12:00:00.000Z');
    const answers = await Promise.all(
      (['CANCELLED', 'COMPLETED'] as const).map((status) =>
        inject('PUT', `/api/bookings/${id}/status`, agenda.admin.token, { status }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const wonAt = answers.findIndex((answer) => answer.statusCode === 200);
    const won = answers[wonAt]?.json().data.booking.status;
    const lost = answers[1 - wonAt]?.json();
    const lostStatus = wonAt === 0 ? 'COMPLETED' : 'CANCELLED';
    expect(lost).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      message: statusTransitionMessage(won, lostStatus),
    });
    const [stored] = await context.database.db
      .select({ status: bookings.status, sequence: bookings.calendarSequence })
      .from(bookings)
      .where(eq(bookings.id, id));
    expect(stored?.status).toBe(won);
    // A cancellation that lost queued nothing: its e-mails exist only when it won.
    await expandBookingMessages(context);
    const cancelledEmails = (await outboxOf(id)).filter((email) => email.kind === 'booking-cancelled');
    expect(cancelledEmails.length).toBe(won === 'CANCELLED' ? 1 : 0);
  });

  it('queues the same cancellation e-mails and answers the same booking as the way through a transaction', async () => {
    const id = await bookForMember();
    const db = context.database.db;
    const [initial] = await db
      .select({ sequence: bookings.calendarSequence })
      .from(bookings)
      .where(eq(bookings.id, id));
    const cancelledRows = async () =>
      (
        await db
          .select({
            kind: emailOutbox.kind,
            status: emailOutbox.status,
            lastError: emailOutbox.lastError,
            to: emailOutbox.toAddress,
            toName: emailOutbox.toName,
            replyTo: emailOutbox.replyTo,
            subject: emailOutbox.subject,
            text: emailOutbox.textBody,
            html: emailOutbox.htmlBody,
            attachments: emailOutbox.attachments,
            clientId: emailOutbox.clientId,
            sendAfter: emailOutbox.sendAfter,
          })
          .from(emailOutbox)
          .where(eq(emailOutbox.bookingId, id))
      ).sort((a, b) =>
        `${a.kind}${a.sendAfter.toISOString()}`.localeCompare(`${b.kind}${b.sendAfter.toISOString()}`),
      );
    const bookingState = async () =>
      db
        .select({
          status: bookings.status,
          sequence: bookings.calendarSequence,
          cancelledAt: bookings.cancelledAt,
          reason: bookings.cancellationReason,
          changedAt: bookings.statusChangedAt,
          changedBy: bookings.statusChangedBy,
        })
        .from(bookings)
        .where(eq(bookings.id, id));

    context.clock.set('2026-03-09T09:30:00.000Z');
    const inOneStatement = await inject('PUT', `/api/bookings/${id}/status`, agenda.admin.token, {
      status: 'CANCELLED',
    });
    expect(inOneStatement.statusCode, inOneStatement.body).toBe(200);
    await expandBookingMessages(context);
    const oneStatementEmails = await cancelledRows();
    const oneStatementState = await bookingState();
    expect(oneStatementEmails.map((email) => email.kind)).toContain('booking-cancelled');
    expect(oneStatementEmails.map((email) => email.kind)).toContain('booking-host-cancelled');

    // The booking as it was, then the same cancellation the transaction's way (moveBooking, which a
    // booking changed since its read still takes), drafting in its transaction.
    await db
      .delete(emailOutbox)
      .where(
        and(
          eq(emailOutbox.bookingId, id),
          inArray(emailOutbox.kind, ['booking-cancelled', 'booking-host-cancelled']),
        ),
      );
    await db
      .update(emailOutbox)
      .set({ status: 'PENDING', lastError: null })
      .where(and(eq(emailOutbox.bookingId, id), eq(emailOutbox.lastError, 'booking cancelled')));
    await db
      .update(bookings)
      .set({
        status: 'CONFIRMED',
        calendarSequence: initial?.sequence ?? 0,
        cancelledAt: null,
        cancellationReason: null,
        statusChangedAt: null,
        statusChangedBy: null,
      })
      .where(eq(bookings.id, id));
    const row = await findBookingRow(db, id);
    if (!row) throw new Error('no booking');
    const inTransaction = await moveBooking(transactionDeps(), row, 'CANCELLED', {
      actorId: agenda.admin.user.id,
      isAdmin: true,
      ip: null,
      isStaff: true,
    });
    expect(await draftsOf(id)).toEqual([]);
    expect(await cancelledRows()).toEqual(oneStatementEmails);
    expect(await bookingState()).toEqual(oneStatementState);
    expect(JSON.parse(JSON.stringify(inTransaction))).toEqual(inOneStatement.json().data.booking);
  });
});

/**
 * What moveBooking reads of the app's dependencies with SMS off: the database, the clock and the
 * config (links and sender); the test app's own.
 */
function transactionDeps(): AppDependencies {
  const { database, clock, config, tokens } = context;
  return { database, clock, config, tokens } as Partial<AppDependencies> as AppDependencies;
}
