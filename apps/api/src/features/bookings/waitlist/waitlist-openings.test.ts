import { disabledDates } from '@citavet/db/schema/bookings';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { serviceSchedules } from '@citavet/db/schema/services';
import { waitlistOpenings } from '@citavet/db/schema/waitlist';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../app-dependencies';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { scheduleOf } from '../bookings.test-support';
import { type PublicSpaceSetup, setUpPublicSpace } from '../public/public-booking.test-support';
import { sweepWaitlist } from './offer-freed-slots';

// New openings offer slots too, not only cancellations (decision 088). Clock: Monday 2026-03-02
// 08:00Z, 09:00 in Madrid; both professionals offer 30-minute slots 08:00–20:00 every day.
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
const sweep = () =>
  sweepWaitlist({
    database: context.database,
    clock: context.clock,
    config: { publicUrl: 'http://citavet.test' },
  });

async function join(space: PublicSpaceSetup, email: string, window: object, hostId: string | null = null) {
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/public/space/${space.spaceId}/service/${space.serviceId}/waitlist`,
    payload: { name: 'Persona Espera', email, windows: [window], days: 7, hostId },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function offersTo(email: string) {
  return context.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'waitlist-offer'), eq(emailOutbox.toAddress, email)));
}

async function openingsOf(space: PublicSpaceSetup) {
  return context.database.db
    .select()
    .from(waitlistOpenings)
    .where(eq(waitlistOpenings.spaceId, space.spaceId));
}

describe('time that opens is offered to the waitlist', () => {
  it('offers the evening a widened schedule opens, to the first in line only once', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    const member = space.member.user.id;
    await join(space, 'tarde1@example.com', { date: TODAY, from: '20:00', to: '22:00' }, member);
    context.clock.advance(1000);
    await join(space, 'tarde2@example.com', { date: TODAY, from: '20:00', to: '22:00' }, member);
    await sweep();
    expect(await offersTo('tarde1@example.com')).toHaveLength(0);

    // Monday's range of the member now runs to 21:00: 20:00 and 20:30 open.
    await context.database.db
      .update(serviceSchedules)
      .set({ endTime: '21:00' })
      .where(eq(serviceSchedules.id, scheduleOf(space.memberSchedules, 1)));
    expect(await openingsOf(space)).toHaveLength(1);
    await sweep();
    expect(await openingsOf(space)).toHaveLength(0);
    const [first] = await offersTo('tarde1@example.com');
    expect(first?.textBody).toContain('Hora: 20:00');
    const [second] = await offersTo('tarde2@example.com');
    expect(second?.textBody).toContain('Hora: 20:30');
    // Nothing opens again on the next pass: no second offers.
    await sweep();
    expect(await offersTo('tarde1@example.com')).toHaveLength(1);
    expect(await offersTo('tarde2@example.com')).toHaveLength(1);
  });

  it('offers the day a closure removed gives back', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    const [closure] = await context.database.db
      .insert(disabledDates)
      .values({
        spaceId: space.spaceId,
        scope: 'SPACE',
        isAllDay: true,
        startDay: TODAY,
        endDay: TODAY,
        title: 'Cierre',
        reason: 'Inventario',
      })
      .returning();
    await join(space, 'cierre@example.com', { date: TODAY, from: '12:00', to: '13:00' });
    await sweep();
    expect(await offersTo('cierre@example.com')).toHaveLength(0);

    await context.database.db.delete(disabledDates).where(eq(disabledDates.id, closure?.id ?? ''));
    await sweep();
    const [offer] = await offersTo('cierre@example.com');
    expect(offer?.textBody).toContain('Hora: 12:00');
  });

  it('records nothing where no one waits', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    await context.database.db
      .update(serviceSchedules)
      .set({ endTime: '21:00' })
      .where(eq(serviceSchedules.id, scheduleOf(space.memberSchedules, 1)));
    expect(await openingsOf(space)).toHaveLength(0);
  });
});
