import { bookings } from '@citavet/db/schema/bookings';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { waitlistFreedSlots, waitlistOffers } from '@citavet/db/schema/waitlist';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../app-dependencies';
import { hashOpaqueToken } from '../../../security/tokens';
import { bearer, createTestContext, type TestContext } from '../../../test/test-app';
import { scheduleOf } from '../bookings.test-support';
import {
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
  tokenOf,
} from '../public/public-booking.test-support';
import { sweepWaitlist } from './offer-freed-slots';
import { claimFreedSlots } from './waitlist-freed-slots.repository';
import { claimOffer } from './waitlist-offers.repository';

// A worker that dies mid-way leaves nothing stuck and sends nothing twice (decision 088). Clock:
// Monday 2026-03-02 08:00Z, 09:00 in Madrid; 30-minute slots 08:00–20:00 every day.
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
const MINUTE = 60_000;
const sweep = () =>
  sweepWaitlist({
    database: context.database,
    clock: context.clock,
    config: { publicUrl: 'http://citavet.test' },
  });

async function offersTo(email: string) {
  return context.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'waitlist-offer'), eq(emailOutbox.toAddress, email)));
}

async function tokenOfOfferTo(email: string): Promise<string> {
  const [offer] = await offersTo(email);
  const link = offer?.textBody.match(/\/lista-espera\/oferta\/(\S+)/)?.[1];
  if (!link) throw new Error(`no offer to ${email}`);
  return decodeURIComponent(link);
}

/** Ana (then Bea) wait for 10:00 of the member, which a cancellation frees. */
async function freeTenWithWaiting(space: PublicSpaceSetup, suffix: string, cancel = true) {
  const taken = await postPublicBooking(
    context.app,
    publicBookingBody(scheduleOf(space.memberSchedules, 1), `${TODAY}T10:00`, `${TODAY}T10:30`, {
      name: 'Lucía Cliente',
      email: `lucia-${suffix}@example.com`,
    }),
  );
  expect(taken.statusCode, taken.body).toBe(201);
  for (const name of ['ana', 'bea']) {
    const joined = await context.app.inject({
      method: 'POST',
      url: `/api/public/space/${space.spaceId}/service/${space.serviceId}/waitlist`,
      payload: {
        name,
        email: `${name}-${suffix}@example.com`,
        windows: [{ date: TODAY, from: '10:00', to: '11:00' }],
        days: 7,
      },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    context.clock.advance(1000);
  }
  if (!cancel) return;
  const cancelled = await context.app.inject({
    method: 'POST',
    url: `/api/public/bookings/${encodeURIComponent(tokenOf(taken.json().data.booking.managePath))}/cancel`,
    payload: {},
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
}

async function offerOf(space: PublicSpaceSetup) {
  const rows = await context.database.db
    .select()
    .from(waitlistOffers)
    .where(eq(waitlistOffers.spaceId, space.spaceId));
  return rows;
}

const confirm = (token: string) =>
  context.app.inject({
    method: 'POST',
    url: `/api/public/waitlist/offers/${encodeURIComponent(token)}/confirm`,
  });

describe('a confirmation whose process died', () => {
  it('is left alone while it may still be running, then opens again within its hold and books once', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    await freeTenWithWaiting(space, 'r1');
    await sweep();
    const token = await tokenOfOfferTo('ana-r1@example.com');
    // The crash: the offer claimed, nothing booked, nothing recorded after.
    expect(await claimOffer(context.database.db, hashOpaqueToken(token), context.clock.now())).not.toBeNull();

    context.clock.advance(MINUTE);
    await sweep();
    expect((await offerOf(space))[0]?.status).toBe('CONFIRMING');
    expect((await confirm(token)).statusCode).toBe(409);

    context.clock.advance(2 * MINUTE);
    await sweep();
    expect((await offerOf(space))[0]?.status).toBe('OPEN');
    const booked = await confirm(token);
    expect(booked.statusCode, booked.body).toBe(200);
    const kept = await context.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.spaceId, space.spaceId), ne(bookings.status, 'CANCELLED')));
    expect(kept.map((row) => row.clientEmail)).toEqual(['ana-r1@example.com']);
    // One offer, one e-mail: Bea was never offered this slot.
    expect(await offersTo('ana-r1@example.com')).toHaveLength(1);
    expect(await offersTo('bea-r1@example.com')).toHaveLength(0);
  });

  it('is settled as booked when the booking was written before the process died', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    await freeTenWithWaiting(space, 'r2');
    await sweep();
    const token = await tokenOfOfferTo('ana-r2@example.com');
    expect(await claimOffer(context.database.db, hashOpaqueToken(token), context.clock.now())).not.toBeNull();
    // The booking itself committed (the same row the confirmation writes), then the process died.
    const written = await context.app.inject({
      method: 'POST',
      url: '/api/bookings/host-create',
      headers: bearer(space.member.token),
      payload: {
        serviceScheduleId: scheduleOf(space.memberSchedules, 1),
        startTime: '2026-03-02T09:00:00.000Z',
        endTime: '2026-03-02T09:30:00.000Z',
        clientInfo: { name: 'ana', email: 'ana-r2@example.com' },
      },
    });
    expect(written.statusCode, written.body).toBe(201);

    context.clock.advance(3 * MINUTE);
    await sweep();
    const [settled] = await offerOf(space);
    expect(settled?.status).toBe('BOOKED');
    expect(settled?.bookingId).not.toBeNull();
    expect(await offersTo('bea-r2@example.com')).toHaveLength(0);
  });

  it('runs out like any hold when the hold is over: the next in line gets the slot', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    await freeTenWithWaiting(space, 'r3');
    await sweep();
    const token = await tokenOfOfferTo('ana-r3@example.com');
    expect(await claimOffer(context.database.db, hashOpaqueToken(token), context.clock.now())).not.toBeNull();

    context.clock.advance(16 * MINUTE);
    await sweep();
    const offers = await offerOf(space);
    expect(offers.map((row) => row.status).sort()).toEqual(['EXPIRED', 'OPEN']);
    expect(await offersTo('bea-r3@example.com')).toHaveLength(1);
  });
});

describe('a sweep that died mid-way', () => {
  it('leaves the freed slot queued and the next sweep offers it exactly once', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    await freeTenWithWaiting(space, 'r4');
    const queued = await context.database.db
      .select()
      .from(waitlistFreedSlots)
      .where(eq(waitlistFreedSlots.spaceId, space.spaceId));
    expect(queued).toHaveLength(1);
    // The crash: a worker claimed the queue and died before it committed.
    await expect(
      context.database.db.transaction(async (tx) => {
        expect((await claimFreedSlots(tx, 1000)).length).toBeGreaterThanOrEqual(1);
        throw new Error('worker died');
      }),
    ).rejects.toThrow('worker died');

    await sweep();
    await sweep();
    expect(await offersTo('ana-r4@example.com')).toHaveLength(1);
    expect(await offersTo('bea-r4@example.com')).toHaveLength(0);
  });
});
