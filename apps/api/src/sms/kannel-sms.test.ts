import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bookings, clients } from '@citavet/db/schema/bookings';
import { emailOutbox, smsReplies, smsUsage } from '@citavet/db/schema/outbox';
import { spaces } from '@citavet/db/schema/spaces';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEmail } from '../mail/outbox.repository';
import { createOutboxWorker, type OutboxWorker } from '../mail/outbox-worker';
import { createSmsNotifier } from '../notifications/sms-notifier';
import { type Cast, createCast, insertClientBooking, sender } from '../test/clients-test-support';
import { createTestContext, type TestContext, testKannel, testUnsubscribeLinks } from '../test/test-app';
import { DELIVERY_REPORT_KEY_PURPOSE, DeliveryReportTokens } from './delivery-report-token';
import type { SmsConfig } from './sms-config';
import { createKannelGateway } from './sms-gateway';

// The whole SMS path on a real Kannel (bearerbox + smsbox) whose carrier is kannel-extras'
// fakesmsc: a reminder queued in the outbox, handed to sendsms, received by the fake carrier; its
// delivery report coming back through the signed dlr-url; a 'BAJA' and a 'CONFIRMO' sent from the
// phone through Kannel's MO path to the API. Start Kannel with ops/kannel/start-test-gateway.sh and
// export what it prints (.ci/run does); without it the suite is skipped.

const kannel = testKannel();
if (!kannel) {
  console.warn(
    'Kannel no está en marcha: se omiten las pruebas SMS (ops/kannel/start-test-gateway.sh start)',
  );
}

describe.skipIf(!kannel)('SMS through Kannel and fakesmsc', () => {
  // skipIf still runs this body to collect the (skipped) tests: without Kannel, read from a blank.
  const gateway = kannel ?? {
    sendsmsUrl: '',
    user: '',
    password: '',
    moSecret: '',
    apiPort: 0,
    moPort: 0,
    runDir: '',
  };
  let context: TestContext;
  let cast: Cast;
  let worker: OutboxWorker;
  let reports: DeliveryReportTokens;
  const callbackUrl = `http://127.0.0.1:${gateway.apiPort}`;
  const sms: SmsConfig = {
    isEnabled: true,
    gateway: { url: gateway.sendsmsUrl, username: gateway.user, password: gateway.password },
    callbackUrl,
    inboundSecret: gateway.moSecret,
    monthlySegmentQuota: 100,
  };
  // A number per run: fakesmsc's log and the replies' lookup are shared by every run on the machine.
  const mobile = `+346${String(Date.now()).slice(-8)}`;

  beforeAll(async () => {
    context = await createTestContext({ config: { sms } });
    cast = await createCast(context);
    await context.database.db.update(spaces).set({ country: 'España' }).where(eq(spaces.id, cast.spaceId));
    await context.app.listen({ port: gateway.apiPort, host: '127.0.0.1' });
    // Registering the cast queued e-mails (verification links): this suite's worker sends SMS only.
    await context.database.db.delete(emailOutbox).where(eq(emailOutbox.channel, 'email'));
    reports = new DeliveryReportTokens(context.tokens.deriveKey(DELIVERY_REPORT_KEY_PURPOSE));
    worker = createOutboxWorker({
      db: context.database.db,
      clock: context.clock,
      transport: { describe: 'none', close() {}, send: () => Promise.reject(new Error('no e-mail here')) },
      from: 'Citavet <no-reply@citavet.test>',
      pollMs: 1000,
      unsubscribe: testUnsubscribeLinks(),
      sms: { gateway: createKannelGateway(sms.gateway), reports, callbackUrl, monthlySegmentQuota: 100 },
    });
  });

  afterAll(async () => {
    await context?.close();
  });

  const send = () => sender(context);

  async function until<T>(what: string, read: () => Promise<T | null | undefined>, ms = 15_000): Promise<T> {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const value = await read();
      if (value) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  async function row(id: string) {
    const [found] = await context.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    return found;
  }

  async function queueReminder(clientId: string, to: string, text: string, key: string) {
    const result = await createSmsNotifier(context.database.db).send({
      channel: 'sms',
      kind: 'reminder-appointment',
      spaceId: cast.spaceId,
      clientId,
      to,
      subject: 'Recordatorio de cita',
      text,
      sendAfter: context.clock.now(),
      dedupeKey: key,
    });
    expect(result.status).toBe('queued');
    const [queued] = await context.database.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, key));
    return queued?.id as string;
  }

  /** A reply typed on the phone: fakesmsc connects to the MO SMSC, sends it and is stopped. */
  async function replyFromPhone(text: string) {
    const child: ChildProcess = spawn(
      '/usr/lib/kannel/test/fakesmsc',
      ['-H', '127.0.0.1', '-r', String(gateway.moPort), '-m', '1', `${mobile} 12345 text ${text}`],
      { stdio: 'ignore' },
    );
    return () => child.kill();
  }

  let clientId: string;
  let sentId: string;

  it('stores the typed phone in E.164 from the clinic country, with its own SMS consent', async () => {
    const national = mobile.replace('+34', '').replace(/(\d{3})(\d{2})(\d{2})(\d{2})/, '$1 $2 $3 $4');
    const created = await send()('POST', `/api/spaces/${cast.spaceId}/clients`, cast.admin, {
      name: 'Lucía Pérez',
      phone: national,
      smsConsent: true,
    });
    expect(created.statusCode).toBe(201);
    const client = created.json().data.client;
    expect(client).toMatchObject({ phone: mobile, smsConsent: true, reminderConsent: false });
    clientId = client.id;
  });

  it('sends a reminder once through Kannel; the fake carrier receives it and its delivery report is applied', async () => {
    const text = `Clínica Centro: cita de Luna mañana a las 10:30. Ref ${Date.now()}`;
    sentId = await queueReminder(clientId, mobile, text, `kannel-test:${mobile}:1`);
    expect(await worker.runOnce()).toBe(1);
    expect(await row(sentId)).toMatchObject({ status: 'SENT', attempts: 1, segments: 1 });
    // fakesmsc logs 'Got message N: <from to coding text>': UCS-2 here (á, ñ), URL-encoded by Kannel.
    const received = await until('the carrier to receive it', async () => {
      const log = await readFile(join(gateway.runDir, 'received.txt'), 'utf8');
      return log.split('\n').filter((line) => line.includes(`Citavet ${mobile} ucs-2`)).length > 0
        ? log
        : null;
    });
    expect(received).toContain(mobile);
    const delivered = await until('the delivery report', async () => {
      const current = await row(sentId);
      return current?.deliveryStatus ? current : null;
    });
    expect(delivered).toMatchObject({ deliveryStatus: 'DELIVERED', deliveryError: null });
    expect(await worker.runOnce()).toBe(0);

    const log = await send()(
      'GET',
      `/api/spaces/${cast.spaceId}/clients/${clientId}/communications`,
      cast.admin,
    );
    expect(log.json().data.entries[0]).toMatchObject({
      channel: 'sms',
      status: 'delivered',
      statusLabel: 'Entregado',
      segments: 1,
    });
  });

  it('answers a forged or unknown delivery report with a 4xx and changes no row; a repeated one changes nothing', async () => {
    const before = await row(sentId);
    const forged = await context.app.inject({
      method: 'GET',
      url: `/api/public/sms/delivery/${sentId}/${'A'.repeat(22)}?type=2&answer=x`,
    });
    expect(forged.statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await context.app.inject({
      method: 'GET',
      url: `/api/public/sms/delivery/${unknown}/${reports.sign(unknown)}?type=2&answer=x`,
    });
    expect(missing.statusCode).toBe(404);
    const repeated = await context.app.inject({
      method: 'GET',
      url: `/api/public/sms/delivery/${sentId}/${reports.sign(sentId)}?type=2&answer=stat:UNDELIV`,
    });
    expect(repeated.statusCode).toBe(200);
    expect(await row(sentId)).toEqual(before);
  });

  it('fails a number the carrier refuses at once, and retries with backoff while the gateway is down', async () => {
    await enqueueEmail(context.database.db, {
      kind: 'reminder-appointment',
      channel: 'sms',
      to: '+99600111222',
      subject: 'Recordatorio',
      text: 'Hola',
      clientId,
      dedupeKey: `kannel-test:${mobile}:refused`,
      sendAfter: context.clock.now(),
    });
    await worker.runOnce();
    const [refused] = await context.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `kannel-test:${mobile}:refused`));
    expect(refused).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(refused?.lastError).toMatch(/^403 Not routable/);

    const down = createOutboxWorker({
      db: context.database.db,
      clock: context.clock,
      transport: { describe: 'none', close() {}, send: () => Promise.reject(new Error('no e-mail')) },
      from: 'x@citavet.test',
      pollMs: 1000,
      unsubscribe: testUnsubscribeLinks(),
      tuning: { retryBaseMs: 30_000 },
      sms: {
        gateway: createKannelGateway({ ...sms.gateway, url: 'http://127.0.0.1:1/cgi-bin/sendsms' }),
        reports,
        callbackUrl,
        monthlySegmentQuota: 100,
      },
    });
    const id = await queueReminder(clientId, mobile, 'Otra cita', `kannel-test:${mobile}:down`);
    await down.runOnce();
    const retried = await row(id);
    expect(retried).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(retried?.lastError).toMatch(/^Pasarela SMS no disponible/);
    expect(retried?.sendAfter.getTime()).toBe(context.clock.now().getTime() + 30_000);
    // The gateway is back: the row goes on its time, once.
    context.clock.advance(30_000);
    expect(await worker.runOnce()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('stops at the monthly segment quota: the row is dropped with the reason and the admins get one e-mail', async () => {
    const month = context.clock.now().toISOString().slice(0, 7);
    const [usage] = await context.database.db
      .select({ segments: smsUsage.segments })
      .from(smsUsage)
      .where(and(eq(smsUsage.spaceId, cast.spaceId), eq(smsUsage.month, month)));
    const quota = (usage?.segments ?? 0) + 1;
    const limited = createOutboxWorker({
      db: context.database.db,
      clock: context.clock,
      transport: { describe: 'none', close() {}, send: () => Promise.reject(new Error('no e-mail')) },
      from: 'x@citavet.test',
      pollMs: 1000,
      unsubscribe: testUnsubscribeLinks(),
      sms: { gateway: createKannelGateway(sms.gateway), reports, callbackUrl, monthlySegmentQuota: quota },
    });
    const fits = await queueReminder(clientId, mobile, 'Cabe en la cuota', `kannel-test:${mobile}:quota-1`);
    const over = await queueReminder(clientId, mobile, 'Ya no cabe', `kannel-test:${mobile}:quota-2`);
    await limited.runOnce();
    expect(await row(fits)).toMatchObject({ status: 'SENT' });
    expect(await row(over)).toMatchObject({
      status: 'DROPPED',
      lastError: `Cuota mensual de SMS agotada (${quota} segmentos)`,
    });
    const notices = await context.database.db
      .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'sms-quota-exhausted'));
    expect(notices).toEqual([
      { to: cast.admin.user.email, subject: 'Clínica Centro: se agotó la cuota mensual de SMS' },
    ]);
    await context.database.db.delete(emailOutbox).where(eq(emailOutbox.kind, 'sms-quota-exhausted'));
  });

  it("'CONFIRMO' from the phone confirms the client's next appointment", async () => {
    const startAt = new Date(context.clock.now().getTime() + 2 * 86_400_000).toISOString();
    const bookingId = await insertClientBooking(context, {
      spaceId: cast.spaceId,
      hostId: cast.admin.user.id,
      clientId,
      startAt,
    });
    const stop = await replyFromPhone('CONFIRMO');
    try {
      const confirmed = await until('the confirmation', async () => {
        const [booking] = await context.database.db
          .select({ at: bookings.clientConfirmedAt })
          .from(bookings)
          .where(eq(bookings.id, bookingId));
        return booking?.at;
      });
      expect(confirmed).toBeInstanceOf(Date);
    } finally {
      stop();
    }
  });

  it("'BAJA' from the phone unsubscribes the number from the clinic's SMS: a queued reminder is dropped", async () => {
    const queued = await queueReminder(
      clientId,
      mobile,
      'Recordatorio que ya no irá',
      `kannel-test:${mobile}:after-baja`,
    );
    const stop = await replyFromPhone('BAJA');
    try {
      const client = await until('the unsubscribe', async () => {
        const [found] = await context.database.db.select().from(clients).where(eq(clients.id, clientId));
        return found?.smsUnsubscribedAt ? found : null;
      });
      expect(client.smsConsentAt).toBeNull();
      expect(client.reminderConsentAt).toBeNull();
    } finally {
      stop();
    }
    expect(await row(queued)).toMatchObject({
      status: 'DROPPED',
      lastError: 'El cliente respondió BAJA a un SMS',
    });
    const [reply] = await context.database.db
      .select()
      .from(smsReplies)
      .where(and(eq(smsReplies.clientId, clientId), eq(smsReplies.intent, 'unsubscribe')));
    expect(reply).toMatchObject({
      fromNumber: mobile,
      outcome: 'Baja de SMS registrada',
      spaceId: cast.spaceId,
    });
    // The clinic reads both replies in the client's communication log (the test clock stands still:
    // both were received at the same instant, so their order is not asserted).
    const log = await send()(
      'GET',
      `/api/spaces/${cast.spaceId}/clients/${clientId}/communications`,
      cast.admin,
    );
    expect(log.statusCode).toBe(200);
    const replies = log.json().data.replies as { text: string }[];
    expect(replies).toHaveLength(2);
    expect(replies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          text: 'BAJA',
          fromNumber: mobile,
          intentLabel: 'Baja de SMS',
          outcome: 'Baja de SMS registrada',
        }),
        expect.objectContaining({
          text: 'CONFIRMO',
          fromNumber: mobile,
          intentLabel: 'Confirmación',
          outcome: 'Cita confirmada por SMS',
        }),
      ]),
    );
    // Another space's member does not read them: the client is not theirs.
    const outsider = await send()(
      'GET',
      `/api/spaces/${cast.otherSpaceId}/clients/${clientId}/communications`,
      cast.outsider,
    );
    expect(outsider.statusCode).toBe(404);
  });

  it('refuses a reply without the gateway key', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/public/sms/inbound?key=wrong&from=${encodeURIComponent(mobile)}&text=BAJA&id=x1`,
    });
    expect(response.statusCode).toBe(403);
  });
});
