import { waitlistOffers, waitlistRequests } from '@citavet/db/schema/waitlist';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../app-dependencies';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { scheduleOf } from '../bookings.test-support';
import {
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
  tokenOf,
} from '../public/public-booking.test-support';
import { sweepWaitlist } from './offer-freed-slots';

// A slot a waitlist offer holds is off the public page for everyone but its holder (decision 088).
// Clock: Monday 2026-03-02 08:00Z, 09:00 in Madrid; both professionals offer 30-minute slots
// 08:00–20:00 every day, with no notice.
const RATE_LIMITS = { ...DEFAULT_RATE_LIMITS, registerPerMinute: 10_000, publicBookingPerMinute: 10_000 };
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ config: { rateLimits: RATE_LIMITS } });
});
afterAll(async () => {
  await context.close();
});

const TODAY = '2026-03-02';
const START = '2026-03-02T08:00:00.000Z';
const HELD_MESSAGE =
  'Este horario está reservado unos minutos para una persona de la lista de espera. Elige otro horario o vuelve a mirarlo en un rato.';
const sweep = () =>
  sweepWaitlist({
    database: context.database,
    clock: context.clock,
    config: { publicUrl: 'http://citavet.test' },
  });

async function startTimes(space: PublicSpaceSetup, hostId = space.member.user.id): Promise<string[]> {
  const response = await context.app.inject({
    method: 'GET',
    url:
      `/api/public/space/${space.spaceId}/service/${space.serviceId}/host/${hostId}/available-slots` +
      `?fromDate=${TODAY}&toDate=${TODAY}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const day = response.json().data.availableDays[0]?.dates[0];
  return (day?.slots ?? []).map((slot: { startTime: string }) => slot.startTime);
}

async function anyHostFirst(space: PublicSpaceSetup): Promise<string | undefined> {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/public/space/${space.spaceId}/service/${space.serviceId}/any-host/available-slots?fromDate=${TODAY}&toDate=${TODAY}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.availableDays[0]?.dates[0]?.slots[0]?.startTime;
}

async function directoryNextSlot(space: PublicSpaceSetup): Promise<string | undefined> {
  const response = await context.app.inject({
    method: 'GET',
    url: '/api/directory/spaces?city=malaga&limit=50',
  });
  expect(response.statusCode, response.body).toBe(200);
  const entry = response.json().data.spaces.find((each: { id: string }) => each.id === space.spaceId);
  return entry?.nextSlot?.startTime;
}

function bookMember(space: PublicSpaceSetup, wall: string, end: string, email: string) {
  return postPublicBooking(
    context.app,
    publicBookingBody(scheduleOf(space.memberSchedules, 1), `${TODAY}T${wall}`, `${TODAY}T${end}`, {
      name: 'Cliente Pública',
      email,
    }),
  );
}

/** An offer holding the host's slot, written as the sweep writes one (its request OFFERED). */
async function holdSlot(space: PublicSpaceSetup, hostId: string, startAt: string, endAt: string) {
  const [request] = await context.database.db
    .insert(waitlistRequests)
    .values({
      spaceId: space.spaceId,
      serviceId: space.serviceId,
      hostId,
      clientName: 'Persona en espera',
      clientEmail: `espera-${Math.random().toString(36).slice(2)}@example.com`,
      windows: [{ date: TODAY, from: '08:00', to: '20:00' }],
      expiresAt: new Date('2026-03-03T00:00:00.000Z'),
      status: 'OFFERED',
      tokenHash: `request-${Math.random()}`,
      createdAt: context.clock.now(),
    })
    .returning();
  if (!request) throw new Error('no request');
  await context.database.db.insert(waitlistOffers).values({
    spaceId: space.spaceId,
    requestId: request.id,
    serviceId: space.serviceId,
    hostId,
    startAt: new Date(startAt),
    endAt: new Date(endAt),
    holdUntil: new Date(context.clock.now().getTime() + 15 * 60_000),
    tokenHash: `offer-${Math.random()}`,
    createdAt: context.clock.now(),
  });
}

describe('a slot held by a waitlist offer', () => {
  it('is off the public page and refused to others while held, and comes back when the hold runs out', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    const taken = await bookMember(space, '10:00', '10:30', 'lucia@example.com');
    expect(taken.statusCode, taken.body).toBe(201);
    const joined = await context.app.inject({
      method: 'POST',
      url: `/api/public/space/${space.spaceId}/service/${space.serviceId}/waitlist`,
      payload: {
        name: 'Ana Espera',
        email: 'ana-hold@example.com',
        windows: [{ date: TODAY, from: '10:00', to: '12:00' }],
        days: 7,
      },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    // Read (and cached) before the slot frees up.
    expect(await startTimes(space)).not.toContain('10:00');
    const cancelled = await context.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${encodeURIComponent(tokenOf(taken.json().data.booking.managePath))}/cancel`,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await sweep();
    const [offer] = await context.database.db
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.spaceId, space.spaceId));
    expect(offer).toMatchObject({ status: 'OPEN', startAt: new Date('2026-03-02T09:00:00.000Z') });

    // Held for Ana: the page does not show it, and a visitor posting it is told why.
    const times = await startTimes(space);
    expect(times).not.toContain('10:00');
    expect(times).toContain('10:30');
    const refused = await bookMember(space, '10:00', '10:30', 'otra@example.com');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(HELD_MESSAGE);
    // The other professional's 10:00 is not held.
    expect(await startTimes(space, space.admin.user.id)).toContain('10:00');

    // The hold runs out and no one else waits: the slot is everyone's again.
    context.clock.advance(15 * 60_000);
    await sweep();
    expect(await startTimes(space)).toContain('10:00');
    const booked = await bookMember(space, '10:00', '10:30', 'otra@example.com');
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it("lets the holder's own confirmation book it, then the booking keeps it", async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    const taken = await bookMember(space, '11:00', '11:30', 'lucia2@example.com');
    await context.app.inject({
      method: 'POST',
      url: `/api/public/space/${space.spaceId}/service/${space.serviceId}/waitlist`,
      payload: {
        name: 'Bea Espera',
        email: 'bea-hold@example.com',
        windows: [{ date: TODAY, from: '11:00', to: '12:00' }],
        days: 7,
      },
    });
    await context.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${encodeURIComponent(tokenOf(taken.json().data.booking.managePath))}/cancel`,
      payload: {},
    });
    await sweep();
    const { emailOutbox } = await import('@citavet/db/schema/outbox');
    const [email] = await context.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'bea-hold@example.com'));
    const token = decodeURIComponent(email?.textBody.match(/\/lista-espera\/oferta\/(\S+)/)?.[1] ?? '');
    const confirmed = await context.app.inject({
      method: 'POST',
      url: `/api/public/waitlist/offers/${encodeURIComponent(token)}/confirm`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await startTimes(space)).not.toContain('11:00');
  });

  it("is out of 'Cualquier profesional' and of the directory's next slot", async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    expect(await anyHostFirst(space)).toBe('09:00');
    expect(await directoryNextSlot(space)).toBe('09:00');
    // Both professionals' 09:00 held: the first slot anyone else may take is 09:30.
    await holdSlot(space, space.member.user.id, '2026-03-02T08:00:00.000Z', '2026-03-02T08:30:00.000Z');
    expect(await anyHostFirst(space)).toBe('09:00');
    await holdSlot(space, space.admin.user.id, '2026-03-02T08:00:00.000Z', '2026-03-02T08:30:00.000Z');
    expect(await anyHostFirst(space)).toBe('09:30');
    expect(await directoryNextSlot(space)).toBe('09:30');
  });
});
