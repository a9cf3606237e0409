import { bookings, clients, idempotencyKeys } from '@citavet/db/schema/bookings';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { MILLISECONDS_PER_DAY } from '@citavet/domain/time/civil-calendar';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../app-dependencies';
import { createTestContext, expandBookingMessages, type TestContext } from '../../../test/test-app';
import { scheduleOf } from '../bookings.test-support';
import {
  nextIp,
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
  tokenOf,
} from './public-booking.test-support';

// Clock: Monday 2026-03-02 08:00Z (09:00 in Madrid). 2026-03-10 is a Tuesday.
let context: TestContext;
let space: PublicSpaceSetup;
beforeAll(async () => {
  context = await createTestContext({
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, publicBookingPerMinute: 10_000 } },
  });
  space = await setUpPublicSpace(context.app, context.database.db);
});
afterAll(async () => {
  await context.close();
});

const tuesday = () => scheduleOf(space.memberSchedules, 2);
const wednesday = () => scheduleOf(space.memberSchedules, 3);
const bookingsOfHost = async () => {
  const [row] = await context.database.db
    .select({ total: count() })
    .from(bookings)
    .where(eq(bookings.hostId, space.member.user.id));
  return row?.total ?? 0;
};

/**
 * The first answer as a replay gives it: the manage link's token is kept nowhere to rebuild it from,
 * and the reminders' offsets were worked out with the first write only.
 */
const withoutManagePath = (answer: { data: { booking: object } }) => ({
  ...answer,
  data: { booking: { ...answer.data.booking, managePath: null, reminderOffsetsMinutes: null } },
});

describe('Idempotency-Key on POST /api/bookings/public', () => {
  it('keeps no manage token at rest: the key holds the booking id, the booking only the hash', async () => {
    const body = publicBookingBody(wednesday(), '2026-03-11T16:00', '2026-03-11T16:30');
    const first = await postPublicBooking(context.app, body, { idempotencyKey: 'no-secrets' });
    expect(first.statusCode).toBe(201);
    const token = tokenOf(first.json().data.booking.managePath);
    const db = context.database.db;
    const [key] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'no-secrets'));
    expect(key?.bookingId).toBe(first.json().data.booking.id);
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, first.json().data.booking.id));
    for (const row of [key, booking]) expect(JSON.stringify(row)).not.toContain(token);
    const replay = await postPublicBooking(context.app, body, { idempotencyKey: 'no-secrets' });
    expect(replay.json().data.booking).toMatchObject({ id: booking?.id, managePath: null });
  });

  it('answers a retry with the same booking (same status and body but the link) and books nothing new', async () => {
    const body = publicBookingBody(tuesday(), '2026-03-10T10:00', '2026-03-10T10:30');
    const first = await postPublicBooking(context.app, body, { idempotencyKey: 'retry-1' });
    expect(first.statusCode).toBe(201);
    const before = await bookingsOfHost();
    const retry = await postPublicBooking(context.app, body, { idempotencyKey: 'retry-1' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(withoutManagePath(first.json()));
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await bookingsOfHost()).toBe(before);
    // Without the key the same request is a new attempt, and the slot is taken.
    const withoutKey = await postPublicBooking(context.app, body);
    expect(withoutKey.statusCode).toBe(409);
  });

  it('replays even when the slot would no longer be bookable', async () => {
    const body = publicBookingBody(tuesday(), '2026-03-10T11:00', '2026-03-10T11:30');
    const first = await postPublicBooking(context.app, body, { idempotencyKey: 'late-retry' });
    context.clock.advance(60 * 60_000);
    const retry = await postPublicBooking(context.app, body, { idempotencyKey: 'late-retry' });
    context.clock.advance(-60 * 60_000);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.booking.id).toBe(first.json().data.booking.id);
  });

  it('refuses the same key with a different body with 422', async () => {
    await postPublicBooking(
      context.app,
      publicBookingBody(tuesday(), '2026-03-10T12:00', '2026-03-10T12:30'),
      { idempotencyKey: 'reused' },
    );
    const other = await postPublicBooking(
      context.app,
      publicBookingBody(tuesday(), '2026-03-10T13:00', '2026-03-10T13:30'),
      { idempotencyKey: 'reused' },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      success: false,
      message: 'La clave de idempotencia ya se usó con otra solicitud',
    });
  });

  it('forgets a key after 24 hours: the same key then books anew, swept or not', async () => {
    const first = await postPublicBooking(
      context.app,
      publicBookingBody(wednesday(), '2026-03-11T14:00', '2026-03-11T14:30'),
      { idempotencyKey: 'a-day-old' },
    );
    expect(first.statusCode).toBe(201);
    const start = context.clock.now().toISOString();
    try {
      context.clock.advance(MILLISECONDS_PER_DAY + 1_000);
      const later = await postPublicBooking(
        context.app,
        publicBookingBody(wednesday(), '2026-03-11T15:00', '2026-03-11T15:30'),
        { idempotencyKey: 'a-day-old' },
      );
      expect(later.statusCode, later.body).toBe(201);
      expect(later.headers['idempotent-replayed']).toBeUndefined();
      expect(later.json().data.booking.id).not.toBe(first.json().data.booking.id);
      // Within the minute, the expired record was taken over rather than deleted first.
      const again = await postPublicBooking(
        context.app,
        publicBookingBody(wednesday(), '2026-03-11T15:00', '2026-03-11T15:30'),
        { idempotencyKey: 'a-day-old' },
      );
      expect(again.json().data.booking.id).toBe(later.json().data.booking.id);
    } finally {
      context.clock.set(start);
    }
  });

  it('books once when concurrent requests share one key, and every one gets the same answer', async () => {
    const before = await bookingsOfHost();
    const body = publicBookingBody(tuesday(), '2026-03-10T14:00', '2026-03-10T14:30');
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => postPublicBooking(context.app, body, { idempotencyKey: 'together' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    const ids = new Set(responses.map((response) => response.json().data.booking.id));
    expect(ids.size).toBe(1);
    expect(await bookingsOfHost()).toBe(before + 1);
  });

  it('lets one of many different requests for one slot through; the rest get a 409, never a 5xx', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        postPublicBooking(
          context.app,
          publicBookingBody(tuesday(), '2026-03-10T17:00', '2026-03-10T17:30', {
            name: `Cliente ${index}`,
            email: `cliente${index}@example.com`,
          }),
          { idempotencyKey: `racer-${index}` },
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    // A loser that starts after the winner committed finds the slot no longer offered; one that ran
    // alongside it meets the overlap. Both are the 409 a visitor can act on (pick another time).
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect([
        'Ya existe una reserva en ese horario',
        'El horario seleccionado ya no está disponible',
      ]).toContain(response.json().message);
    }
    // The refused writes left nothing behind: no client record, no key, no e-mail of theirs.
    const emails = Array.from({ length: 10 }, (_, index) => `cliente${index}@example.com`);
    const keys = Array.from({ length: 10 }, (_, index) => `racer-${index}`);
    // The winner's e-mails are drafted after its write, by the outbox worker's round.
    await expandBookingMessages(context);
    const [clientRows, keyRows, outboxRows] = await Promise.all([
      context.database.db.select({ total: count() }).from(clients).where(inArray(clients.email, emails)),
      context.database.db
        .select({ total: count() })
        .from(idempotencyKeys)
        .where(inArray(idempotencyKeys.key, keys)),
      context.database.db
        .select({ total: count() })
        .from(emailOutbox)
        .where(inArray(emailOutbox.toAddress, emails)),
    ]);
    expect([clientRows[0]?.total, keyRows[0]?.total]).toEqual([1, 1]);
    // The winner's confirmation and reminder only.
    expect(outboxRows[0]?.total).toBe(2);
  });

  it('reads the stored answer before the schedule: a reused key naming no schedule is a 422, not a 404', async () => {
    const body = publicBookingBody(wednesday(), '2026-03-11T09:00', '2026-03-11T09:30');
    const first = await postPublicBooking(context.app, body, { idempotencyKey: 'schedule-gone' });
    expect(first.statusCode).toBe(201);
    const unknownSchedule = { ...body, serviceScheduleId: '00000000-0000-4000-8000-000000000000' };
    const stranger = await postPublicBooking(context.app, unknownSchedule, { idempotencyKey: 'never-used' });
    expect(stranger.statusCode).toBe(404);
    // The same key with a body naming a schedule that does not exist is another request: 422, not 404.
    const reused = await postPublicBooking(context.app, unknownSchedule, { idempotencyKey: 'schedule-gone' });
    expect(reused.statusCode).toBe(422);
    const retry = await postPublicBooking(context.app, body, { idempotencyKey: 'schedule-gone' });
    expect(retry.json()).toEqual(withoutManagePath(first.json()));
  });

  it('leaves the key free when the request is refused, so a corrected retry can use it', async () => {
    const refused = await postPublicBooking(
      context.app,
      publicBookingBody(tuesday(), '2026-03-10T14:00', '2026-03-10T14:30'),
      { idempotencyKey: 'after-refusal' },
    );
    expect(refused.statusCode).toBe(409);
    const [kept] = await context.database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'after-refusal'));
    expect(kept).toBeUndefined();
  });

  it('refuses keys longer than 200 characters', async () => {
    const response = await postPublicBooking(
      context.app,
      publicBookingBody(tuesday(), '2026-03-10T15:00', '2026-03-10T15:30'),
      { idempotencyKey: 'k'.repeat(201) },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('La clave de idempotencia no puede superar los 200 caracteres');
  });
});

describe('rate limit of POST /api/bookings/public', () => {
  it('allows 3 per minute per IP with publicBookingPerMinute: 3, then a Spanish 429', async () => {
    const limited = await createTestContext({
      config: { rateLimits: { ...DEFAULT_RATE_LIMITS, publicBookingPerMinute: 3 } },
    });
    try {
      const ip = nextIp();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        // Invalid bodies still count: the limit is on attempts, not on successes.
        const response = await postPublicBooking(limited.app, { clientInfo: {} }, { ip });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json().message).toMatch(/^Demasiadas solicitudes/);
        }
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      const otherIp = await postPublicBooking(limited.app, { clientInfo: {} }, { ip: nextIp() });
      expect(otherIp.statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
