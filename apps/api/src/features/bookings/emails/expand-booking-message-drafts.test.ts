import { queryRows } from '@citavet/db/database';
import { clients } from '@citavet/db/schema/bookings';
import { bookingMessageDrafts } from '@citavet/db/schema/message-drafts';
import { pets } from '@citavet/db/schema/pets';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxRowsJson } from '../../../mail/outbox.repository';
import {
  bearer,
  CRASH_WHILE_DRAFTING,
  createTestContext,
  draftingThatCrashes,
  type TestContext,
} from '../../../test/test-app';
import { type BookingSummary, findBookingSummary } from '../booking-summary.repository';
import { insertSchedule, insertService, scheduleOf } from '../bookings.test-support';
import {
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
  tokenOf,
} from '../public/public-booking.test-support';
import { newBookingMessages } from './booking-emails';
import { claimBookingMessageDrafts } from './booking-message-drafts.repository';
import { expandAllBookingMessageDrafts, expandBookingMessageDrafts } from './expand-booking-message-drafts';

// The public booking's e-mails are drafted after its write by the outbox worker's round (decision
// 104). These hold the move to its promise: the same rows the request used to queue, exactly once.

let context: TestContext;
let space: PublicSpaceSetup;

beforeAll(async () => {
  context = await createTestContext({ config: { rateLimits: { publicBookingPerMinute: 10_000 } as never } });
  space = await setUpPublicSpace(context.app, context.database.db);
  // A returning client with a pet, so a booking can name it in another case.
  const [client] = await context.database.db
    .insert(clients)
    .values({ spaceId: space.spaceId, name: 'Rosa Vuelve', email: 'rosa@example.com', phone: '+34611222333' })
    .returning({ id: clients.id });
  if (!client) throw new Error('client not inserted');
  await context.database.db
    .insert(pets)
    .values({ spaceId: space.spaceId, clientId: client.id, name: 'Lúna', species: 'perro' });
});
afterAll(async () => {
  await context.close();
});

const drafting = () => ({ database: context.database, config: context.config });

/** The outbox rows of a booking, in the shape outboxRowsJson gives the insert (client_id apart). */
async function queuedRows(bookingId: string) {
  const rows = await queryRows<{ kind: string; client_id: string | null } & Record<string, unknown>>(
    context.database.db,
    sql`select kind, channel, segments, status, last_error, to_address, to_name, reply_to, headers, subject,
          text_body, html_body, attachments, booking_id, client_id, dedupe_key, send_after
        from email_outbox where booking_id = ${bookingId}`,
  );
  return rows.map(({ send_after, segments, ...row }) => ({
    ...row,
    segments: segments === null ? null : Number(segments),
    send_after: new Date(send_after as string).toISOString(),
  }));
}

const byKindAndKey = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  `${a.kind}|${a.dedupe_key}`.localeCompare(`${b.kind}|${b.dedupe_key}`);

async function draftCount(bookingId?: string): Promise<number> {
  const [row] = await context.database.db
    .select({ total: count() })
    .from(bookingMessageDrafts)
    .where(bookingId ? eq(bookingMessageDrafts.bookingId, bookingId) : undefined);
  return row?.total ?? 0;
}

type Booked = {
  id: string;
  /** The manage link's token, which only the answer and the e-mails carry. */
  token: string;
  reminderOffsets: number[] | null;
  /** The request's instant. */
  now: Date;
  /** The pet as the form named it. */
  pet: { name: string; species: string } | null;
};

let slot = 0;
/** A public booking on the member's next free Tuesday half hour (or the given schedule and times). */
async function book(...args: Parameters<typeof booked>): Promise<string> {
  return (await booked(...args)).id;
}

async function booked(
  client: { name: string; email: string; phone?: string | null } = {
    name: 'Lucía Cliente',
    email: 'lucia@example.com',
  },
  extra: object = {},
  given?: { scheduleId: string; start: string; end: string },
): Promise<Booked> {
  const time = (minutes: number) =>
    `2026-03-10T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const start = 8 * 60 + 30 * slot;
  if (!given) slot += 1;
  const at = given ?? {
    scheduleId: scheduleOf(space.memberSchedules, 2),
    start: time(start),
    end: time(start + 30),
  };
  const response = await postPublicBooking(context.app, {
    ...publicBookingBody(at.scheduleId, at.start, at.end, client),
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { booking } = response.json().data;
  return {
    id: booking.id,
    token: tokenOf(booking.managePath),
    reminderOffsets: booking.reminderOffsetsMinutes,
    now: context.clock.now(),
    pet: (extra as { pet?: Booked['pet'] }).pet ?? null,
  };
}

describe('expand-booking-message-drafts', () => {
  it('queues exactly the rows the request used to queue: kinds, recipients, words, files, times, keys', async () => {
    const db = context.database.db;
    const approvalServiceId = await insertService(db, space.spaceId, {
      name: 'Cirugía',
      requiresApproval: true,
    });
    const approvalSchedule = await insertSchedule(db, {
      serviceId: approvalServiceId,
      hostId: space.admin.user.id,
      dayOfWeek: 4,
      startTime: '09:00',
      endTime: '12:00',
    });
    const bookings = [
      // Confirmed, with its reminder 24 h before.
      await booked(),
      // With a phone and a pet, the reason; a returning client naming her pet in another case.
      await booked(
        { name: 'Rosa Vuelve', email: 'rosa@example.com', phone: '611 222 333' },
        {
          pet: { name: 'LUNA', species: 'perro' },
          reason: 'Vacuna anual',
        },
      ),
      await booked(
        { name: 'Pedro Nuevo', email: 'pedro@example.com' },
        { pet: { name: 'Kiwi', species: 'ave' } },
      ),
      // Today, less than 24 hours ahead: no reminder.
      await booked(
        undefined,
        {},
        {
          scheduleId: scheduleOf(space.memberSchedules, 1),
          start: '2026-03-02T15:00',
          end: '2026-03-02T15:30',
        },
      ),
      // A request waiting for approval: a tentative event, no reminder.
      await booked(
        undefined,
        {},
        { scheduleId: approvalSchedule, start: '2026-03-12T09:00:00.000Z', end: '2026-03-12T09:30:00.000Z' },
      ),
    ];
    const ids = bookings.map((booking) => booking.id);
    // What createPublicBooking drafted before the move: from the booking as it wrote it (its answer
    // and e-mails describe it exactly as stored, public-booking.test.ts), the client not known yet
    // (the database gave the rows the booking's), the pet in the form's words.
    const inRequest = new Map<string, BookingSummary>();
    for (const { id, pet } of bookings) {
      const stored = await findBookingSummary(db, id);
      if (!stored) throw new Error('booking not stored');
      inRequest.set(id, {
        ...stored,
        clientId: null,
        ...(pet ? { petName: pet.name, petSpecies: pet.species as BookingSummary['petSpecies'] } : {}),
      });
      expect(await queuedRows(id)).toEqual([]);
      expect(await draftCount(id)).toBe(1);
    }

    await expandAllBookingMessageDrafts(drafting());

    for (const { id, token, now, reminderOffsets } of bookings) {
      const before = newBookingMessages(context, inRequest.get(id) as BookingSummary, {
        bookingId: id,
        manageToken: token,
        actorId: null,
        now,
      });
      const expected = (JSON.parse(outboxRowsJson(before.emails)) as Record<string, unknown>[]).map(
        ({ client_id: _, ...row }) => row,
      );
      const queued = await queuedRows(id);
      const [booking] = await queryRows<{ client_id: string }>(
        db,
        sql`select client_id from bookings where id = ${id}`,
      );
      // The client's rows are the booking's client's (the request's got it from the database's
      // trigger, migration 0023), the host's notice nobody's.
      expect(queued.map((row) => [row.kind, row.client_id]).sort()).toEqual(
        queued.map((row) => [row.kind, row.kind === 'booking-host-new' ? null : booking?.client_id]).sort(),
      );
      expect(queued.map(({ client_id: _, ...row }) => row).sort(byKindAndKey)).toEqual(
        expected.sort(byKindAndKey),
      );
      // The answer promised the reminders the e-mails promise.
      expect(reminderOffsets).toEqual(before.reminderOffsets);
      expect(await draftCount(id)).toBe(0);
    }
    const kinds = await Promise.all(
      ids.map(async (id) => (await queuedRows(id)).map((row) => row.kind).sort()),
    );
    expect(kinds).toEqual([
      ['booking-confirmation', 'booking-host-new', 'reminder-appointment'],
      ['booking-confirmation', 'booking-host-new', 'reminder-appointment'],
      ['booking-confirmation', 'booking-host-new', 'reminder-appointment'],
      ['booking-confirmation', 'booking-host-new'],
      // The admin's own schedule: the admin is the host, told as any host of a public booking.
      ['booking-confirmation', 'booking-host-new'],
    ]);
  });

  it('queues nothing when the transaction fails after the claim, and everything once on the next run', async () => {
    await expandAllBookingMessageDrafts(drafting());
    const id = await book();
    const broken = draftingThatCrashes(context);
    await expect(expandBookingMessageDrafts(broken)).rejects.toThrow(CRASH_WHILE_DRAFTING);
    expect(await draftCount(id)).toBe(1);
    expect(await queuedRows(id)).toEqual([]);
    expect(await expandBookingMessageDrafts(drafting())).toBe(1);
    expect(await expandBookingMessageDrafts(drafting())).toBe(0);
    expect((await queuedRows(id)).map((row) => row.kind).sort()).toEqual([
      'booking-confirmation',
      'booking-host-new',
      'reminder-appointment',
    ]);
  });

  it('expands each draft once when expansions run side by side', async () => {
    await expandAllBookingMessageDrafts(drafting());
    const ids: string[] = [];
    for (let index = 0; index < 8; index++) {
      ids.push(await book({ name: `Cliente ${index}`, email: `a${index}@example.com` }));
    }
    const counts = await Promise.all(
      Array.from({ length: 4 }, () => expandAllBookingMessageDrafts(drafting(), { batchSize: 2 })),
    );
    expect(counts.reduce((sum, { expanded }) => sum + expanded, 0)).toBe(8);
    for (const id of ids) {
      expect((await queuedRows(id)).map((row) => row.kind).sort()).toEqual([
        'booking-confirmation',
        'booking-host-new',
        'reminder-appointment',
      ]);
    }
  });

  it('lets the event loop run between drafts, so requests arriving meanwhile do not wait for a batch', async () => {
    await expandAllBookingMessageDrafts(drafting());
    const drafts = 12;
    // A Tuesday of their own, a week after the other cases' bookings.
    const time = (minutes: number) =>
      `2026-03-17T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    for (let index = 0; index < drafts; index++) {
      const start = 8 * 60 + 30 * index;
      await book(
        { name: `Cliente Turno ${index}`, email: `turno${index}@example.com` },
        {},
        {
          scheduleId: scheduleOf(space.memberSchedules, 2),
          start: time(start),
          end: time(start + 30),
        },
      );
    }
    // Turns of the event loop taken while one batch drafts them: its few round trips give a handful;
    // a turn after each draft gives at least one per draft.
    let turns = 0;
    let isExpanding = true;
    const tick = () => {
      if (!isExpanding) return;
      turns += 1;
      setImmediate(tick);
    };
    setImmediate(tick);
    const expanded = await expandBookingMessageDrafts(drafting(), 100);
    isExpanding = false;
    expect(expanded).toBe(drafts);
    expect(turns).toBeGreaterThanOrEqual(drafts);
  });

  it('skips drafts another expansion holds, which stay for a later round if it fails (PostgreSQL)', async () => {
    if (context.database.kind !== 'postgres') return;
    await expandAllBookingMessageDrafts(drafting());
    const first = await book();
    const second = await book();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let claimed: string[] = [];
    const holder = context.database.db
      .transaction(async (tx) => {
        claimed = (await claimBookingMessageDrafts(tx, 1)).map((draft) => draft.bookingId);
        await held;
        throw new Error('the holder dies before its commit');
      })
      .catch((error: unknown) => error);
    await vi.waitFor(() => expect(claimed).toHaveLength(1));
    // Not blocked by the held draft: the other one is expanded at once.
    expect(await expandAllBookingMessageDrafts(drafting())).toEqual({ expanded: 1, isDrained: true });
    release();
    expect(await holder).toBeInstanceOf(Error);
    expect(await expandAllBookingMessageDrafts(drafting())).toEqual({ expanded: 1, isDrained: true });
    for (const id of [first, second]) {
      expect((await queuedRows(id)).filter((row) => row.kind === 'booking-confirmation')).toHaveLength(1);
    }
  });

  it('gives a booking cancelled before its draft was expanded no confirmation nor reminder', async () => {
    await expandAllBookingMessageDrafts(drafting());
    const id = await book();
    const cancelled = await context.app.inject({
      method: 'PUT',
      url: `/api/bookings/${id}/status`,
      headers: bearer(space.admin.token),
      payload: { status: 'CANCELLED' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expandAllBookingMessageDrafts(drafting());
    const kinds = (await queuedRows(id)).map((row) => row.kind);
    expect(kinds).not.toContain('booking-confirmation');
    expect(kinds).not.toContain('reminder-appointment');
    // The cancellation told the client; the host heard of the booking (and of its end).
    expect(kinds).toContain('booking-host-new');
    expect(await draftCount(id)).toBe(0);
  });
});
