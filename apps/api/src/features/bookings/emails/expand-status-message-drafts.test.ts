import { queryRows } from '@citavet/db/database';
import { emailOutbox, smsUsage } from '@citavet/db/schema/outbox';
import { reminderSettings } from '@citavet/db/schema/reminders';
import { spaces } from '@citavet/db/schema/spaces';
import { bookingStatusMessageDrafts } from '@citavet/db/schema/status-message-drafts';
import type { BookingStatus } from '@citavet/domain/bookings/booking-status';
import { DEFAULT_REMINDER_SETTINGS } from '@citavet/domain/reminders/reminder-settings.schema';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDependencies } from '../../../app-dependencies';
import type { SmsConfig } from '../../../sms/sms-config';
import {
  bearer,
  CRASH_WHILE_DRAFTING,
  createTestContext,
  draftingThatCrashes,
  expandBookingMessages,
  type TestContext,
} from '../../../test/test-app';
import { findBookingRow } from '../bookings.repository';
import {
  addClientWithPet,
  insertService,
  insertWeek,
  scheduleOf,
  setUpAgenda,
  type TestAgenda,
} from '../bookings.test-support';
import { moveBooking, type StatusChange } from '../move-booking';
import { expandAllStatusMessageDrafts, expandStatusMessageDrafts } from './expand-status-message-drafts';

// A member's status change leaves a draft of its e-mails, which the outbox worker expands after the
// write (decision 106). These hold the move to its promise: the rows the change's transaction
// queues (moveBooking, the way a change still goes when the one statement does not apply), queued
// exactly once, and the reminders the change replaces dropped with the change itself.

let context: TestContext;
let agenda: TestAgenda;
let clientId: string;
let petId: string;
/** The member's Tuesday hours of a service that takes requests (PENDING until the clinic confirms). */
let requestSchedule: string;
/** The next booking's local start, in minutes of the day: 30-minute slots from 09:30. */
let minutes = 9 * 60;
const CLOCK_START = '2026-03-09T08:00:00.000Z';
const CHANGED_AT = '2026-03-09T09:30:00.000Z';
/** The server's SMS channel; no gateway is reached (nothing is sent here). */
const sms: SmsConfig = {
  isEnabled: true,
  gateway: { url: 'http://127.0.0.1:1/cgi-bin/sendsms', username: 'u', password: 'p' },
  callbackUrl: 'http://127.0.0.1:1',
  inboundSecret: null,
  monthlySegmentQuota: 10_000,
};

const inject = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
  context.app.inject({ method, url, headers: bearer(token), payload });

beforeAll(async () => {
  // SMS on: a confirmation's SMS reminders are judged against the space's month.
  context = await createTestContext({ clockStart: CLOCK_START, config: { sms } });
  agenda = await setUpAgenda(context.app, context.database.db, 'Europe/Madrid');
  ({ clientId, petId } = await addClientWithPet(context.app, agenda.spaceId, agenda.admin.token));
  const serviceId = await insertService(context.database.db, agenda.spaceId, {
    name: 'Cirugía',
    requiresApproval: true,
  });
  requestSchedule = scheduleOf(
    await insertWeek(context.database.db, {
      serviceId,
      hostId: agenda.member.user.id,
      startTime: '07:00',
      endTime: '21:00',
    }),
    2,
  );
});
afterAll(() => context.close());

const drafting = () => ({ database: context.database, config: context.config });

/**
 * The admin books the member on Tuesday 2026-03-10 at a fresh local half hour, for Lucía and Toby: a
 * CONFIRMED booking (with its reminder, due after the clock's start) or a request awaiting approval.
 */
async function book(kind: 'confirmed' | 'request' = 'confirmed'): Promise<string> {
  context.clock.set(CLOCK_START);
  minutes += 30;
  const at = (value: number) =>
    `2026-03-10T${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;
  const response = await inject('POST', '/api/bookings/internal', agenda.admin.token, {
    serviceScheduleId: kind === 'request' ? requestSchedule : scheduleOf(agenda.memberSchedules, 2),
    startTime: at(minutes),
    endTime: at(minutes + 30),
    clientId,
    petId,
    reason: 'Revisión',
  });
  expect(response.statusCode, response.body).toBe(201);
  const booking = response.json().data.booking;
  expect(booking.status).toBe(kind === 'request' ? 'PENDING' : 'CONFIRMED');
  // The booking's own e-mails are queued apart from the change's.
  await expandBookingMessages(context);
  return booking.id;
}

type OutboxRow = { id: string; kind: string; status: string; text_body: string } & Record<string, unknown>;

/** Every column of a booking's outbox rows but their identity and insertion time. */
async function outboxRows(bookingId: string): Promise<OutboxRow[]> {
  const rows = await queryRows<OutboxRow>(
    context.database.db,
    sql`select id::text, kind, channel, segments, status, last_error, to_address, to_name, reply_to, headers,
          subject, text_body, html_body, attachments, booking_id, client_id, dedupe_key, send_after
        from email_outbox where booking_id = ${bookingId} order by kind, dedupe_key, send_after`,
  );
  return rows.map((row) => ({
    ...row,
    segments: row.segments === null ? null : Number(row.segments),
    send_after: new Date(row.send_after as string).toISOString(),
  }));
}

async function draftCount(bookingId?: string): Promise<number> {
  const [row] = await context.database.db
    .select({ total: count() })
    .from(bookingStatusMessageDrafts)
    .where(bookingId ? eq(bookingStatusMessageDrafts.bookingId, bookingId) : undefined);
  return row?.total ?? 0;
}

/**
 * What moveBooking reads of the app's dependencies with SMS off: the database, the clock and the
 * config (links and sender); the test app's own.
 */
function transactionDeps(): AppDependencies {
  const { database, clock, config, tokens } = context;
  return { database, clock, config, tokens } as Partial<AppDependencies> as AppDependencies;
}

/** The booking's columns a status change writes, to put them back. */
async function changedColumns(bookingId: string) {
  const [row] = await queryRows<Record<string, unknown>>(
    context.database.db,
    sql`select status, calendar_sequence, cancelled_at, cancellation_reason, status_changed_at, status_changed_by,
          manage_token_hash, request_token_hash, updated_at
        from bookings where id = ${bookingId}`,
  );
  if (!row) throw new Error('no booking');
  return row;
}

const linkTokens = (rows: readonly OutboxRow[]) =>
  new Set(
    rows.flatMap((row) =>
      [...row.text_body.matchAll(/\/reservas\/([A-Za-z0-9_-]+)/g)].map((match) => match[1]),
    ),
  );

/**
 * The manage link's token the change made (a confirmation's is new each time: in none of the rows
 * before it), and the rows with it written as `<token>`.
 */
function withoutNewToken(rows: readonly OutboxRow[], before: readonly OutboxRow[]) {
  const old = linkTokens(before);
  const made = [...linkTokens(rows)].filter((token) => token && !old.has(token));
  // The .ics folds its lines at 75 octets, wherever the token falls: unfolded first.
  let text = JSON.stringify(rows.map(({ id: _id, ...row }) => row)).replaceAll('\\r\\n ', '');
  for (const token of made) text = text.replaceAll(token as string, '<token>');
  return { made, rows: JSON.parse(text) as unknown[] };
}

/**
 * The change made through the API (which leaves a draft, expanded here), then the booking put back
 * as it was and the same change made through moveBooking's transaction, which drafts in it: answers
 * the rows each way left, the outbox's other rows (the reminders dropped) included.
 */
async function bothWays(
  bookingId: string,
  request: () => Promise<{ statusCode: number; body: string }>,
  to: BookingStatus,
  change: StatusChange,
) {
  const db = context.database.db;
  const columns = await changedColumns(bookingId);
  const before = await outboxRows(bookingId);
  context.clock.set(CHANGED_AT);
  const answer = await request();
  expect(answer.statusCode, answer.body).toBe(200);
  // The change's own statement dropped the reminders and left one draft; nothing is queued yet.
  const written = await outboxRows(bookingId);
  expect(written.map((row) => row.id)).toEqual(before.map((row) => row.id));
  expect(await draftCount(bookingId)).toBe(1);
  expect(await expandStatusMessageDrafts(drafting())).toBe(1);
  expect(await draftCount(bookingId)).toBe(0);
  const drafted = await outboxRows(bookingId);

  // Put back: the booking's columns, the change's rows gone, the dropped reminders pending again.
  const kept = new Set(before.map((row) => row.id));
  for (const row of drafted) {
    if (!kept.has(row.id)) await db.delete(emailOutbox).where(eq(emailOutbox.id, row.id));
  }
  for (const row of before) {
    await db
      .update(emailOutbox)
      .set({ status: row.status as 'PENDING', lastError: row.last_error as string | null })
      .where(eq(emailOutbox.id, row.id));
  }
  await db.execute(sql`update bookings set status = ${columns.status}, calendar_sequence = ${columns.calendar_sequence},
      cancelled_at = ${columns.cancelled_at}, cancellation_reason = ${columns.cancellation_reason},
      status_changed_at = ${columns.status_changed_at}, status_changed_by = ${columns.status_changed_by},
      manage_token_hash = ${columns.manage_token_hash}, request_token_hash = ${columns.request_token_hash},
      updated_at = ${columns.updated_at}
    where id = ${bookingId}`);
  expect(await outboxRows(bookingId)).toEqual(before);

  const row = await findBookingRow(db, bookingId);
  if (!row) throw new Error('no booking');
  await moveBooking(transactionDeps(), row, to, change);
  expect(await draftCount(bookingId)).toBe(0);
  const inTransaction = await outboxRows(bookingId);
  return { before, drafted, inTransaction };
}

describe('a status change e-mails, drafted by the outbox worker', () => {
  it('queues the rows the transaction queues for a cancellation by the staff', async () => {
    const id = await book();
    const { drafted, inTransaction } = await bothWays(
      id,
      () => inject('PUT', `/api/bookings/${id}/status`, agenda.admin.token, { status: 'CANCELLED' }),
      'CANCELLED',
      { actorId: agenda.admin.user.id, isAdmin: true, ip: null, isStaff: true },
    );
    expect(drafted.map((row) => [row.kind, row.status])).toEqual([
      ['booking-cancelled', 'PENDING'],
      ['booking-confirmation', 'PENDING'],
      ['booking-host-cancelled', 'PENDING'],
      ['booking-host-new', 'PENDING'],
      ['reminder-appointment', 'DROPPED'],
    ]);
    expect(drafted.map(({ id: _id, ...row }) => row)).toEqual(
      inTransaction.map(({ id: _id, ...row }) => row),
    );
  });

  it('queues the rows the transaction queues for a declined request, with its reason', async () => {
    const id = await book('request');
    const reason = 'El cirujano está de vacaciones esa semana';
    const { drafted, inTransaction } = await bothWays(
      id,
      () => inject('PUT', `/api/bookings/${id}/cancel`, agenda.admin.token, { reason }),
      'CANCELLED',
      { actorId: agenda.admin.user.id, isAdmin: true, ip: null, cancellationReason: reason, isStaff: true },
    );
    const declined = drafted.find((row) => row.kind === 'booking-cancelled');
    expect(declined?.subject).toBe('Solicitud de reserva rechazada: Cirugía en Veterinaria Central');
    expect(declined?.text_body).toContain(`Motivo: ${reason}`);
    expect(drafted.map(({ id: _id, ...row }) => row)).toEqual(
      inTransaction.map(({ id: _id, ...row }) => row),
    );
  });

  it("queues the rows the transaction queues for a request's confirmation, its new link and reminders", async () => {
    const id = await book('request');
    const { before, drafted, inTransaction } = await bothWays(
      id,
      () => inject('PUT', `/api/bookings/${id}/status`, agenda.admin.token, { status: 'CONFIRMED' }),
      'CONFIRMED',
      { actorId: agenda.admin.user.id, isAdmin: true, ip: null, isStaff: true },
    );
    const one = withoutNewToken(drafted, before);
    const other = withoutNewToken(inTransaction, before);
    // Each way made one link of its own; the rows are the same around it.
    expect(one.made).toHaveLength(1);
    expect(other.made).toHaveLength(1);
    expect(one.made).not.toEqual(other.made);
    expect(drafted.filter((row) => row.kind === 'booking-confirmation').length).toBe(2);
    expect(drafted.some((row) => row.kind === 'reminder-appointment' && row.status === 'PENDING')).toBe(true);
    expect(one.rows).toEqual(other.rows);
  });

  it("queues the rows the transaction queues for a confirmation whose reminders go by SMS too, judged against the space's month", async () => {
    const both = { ...DEFAULT_REMINDER_SETTINGS.appointment, channels: 'both' as const };
    await context.database.db.update(spaces).set({ country: 'España' }).where(eq(spaces.id, agenda.spaceId));
    await context.database.db
      .insert(reminderSettings)
      .values({ spaceId: agenda.spaceId, settings: { ...DEFAULT_REMINDER_SETTINGS, appointment: both } });
    try {
      const id = await book('request');
      const { before, drafted, inTransaction } = await bothWays(
        id,
        () => inject('PUT', `/api/bookings/${id}/status`, agenda.admin.token, { status: 'CONFIRMED' }),
        'CONFIRMED',
        { actorId: agenda.admin.user.id, isAdmin: true, ip: null, isStaff: true },
      );
      const reminders = drafted.filter((row) => row.kind === 'reminder-appointment');
      expect(reminders.map((row) => [row.channel, row.status]).sort()).toEqual([
        ['email', 'PENDING'],
        ['sms', 'PENDING'],
      ]);
      expect(withoutNewToken(drafted, before).rows).toEqual(withoutNewToken(inTransaction, before).rows);

      // The month spent: both ways refuse the SMS alike, with the reason in its row.
      await context.database.db
        .insert(smsUsage)
        .values({ spaceId: agenda.spaceId, month: '2026-03', segments: sms.monthlySegmentQuota });
      const spent = await book('request');
      const refused = await bothWays(
        spent,
        () => inject('PUT', `/api/bookings/${spent}/status`, agenda.admin.token, { status: 'CONFIRMED' }),
        'CONFIRMED',
        { actorId: agenda.admin.user.id, isAdmin: true, ip: null, isStaff: true },
      );
      const smsRow = refused.drafted.find(
        (row) => row.kind === 'reminder-appointment' && row.channel === 'sms',
      );
      expect(smsRow?.status).not.toBe('PENDING');
      expect(smsRow?.last_error).toBeTruthy();
      expect(withoutNewToken(refused.drafted, refused.before).rows).toEqual(
        withoutNewToken(refused.inTransaction, refused.before).rows,
      );
    } finally {
      await context.database.db.delete(reminderSettings).where(eq(reminderSettings.spaceId, agenda.spaceId));
      await context.database.db.delete(smsUsage).where(eq(smsUsage.spaceId, agenda.spaceId));
    }
  });

  it('drops the reminders with the cancellation itself, before its e-mails are drafted', async () => {
    const id = await book();
    const pending = async () =>
      (await outboxRows(id)).filter((row) => row.kind === 'reminder-appointment' && row.status === 'PENDING');
    expect(await pending()).toHaveLength(1);
    const cancelled = await inject('PUT', `/api/bookings/${id}/status`, agenda.admin.token, {
      status: 'CANCELLED',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await draftCount(id)).toBe(1);
    expect(await pending()).toEqual([]);
    const [dropped] = await context.database.db
      .select({ status: emailOutbox.status, lastError: emailOutbox.lastError })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, id), eq(emailOutbox.kind, 'reminder-appointment')));
    expect(dropped).toEqual({ status: 'DROPPED', lastError: 'booking cancelled' });
  });

  it('queues nothing when the transaction fails after the claim, and everything once on the next run', async () => {
    await expandAllStatusMessageDrafts(drafting());
    const id = await book();
    const cancelled = await inject('PUT', `/api/bookings/${id}/status`, agenda.admin.token, {
      status: 'CANCELLED',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const broken = draftingThatCrashes(context);
    await expect(expandStatusMessageDrafts(broken)).rejects.toThrow(CRASH_WHILE_DRAFTING);
    expect(await draftCount(id)).toBe(1);
    const kinds = async () => (await outboxRows(id)).map((row) => row.kind);
    expect(await kinds()).toEqual(['booking-confirmation', 'booking-host-new', 'reminder-appointment']);
    expect(await expandStatusMessageDrafts(drafting())).toBe(1);
    expect(await expandStatusMessageDrafts(drafting())).toBe(0);
    expect(await kinds()).toEqual([
      'booking-cancelled',
      'booking-confirmation',
      'booking-host-cancelled',
      'booking-host-new',
      'reminder-appointment',
    ]);
  });

  it('expands each draft once when expansions run side by side', async () => {
    await expandAllStatusMessageDrafts(drafting());
    const ids: string[] = [];
    for (let index = 0; index < 7; index++) ids.push(await book());
    for (const id of ids) {
      const cancelled = await inject('PUT', `/api/bookings/${id}/status`, agenda.admin.token, {
        status: 'CANCELLED',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    }
    expect(await draftCount()).toBe(7);
    const counts = await Promise.all(
      Array.from({ length: 4 }, () => expandAllStatusMessageDrafts(drafting(), { batchSize: 2 })),
    );
    expect(counts.reduce((sum, { expanded }) => sum + expanded, 0)).toBe(7);
    expect(await draftCount()).toBe(0);
    for (const id of ids) {
      const kinds = (await outboxRows(id)).map((row) => row.kind);
      expect(kinds.filter((kind) => kind === 'booking-cancelled')).toHaveLength(1);
      expect(kinds.filter((kind) => kind === 'booking-host-cancelled')).toHaveLength(1);
    }
  });

  it('gives a request confirmed and then cancelled before its drafts were expanded only the cancellation', async () => {
    const id = await book('request');
    context.clock.set(CHANGED_AT);
    for (const status of ['CONFIRMED', 'CANCELLED'] as const) {
      const changed = await inject('PUT', `/api/bookings/${id}/status`, agenda.admin.token, { status });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    expect(await draftCount(id)).toBe(2);
    await expandBookingMessages(context);
    expect(await draftCount(id)).toBe(0);
    const rows = await outboxRows(id);
    // The request's own e-mails, then the cancellation's; the confirmation's reminders never queued.
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['booking-cancelled', 'PENDING'],
      ['booking-confirmation', 'PENDING'],
      ['booking-host-cancelled', 'PENDING'],
      ['booking-host-new', 'PENDING'],
    ]);
    expect(rows.find((row) => row.kind === 'booking-confirmation')?.subject).toMatch(/^Solicitud/);
  });
});
