import { emailOutbox, smsUsage } from '@citavet/db/schema/outbox';
import { spaces } from '@citavet/db/schema/spaces';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStoredPlan } from '../features/plans/plans.test-support';
import { createOutboxWorker } from '../mail/outbox-worker';
import { createSmsNotifier } from '../notifications/sms-notifier';
import { type Cast, createCast, sender } from '../test/clients-test-support';
import { createTestContext, type TestContext, testUnsubscribeLinks } from '../test/test-app';
import { DELIVERY_REPORT_KEY_PURPOSE, DeliveryReportTokens } from './delivery-report-token';
import type { SmsConfig } from './sms-config';
import { createKannelGateway } from './sms-gateway';

// The SMS quota per plan (decision 081): Gratuito 100 segments a month, Premium 1,000, whatever the
// server's default; the worker stops at the plan's, the settings and 'Plan y uso' show it, and the
// client's log says why an SMS did not go. No gateway is reached here (the quota stops it first).

let context: TestContext;
let cast: Cast;
const sms: SmsConfig = {
  isEnabled: true,
  gateway: { url: 'http://127.0.0.1:1/cgi-bin/sendsms', username: 'u', password: 'p' },
  callbackUrl: 'http://127.0.0.1:1',
  inboundSecret: null,
  monthlySegmentQuota: 10_000,
};

beforeAll(async () => {
  context = await createTestContext({ config: { sms, arePlanLimitsOn: () => true } });
  cast = await createCast(context);
  await context.database.db.update(spaces).set({ country: 'España' }).where(eq(spaces.id, cast.spaceId));
});
afterAll(() => context.close());

const send = () => sender(context);
const month = () => context.clock.now().toISOString().slice(0, 7);

async function useSegments(segments: number) {
  await context.database.db
    .insert(smsUsage)
    .values({ spaceId: cast.spaceId, month: month(), segments })
    .onConflictDoUpdate({ target: [smsUsage.spaceId, smsUsage.month], set: { segments } });
}

describe('the SMS quota of the plan', () => {
  it("stops the worker at Gratuito's 100 segments, not the server's 10,000, and the client's log says why", async () => {
    const created = await send()('POST', `/api/spaces/${cast.spaceId}/clients`, cast.admin, {
      name: 'Lucía Pérez',
      phone: '600 11 12 22',
      smsConsent: true,
    });
    const clientId = created.json().data.client.id as string;
    await useSegments(100);
    const result = await createSmsNotifier(context.database.db).send({
      channel: 'sms',
      kind: 'reminder-appointment',
      spaceId: cast.spaceId,
      clientId,
      to: '+34600111222',
      subject: 'Recordatorio de cita',
      text: 'Cita mañana a las 10:30',
      sendAfter: context.clock.now(),
      dedupeKey: 'plan-quota:1',
    });
    expect(result.status).toBe('queued');
    const worker = createOutboxWorker({
      db: context.database.db,
      clock: context.clock,
      transport: { describe: 'none', close() {}, send: () => Promise.reject(new Error('no e-mail here')) },
      from: 'Citavet <no-reply@citavet.test>',
      pollMs: 1000,
      unsubscribe: testUnsubscribeLinks(),
      sms: {
        gateway: createKannelGateway(sms.gateway),
        reports: new DeliveryReportTokens(context.tokens.deriveKey(DELIVERY_REPORT_KEY_PURPOSE)),
        callbackUrl: sms.callbackUrl,
        monthlySegmentQuota: sms.monthlySegmentQuota,
        arePlanLimitsOn: () => true,
      },
    });
    await worker.runOnce();
    const [row] = await context.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, 'plan-quota:1'));
    expect(row).toMatchObject({
      status: 'DROPPED',
      lastError: 'Cuota mensual de SMS agotada (100 segmentos)',
    });
    const log = await send()(
      'GET',
      `/api/spaces/${cast.spaceId}/clients/${clientId}/communications`,
      cast.admin,
    );
    expect(log.json().data.entries[0]).toMatchObject({
      channel: 'sms',
      status: 'dropped',
      reason: 'Cuota mensual de SMS agotada (100 segmentos)',
    });
  });

  it('shows the quota and its use in the settings and in Plan y uso, with the reason once spent', async () => {
    await useSegments(100);
    const status = await send()('GET', `/api/spaces/${cast.spaceId}/sms-status`, cast.member);
    expect(status.json().data).toMatchObject({
      monthlySegmentQuota: 100,
      segmentsUsedThisMonth: 100,
      usageLabel: 'SMS este mes: 100 de 100 segmentos',
      planName: 'Gratuito',
    });
    expect(status.json().data.quotaSpentMessage).toMatch(
      /^Cuota mensual de SMS agotada \(100 segmentos\) del plan Gratuito/,
    );
    const plan = await send()('GET', `/api/spaces/${cast.spaceId}/plan`, cast.admin);
    expect(plan.json().data.sms).toEqual({
      used: 100,
      quota: 100,
      label: 'SMS este mes: 100 de 100 segmentos',
    });

    // On Premium the month has 1,000: the same use is no longer spent.
    await setStoredPlan(context.database.db, cast.spaceId, {
      plan: 'premium',
      source: 'operator',
      endsAt: null,
    });
    const premium = await send()('GET', `/api/spaces/${cast.spaceId}/sms-status`, cast.admin);
    expect(premium.json().data).toMatchObject({
      monthlySegmentQuota: 1_000,
      usageLabel: 'SMS este mes: 100 de 1.000 segmentos',
      planName: 'Premium',
      quotaSpentMessage: null,
    });
    await setStoredPlan(context.database.db, cast.spaceId, { plan: 'gratuito', source: null, endsAt: null });
  });
});
