import { emailOutbox, smsUsage } from '@citavet/db/schema/outbox';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../app-dependencies';
import { createOutboxWorker } from '../../../mail/outbox-worker';
import { DELIVERY_REPORT_KEY_PURPOSE, DeliveryReportTokens } from '../../../sms/delivery-report-token';
import type { SmsConfig } from '../../../sms/sms-config';
import type { SmsGateway } from '../../../sms/sms-gateway';
import { createTestContext, type TestContext, testUnsubscribeLinks } from '../../../test/test-app';
import { scheduleOf } from '../bookings.test-support';
import {
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
  tokenOf,
} from '../public/public-booking.test-support';
import { sweepWaitlist } from './offer-freed-slots';

// Offers by SMS to a request that gave only a phone (decision 088), through the outbox's SMS channel
// (decision 074) and the plan's monthly quota (decision 081). The gateway is a double that keeps
// what it was handed. Clock: Monday 2026-03-02 08:00Z, 09:00 in Madrid.
const RATE_LIMITS = { ...DEFAULT_RATE_LIMITS, registerPerMinute: 10_000, publicBookingPerMinute: 10_000 };
const sms: SmsConfig = {
  isEnabled: true,
  gateway: { url: 'http://127.0.0.1:1/cgi-bin/sendsms', username: 'u', password: 'p' },
  callbackUrl: 'http://127.0.0.1:1',
  inboundSecret: null,
  monthlySegmentQuota: 10_000,
};
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({
    config: { rateLimits: RATE_LIMITS, sms, arePlanLimitsOn: () => false },
  });
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
    config: { publicUrl: 'http://citavet.test', sms, arePlanLimitsOn: () => false },
  });

const handed: { to: string; text: string }[] = [];
const gateway: SmsGateway = {
  describe: 'double',
  async send(message) {
    handed.push({ to: message.to, text: message.text });
  },
};
const worker = () =>
  createOutboxWorker({
    db: context.database.db,
    clock: context.clock,
    transport: { describe: 'none', close() {}, send: () => Promise.resolve() },
    from: 'Citavet <no-reply@citavet.test>',
    pollMs: 1000,
    unsubscribe: testUnsubscribeLinks(),
    sms: {
      gateway,
      reports: new DeliveryReportTokens(context.tokens.deriveKey(DELIVERY_REPORT_KEY_PURPOSE)),
      callbackUrl: sms.callbackUrl,
      monthlySegmentQuota: sms.monthlySegmentQuota,
      arePlanLimitsOn: () => false,
    },
  });

async function waitAndFreeTen(space: PublicSpaceSetup, people: object[]) {
  const taken = await postPublicBooking(
    context.app,
    publicBookingBody(scheduleOf(space.memberSchedules, 1), `${TODAY}T10:00`, `${TODAY}T10:30`, {
      name: 'Lucía Cliente',
      email: `lucia-${Math.random().toString(36).slice(2)}@example.com`,
    }),
  );
  expect(taken.statusCode, taken.body).toBe(201);
  for (const person of people) {
    const joined = await context.app.inject({
      method: 'POST',
      url: `/api/public/space/${space.spaceId}/service/${space.serviceId}/waitlist`,
      payload: { windows: [{ date: TODAY, from: '10:00', to: '11:00' }], days: 7, ...person },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    context.clock.advance(1000);
  }
  const cancelled = await context.app.inject({
    method: 'POST',
    url: `/api/public/bookings/${encodeURIComponent(tokenOf(taken.json().data.booking.managePath))}/cancel`,
    payload: {},
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
}

const offerRows = (to: string) =>
  context.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'waitlist-offer'), eq(emailOutbox.toAddress, to)));

describe('an offer by SMS', () => {
  it('texts a request with only a phone once, in Spanish, with the link, and counts it in the month', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    await waitAndFreeTen(space, [{ name: 'Sara Móvil', email: null, phone: '612 345 678' }]);
    await sweep();
    const [row] = await offerRows('+34612345678');
    expect(row).toMatchObject({
      channel: 'sms',
      status: 'PENDING',
      dedupeKey: expect.stringMatching(/:sms$/),
    });
    expect(row?.textBody).toMatch(
      /: hay un hueco para .+ el lun, 2 mar a las 10:00\. Te lo guardamos hasta las 09:15\. Confirmalo: http:\/\/citavet\.test\/lista-espera\/oferta\/\S+$/,
    );
    expect(row?.segments).toBeLessThanOrEqual(2);
    const [usage] = await context.database.db
      .select()
      .from(smsUsage)
      .where(eq(smsUsage.spaceId, space.spaceId));
    expect(usage?.segments).toBe(row?.segments);

    await worker().runOnce();
    await worker().runOnce();
    expect(handed.filter((message) => message.to === '+34612345678')).toHaveLength(1);
    // The link in the SMS books the slot, with the e-mail the public booking needs asked for then.
    const token = decodeURIComponent(row?.textBody.match(/\/lista-espera\/oferta\/(\S+)$/)?.[1] ?? '');
    const confirm = (payload?: object) =>
      context.app.inject({
        method: 'POST',
        url: `/api/public/waitlist/offers/${encodeURIComponent(token)}/confirm`,
        ...(payload ? { payload } : {}),
      });
    const withoutEmail = await confirm();
    expect(withoutEmail.statusCode, withoutEmail.body).toBe(400);
    expect(withoutEmail.json().code, withoutEmail.body).toBe('WAITLIST_EMAIL_NEEDED');
    expect(withoutEmail.json().code).toBe('WAITLIST_EMAIL_NEEDED');
    expect(withoutEmail.json().message).toBe(
      'Indica tu correo electrónico para confirmar la cita: te enviaremos allí la confirmación.',
    );
    const booked = await confirm({ email: 'sara-movil@example.com' });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data.outcome).toBe('BOOKED');
  });

  it('passes over a phone the month has no SMS left for, to the next in line by e-mail', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    await context.database.db
      .insert(smsUsage)
      .values({ spaceId: space.spaceId, month: START.slice(0, 7), segments: 1_000_000 });
    await waitAndFreeTen(space, [
      { name: 'Sin Cuota', email: null, phone: '612 345 679' },
      { name: 'Eva Correo', email: 'eva-sms@example.com' },
    ]);
    await sweep();
    expect(await offerRows('+34612345679')).toHaveLength(0);
    expect(await offerRows('eva-sms@example.com')).toHaveLength(1);
  });

  it('passes over a landline, which cannot take SMS', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    await waitAndFreeTen(space, [
      { name: 'Fijo', email: null, phone: '912 345 678' },
      { name: 'Eva Correo', email: 'eva-fijo@example.com' },
    ]);
    await sweep();
    expect(await offerRows('+34912345678')).toHaveLength(0);
    expect(await offerRows('eva-fijo@example.com')).toHaveLength(1);
  });

  it('sends a staff offer by hand to a request with only a phone by SMS, on the sweep’s path', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    const joined = await context.app.inject({
      method: 'POST',
      url: `/api/public/space/${space.spaceId}/service/${space.serviceId}/waitlist`,
      payload: {
        name: 'Mano Móvil',
        email: null,
        phone: '612 345 670',
        windows: [{ date: TODAY, from: '10:00', to: '14:00' }],
        days: 7,
      },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const offered = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${space.spaceId}/waitlist/${joined.json().data.request.id}/offers`,
      headers: { authorization: `Bearer ${space.admin.token}` },
      payload: {
        hostId: space.member.user.id,
        startAt: '2026-03-02T11:00:00.000Z',
        endAt: '2026-03-02T11:30:00.000Z',
      },
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const [row] = await offerRows('+34612345670');
    expect(row).toMatchObject({ channel: 'sms', status: 'PENDING' });
    expect(row?.textBody).toMatch(/ a las 12:00\. Te lo guardamos hasta las 09:15\. /);
  });
});
