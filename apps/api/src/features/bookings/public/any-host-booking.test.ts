import { bookings, disabledDates } from '@citavet/db/schema/bookings';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../app-dependencies';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { scheduleOf } from '../bookings.test-support';
import {
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
} from './public-booking.test-support';

// 'Cualquier profesional' (decision 054), end to end through the API. Clock: Monday 2026-03-02
// 08:00Z (09:00 in Madrid); the admin and the member both offer the service 08:00–20:00 every day,
// 30 minutes a slot.

let context: TestContext;
let space: PublicSpaceSetup;
let emailCounter = 0;
beforeAll(async () => {
  context = await createTestContext({
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, publicBookingPerMinute: 10_000 } },
  });
  space = await setUpPublicSpace(context.app, context.database.db);
});
afterAll(async () => {
  await context.close();
});

function postAnyHost(startTime: string, endTime: string, options: { idempotencyKey?: string } = {}) {
  emailCounter += 1;
  return context.app.inject({
    method: 'POST',
    url: '/api/bookings/public/any-host',
    payload: {
      spaceId: space.spaceId,
      serviceId: space.serviceId,
      startTime,
      endTime,
      clientInfo: { name: 'Lucía Cliente', email: `cualquiera-${emailCounter}@example.com` },
    },
    headers: options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {},
  });
}

const slotsPath = (host: string) =>
  `/api/public/space/${space.spaceId}/service/${space.serviceId}/${host}/available-slots?fromDate=2026-03-04&toDate=2026-03-05`;

async function slotStarts(host: string): Promise<string[]> {
  const response = await context.app.inject({ method: 'GET', url: slotsPath(host) });
  expect(response.statusCode).toBe(200);
  const days = response.json().data.availableDays as { dates: { slots: { startAt: string }[] }[] }[];
  return days.flatMap((day) => day.dates.flatMap((date) => date.slots.map((slot) => slot.startAt)));
}

async function hostsBooked(startAt: string): Promise<string[]> {
  const rows = await context.database.db
    .select({ hostId: bookings.hostId })
    .from(bookings)
    .where(and(eq(bookings.startAt, new Date(startAt)), ne(bookings.status, 'CANCELLED')));
  return rows.map((row) => row.hostId).sort();
}

describe("GET …/any-host/available-slots and next-available ('Cualquier profesional')", () => {
  it('offers exactly the union of the per-host answers, each time once, naming no host', async () => {
    // The member is busy at 10:00 on the 4th, the admin at 11:00: each time stays offered by the other.
    for (const [schedules, time] of [
      [space.memberSchedules, '10:00'],
      [space.adminSchedules, '11:00'],
    ] as const) {
      const response = await postPublicBooking(
        context.app,
        publicBookingBody(
          scheduleOf(schedules, 3),
          `2026-03-04T${time}`,
          `2026-03-04T${time.replace(':00', ':30')}`,
          {
            name: 'Otra Persona',
            email: `union-${time.replace(':', '')}@example.com`,
          },
        ),
      );
      expect(response.statusCode, response.body).toBe(201);
    }
    // The admin is away on the 5th: the union is the member's day.
    await context.database.db.insert(disabledDates).values({
      spaceId: space.spaceId,
      scope: 'HOST',
      hostId: space.admin.user.id,
      isAllDay: true,
      startDay: '2026-03-05',
      endDay: '2026-03-05',
      title: 'Congreso',
      reason: 'Formación',
    });
    const admin = await slotStarts(`host/${space.admin.user.id}`);
    const member = await slotStarts(`host/${space.member.user.id}`);
    const union = await slotStarts('any-host');
    expect(union).toEqual([...new Set([...admin, ...member])].sort());
    expect(union).toContain('2026-03-04T09:00:00.000Z');
    expect(union).toContain('2026-03-04T10:00:00.000Z');
    expect(admin).not.toContain('2026-03-04T10:00:00.000Z');
    expect(member).not.toContain('2026-03-04T09:00:00.000Z');
    const answer = (await context.app.inject({ method: 'GET', url: slotsPath('any-host') })).body;
    expect(answer).not.toContain(space.admin.user.id);
    expect(answer).not.toContain(space.member.user.id);

    const next = await context.app.inject({
      method: 'GET',
      url: `/api/public/space/${space.spaceId}/service/${space.serviceId}/any-host/next-available?limit=3`,
    });
    expect(next.statusCode).toBe(200);
    // Today (Monday 09:00 in Madrid): both hosts are free from now on.
    expect(
      next
        .json()
        .data.availableSlots.map(
          (slot: { date: string; startTime: string }) => `${slot.date} ${slot.startTime}`,
        ),
    ).toEqual(['2026-03-02 09:00', '2026-03-02 09:30', '2026-03-02 10:00']);
  });

  it('answers 404 in Spanish for a service of another space and 400 for a bad id', async () => {
    const other = await context.app.inject({
      method: 'GET',
      url: `/api/public/space/${space.outsiderSpaceId}/service/${space.serviceId}/any-host/available-slots`,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('SERVICE_NOT_FOUND');
    const bad = await context.app.inject({
      method: 'GET',
      url: `/api/public/space/${space.spaceId}/service/nope/any-host/next-available`,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/bookings/public/any-host', () => {
  it('gives each booking to the host with the fewest appointments that day, then in turn', async () => {
    const assigned: string[] = [];
    for (const time of ['09:00', '09:30', '10:00', '10:30']) {
      const [hour, minute] = time.split(':').map(Number) as [number, number];
      const end = `${String(hour + (minute === 30 ? 1 : 0)).padStart(2, '0')}:${minute === 30 ? '00' : '30'}`;
      const response = await postAnyHost(`2026-03-09T${time}`, `2026-03-09T${end}`);
      expect(response.statusCode).toBe(201);
      assigned.push(response.json().data.booking.host.id);
    }
    const admin = space.admin.user.id;
    const member = space.member.user.id;
    expect(assigned.filter((host) => host === admin)).toHaveLength(2);
    expect(assigned.filter((host) => host === member)).toHaveLength(2);
    // Alternating: after each booking the other host has fewer that day.
    expect(assigned[0]).not.toBe(assigned[1]);
    expect(assigned[2]).not.toBe(assigned[3]);
  });

  it('goes to the other host when the fair one is busy, and answers the host actually assigned', async () => {
    // The member gets a booking at 12:00 on the 11th through their own page: busier, and busy then.
    const own = await postPublicBooking(
      context.app,
      publicBookingBody(scheduleOf(space.memberSchedules, 3), '2026-03-11T12:00', '2026-03-11T12:30', {
        name: 'Otra Persona',
        email: 'propia@example.com',
      }),
    );
    expect(own.statusCode).toBe(201);
    const first = await postAnyHost('2026-03-11T12:00', '2026-03-11T12:30');
    expect(first.statusCode).toBe(201);
    expect(first.json().data.booking.host).toMatchObject({ id: space.admin.user.id, name: 'Ana Admin' });
    // Both busy now: 409 in Spanish, naming nobody's appointment.
    const none = await postAnyHost('2026-03-11T12:00', '2026-03-11T12:30');
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      code: 'SLOT_NOT_AVAILABLE',
      message: 'El horario seleccionado ya no está disponible',
    });
    expect(none.body).not.toContain('conflictingBooking');
  });

  it('a race of N requests for one time with K free hosts books exactly K, one per host, the rest 409', async () => {
    const requests = Array.from({ length: 6 }, () => postAnyHost('2026-03-12T15:00', '2026-03-12T15:30'));
    const statuses = (await Promise.all(requests)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    expect(await hostsBooked('2026-03-12T14:00:00.000Z')).toEqual(
      [space.admin.user.id, space.member.user.id].sort(),
    );
  });

  it('replays a retry with the same key (whichever host it got) and refuses bad input with a 4xx', async () => {
    const first = await postAnyHost('2026-03-13T16:00', '2026-03-13T16:30', { idempotencyKey: 'any-1' });
    expect(first.statusCode).toBe(201);
    emailCounter -= 1; // the same visitor retries
    const retry = await postAnyHost('2026-03-13T16:00', '2026-03-13T16:30', { idempotencyKey: 'any-1' });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.booking.id).toBe(first.json().data.booking.id);
    expect(await hostsBooked('2026-03-13T15:00:00.000Z')).toHaveLength(1);

    const missing = await context.app.inject({
      method: 'POST',
      url: '/api/bookings/public/any-host',
      payload: {
        spaceId: space.spaceId,
        startTime: '2026-03-13T17:00',
        endTime: '2026-03-13T17:30',
        clientInfo: { name: 'A', email: 'a@example.com' },
      },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('El servicio es requerido');
    const notOffered = await postAnyHost('2026-03-13T21:00', '2026-03-13T21:30');
    expect(notOffered.statusCode).toBe(409);
  });
});

describe('POST /api/bookings/public/any-host with the per-host daily cap', () => {
  let capped: TestContext;
  let cappedSpace: PublicSpaceSetup;
  beforeAll(async () => {
    capped = await createTestContext({
      config: {
        rateLimits: { ...DEFAULT_RATE_LIMITS, publicBookingPerMinute: 10_000 },
        publicBookingCaps: { perSpacePerHour: 0, perHostPerDay: 1, perEmailPerDay: 0 },
      },
    });
    cappedSpace = await setUpPublicSpace(capped.app, capped.database.db);
  });
  afterAll(async () => {
    await capped.close();
  });

  it('skips a host at its cap, and answers the cap once every host is at it', async () => {
    const book = (time: string) =>
      capped.app.inject({
        method: 'POST',
        url: '/api/bookings/public/any-host',
        payload: {
          spaceId: cappedSpace.spaceId,
          serviceId: cappedSpace.serviceId,
          startTime: `2026-03-10T${time}:00`,
          endTime: `2026-03-10T${time}:30`,
          clientInfo: { name: 'Lucía Cliente', email: `tope-${time}@example.com` },
        },
      });
    // The host the fair order tries first (lowest id, nobody booked that day) reaches its cap
    // through its own page with a booking on another day.
    const hosts = [
      { id: cappedSpace.admin.user.id, schedules: cappedSpace.adminSchedules },
      { id: cappedSpace.member.user.id, schedules: cappedSpace.memberSchedules },
    ].sort((first, second) => (first.id < second.id ? -1 : 1));
    const [firstInOrder, other] = hosts as [(typeof hosts)[number], (typeof hosts)[number]];
    const own = await postPublicBooking(
      capped.app,
      publicBookingBody(scheduleOf(firstInOrder.schedules, 3), '2026-03-11T10:00', '2026-03-11T10:30', {
        name: 'Otra Persona',
        email: 'propia-tope@example.com',
      }),
    );
    expect(own.statusCode).toBe(201);
    const skipped = await book('10');
    expect(skipped.statusCode).toBe(201);
    expect(skipped.json().data.booking.host.id).toBe(other.id);
    const third = await book('12');
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('BOOKING_LIMIT_REACHED');
  });
});
