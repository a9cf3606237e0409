import { emailOutbox } from '@citavet/db/schema/outbox';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../app-dependencies';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { scheduleOf } from '../bookings.test-support';
import {
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
  tokenOf,
} from '../public/public-booking.test-support';
import { createWaitlistSweeper, sweepWaitlist } from './offer-freed-slots';

// The sweeper woken by an announcement offers a freed slot in a round's time, not the interval's
// (server.ts wakes it on every availability announcement). Real time here: the sweeper's timers
// run, the test clock only dates the rows. Clock: Monday 2026-03-02 08:00Z, 09:00 in Madrid.
const RATE_LIMITS = { ...DEFAULT_RATE_LIMITS, registerPerMinute: 10_000, publicBookingPerMinute: 10_000 };
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ config: { rateLimits: RATE_LIMITS } });
});
afterAll(async () => {
  await context.close();
});

const TODAY = '2026-03-02';
const deps = () => ({
  database: context.database,
  clock: context.clock,
  config: { publicUrl: 'http://citavet.test' },
});
const offersTo = (to: string) =>
  context.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'waitlist-offer'), eq(emailOutbox.toAddress, to)));

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

describe('the waitlist sweeper woken at once', () => {
  it('offers a slot freed after its last round when woken, with an hour left on its interval', async () => {
    context.clock.set('2026-03-02T08:00:00.000Z');
    const space = await setUpPublicSpace(context.app, context.database.db);
    const taken = await postPublicBooking(
      context.app,
      publicBookingBody(scheduleOf(space.memberSchedules, 1), `${TODAY}T10:00`, `${TODAY}T10:30`, {
        name: 'Lucía Cliente',
        email: 'lucia-wake@example.com',
      }),
    );
    expect(taken.statusCode, taken.body).toBe(201);
    const joined = await context.app.inject({
      method: 'POST',
      url: `/api/public/space/${space.spaceId}/service/${space.serviceId}/waitlist`,
      payload: {
        name: 'Ana Despierta',
        email: 'ana-wake@example.com',
        windows: [{ date: TODAY, from: '10:00', to: '11:00' }],
        days: 7,
      },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    // Nothing freed yet: a round finds nothing to offer.
    expect((await sweepWaitlist(deps())).offers).toBe(0);

    const sweeper = createWaitlistSweeper(deps(), { intervalMs: 3_600_000, wakeDelayMs: 5 });
    sweeper.start();
    try {
      // The round `start` runs finds nothing; let it end before the slot is freed.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const cancelled = await context.app.inject({
        method: 'POST',
        url: `/api/public/bookings/${encodeURIComponent(tokenOf(taken.json().data.booking.managePath))}/cancel`,
        payload: {},
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      // Without a wake the next round is an hour away.
      expect(await until(async () => (await offersTo('ana-wake@example.com')).length > 0, 300)).toBe(false);
      sweeper.wake();
      sweeper.wake();
      expect(await until(async () => (await offersTo('ana-wake@example.com')).length > 0, 10_000)).toBe(true);
      expect(await offersTo('ana-wake@example.com')).toHaveLength(1);
    } finally {
      await sweeper.stop();
    }
  });
});
