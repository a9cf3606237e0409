import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { bookingMessageDrafts } from '@citavet/db/schema/message-drafts';
import { smsUsage } from '@citavet/db/schema/outbox';
import { reminderSettings } from '@citavet/db/schema/reminders';
import { spaces } from '@citavet/db/schema/spaces';
import { DEFAULT_REMINDER_SETTINGS } from '@citavet/domain/reminders/reminder-settings.schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsConfig } from '../../../sms/sms-config';
import { bearer, createTestContext, expandBookingMessages, type TestContext } from '../../../test/test-app';
import { findBookingSummary } from '../booking-summary.repository';
import { scheduleOf, setUpAgenda, type TestAgenda } from '../bookings.test-support';
import { queueNewBookingEmailsOf } from './booking-emails';

// A staff booking's e-mails are drafted after its write by the outbox worker (decision 107), as the
// public page's are (decision 104). These hold the move to its promise: for bookings made by a
// member for a colleague (internal) and into one's own agenda (host), of contacts with and without
// an e-mail, with the SMS channel off and on (its reminders judged against the space's SMS month),
// the worker queues exactly the rows the request queued in its transaction, and once.

const CLOCK_START = '2026-03-09T08:00:00.000Z';
const SMS_QUOTA = 5;
const SMS_ON: SmsConfig = {
  isEnabled: true,
  gateway: { url: 'http://127.0.0.1:1/cgi-bin/sendsms', username: 'u', password: 'p' },
  callbackUrl: 'http://127.0.0.1:1',
  inboundSecret: null,
  monthlySegmentQuota: SMS_QUOTA,
};

type Setup = {
  context: TestContext;
  agenda: TestAgenda;
  /** A client record with an e-mail and a phone, and one with a phone only. */
  withEmail: string;
  phoneOnly: string;
};

async function setUp(config: { sms?: SmsConfig }): Promise<Setup> {
  const context = await createTestContext({ clockStart: CLOCK_START, config });
  const { db } = context.database;
  const agenda = await setUpAgenda(context.app, db, 'Europe/Madrid');
  // Spain, so the clients' mobile numbers take SMS; appointment reminders by e-mail and SMS.
  await db.update(spaces).set({ country: 'España' }).where(eq(spaces.id, agenda.spaceId));
  await db.insert(reminderSettings).values({
    spaceId: agenda.spaceId,
    settings: {
      ...DEFAULT_REMINDER_SETTINGS,
      appointment: { ...DEFAULT_REMINDER_SETTINGS.appointment, channels: 'both', offsetsMinutes: [1440] },
    },
  });
  const client = async (payload: object) => {
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${agenda.spaceId}/clients`,
      headers: bearer(agenda.admin.token),
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.client.id as string;
  };
  return {
    context,
    agenda,
    withEmail: await client({ name: 'Lucía Gómez', phone: '+34 600 111 222', email: 'lucia@example.com' }),
    phoneOnly: await client({ name: 'Ramón Sin Correo', phone: '+34 600 333 444' }),
  };
}

let slot = 0;
/** A staff booking on Tuesday 2026-03-10 at a fresh local half hour, as the admin (internal) or the member (host). */
async function staffBook(setup: Setup, kind: 'internal' | 'host', party: object): Promise<string> {
  const { context, agenda } = setup;
  const minutes = 8 * 60 + 30 * slot;
  slot += 1;
  const time = (at: number) =>
    `2026-03-10T${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
  const response = await context.app.inject({
    method: 'POST',
    url: kind === 'internal' ? '/api/bookings/internal' : '/api/bookings/host-create',
    headers: bearer(kind === 'internal' ? agenda.admin.token : agenda.member.token),
    payload: {
      serviceScheduleId: scheduleOf(agenda.memberSchedules, 2),
      startTime: time(minutes),
      endTime: time(minutes + 30),
      ...party,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.booking.id;
}

/** A booking's outbox rows, every column but the row's own id and insert time. */
async function outboxRowsOf(
  db: Database | Transaction,
  bookingId: string,
): Promise<Record<string, unknown>[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select kind, channel, segments, status, last_error, to_address, to_name, reply_to, headers, subject,
          text_body, html_body, attachments, booking_id, client_id, dedupe_key, send_after
        from email_outbox where booking_id = ${bookingId}
        order by kind, dedupe_key, channel`,
  );
  return rows.map(({ send_after, segments, ...row }) => ({
    ...row,
    segments: segments === null ? null : Number(segments),
    send_after: new Date(send_after as string).toISOString(),
  }));
}

/**
 * The rows the request queued before the move: its own function (queueNewBookingEmailsOf, the SMS
 * month read by withSmsQuota at the clock's now) on the booking as written, with the draft's token
 * and actor, in a transaction rolled back after reading them.
 */
async function inRequestRows(setup: Setup, bookingId: string) {
  const { context } = setup;
  const { db } = context.database;
  const [draft] = await db
    .select()
    .from(bookingMessageDrafts)
    .where(eq(bookingMessageDrafts.bookingId, bookingId));
  if (!draft) throw new Error('the staff booking left no draft');
  const summary = await findBookingSummary(db, bookingId);
  if (!summary) throw new Error('booking not stored');
  let rows: Record<string, unknown>[] = [];
  const rolledBack = new Error('rolled back');
  await db
    .transaction(async (tx) => {
      await queueNewBookingEmailsOf(tx, { clock: context.clock, config: context.config }, summary, {
        bookingId,
        manageToken: draft.manageToken,
        actorId: draft.actorId,
        now: draft.createdAt,
      });
      rows = await outboxRowsOf(tx, bookingId);
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  return rows;
}

async function draftsLeft(setup: Setup): Promise<number> {
  return (await setup.context.database.db.select().from(bookingMessageDrafts)).length;
}

async function useSmsSegments(setup: Setup, segments: number) {
  await setup.context.database.db
    .insert(smsUsage)
    .values({ spaceId: setup.agenda.spaceId, month: CLOCK_START.slice(0, 7), segments })
    .onConflictDoUpdate({ target: [smsUsage.spaceId, smsUsage.month], set: { segments } });
}

/** Books each case, checks nothing is queued yet, expands, and compares with the request's rows. */
async function expectSameRowsAsTheRequest(setup: Setup, cases: (() => Promise<string>)[]) {
  const { db } = setup.context.database;
  const expected = new Map<string, Record<string, unknown>[]>();
  for (const book of cases) {
    const id = await book();
    expect(await outboxRowsOf(db, id)).toEqual([]);
    expected.set(id, await inRequestRows(setup, id));
  }
  expect(await expandBookingMessages(setup.context)).toBe(cases.length);
  for (const [id, rows] of expected) {
    expect(rows).not.toEqual([]);
    expect(await outboxRowsOf(db, id)).toEqual(rows);
  }
  // Exactly once: the drafts are gone, and another round queues nothing more.
  expect(await draftsLeft(setup)).toBe(0);
  expect(await expandBookingMessages(setup.context)).toBe(0);
  for (const [id, rows] of expected) expect(await outboxRowsOf(db, id)).toEqual(rows);
  return [...expected.values()].flat();
}

describe('staff bookings drafted after their write, SMS channel off', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await setUp({});
  });
  afterAll(() => setup.context.close());

  it('queue the rows the request queued: internal and host, with and without the client e-mail', async () => {
    const rows = await expectSameRowsAsTheRequest(setup, [
      // A new contact with an e-mail and a new pet (the one statement with the e-mail's upsert).
      () =>
        staffBook(setup, 'internal', {
          clientInfo: { name: 'Pepa Nueva', email: 'pepa@example.com', phone: '+34 611 222 333' },
          pet: { name: 'Kiwi', species: 'ave' },
          reason: 'Revisión',
        }),
      // A contact with no e-mail: written, then read, its draft inserted between.
      () =>
        staffBook(setup, 'internal', { clientInfo: { name: 'Juan Sin Correo', phone: '+34 622 333 444' } }),
      // Into the member's own agenda: a client record with an e-mail (the host hears of nothing).
      () => staffBook(setup, 'host', { clientId: setup.withEmail, notes: 'Trae la cartilla' }),
      () => staffBook(setup, 'host', { clientId: setup.phoneOnly }),
    ]);
    const kinds = rows.map((row) => `${row.kind}:${row.channel}:${row.status}`).sort();
    expect(kinds).toContain('booking-confirmation:email:PENDING');
    expect(kinds).toContain('booking-host-new:email:PENDING');
    expect(kinds).toContain('reminder-appointment:email:PENDING');
    // No e-mail and the channel off: the SMS reminder is written DROPPED with the reason.
    expect(kinds).toContain('reminder-appointment:sms:DROPPED');
  });
});

describe('staff bookings drafted after their write, SMS channel on', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await setUp({ sms: SMS_ON });
  });
  afterAll(() => setup.context.close());

  /** Four staff bookings whose reminders go by SMS too: contacts and records, with and without an e-mail. */
  const smsBookings = () => [
    () =>
      staffBook(setup, 'internal', {
        clientInfo: { name: 'Pepa Nueva', email: 'pepa@example.com', phone: '+34 611 222 333' },
      }),
    () => staffBook(setup, 'internal', { clientInfo: { name: 'Juan Sin Correo', phone: '+34 622 333 444' } }),
    () => staffBook(setup, 'host', { clientId: setup.withEmail }),
    () => staffBook(setup, 'host', { clientId: setup.phoneOnly }),
  ];

  it('judge the SMS reminders against the SMS month as the request did: within the quota', async () => {
    await useSmsSegments(setup, 0);
    const rows = await expectSameRowsAsTheRequest(setup, smsBookings());
    const sms = rows.filter((row) => row.channel === 'sms');
    expect(sms).toHaveLength(4);
    expect(sms.every((row) => row.status === 'PENDING')).toBe(true);
  });

  it('judge the SMS reminders against the SMS month as the request did: the month spent', async () => {
    await useSmsSegments(setup, SMS_QUOTA);
    const rows = await expectSameRowsAsTheRequest(setup, smsBookings());
    const sms = rows.filter((row) => row.channel === 'sms');
    expect(sms).toHaveLength(4);
    // Refused now, visibly, with the quota's reason (decision 081).
    expect(
      sms.every((row) => row.status === 'DROPPED' && String(row.last_error).includes(`${SMS_QUOTA}`)),
    ).toBe(true);
  });
});
