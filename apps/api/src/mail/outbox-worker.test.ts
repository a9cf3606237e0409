import type { AddressInfo } from 'node:net';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpaqueToken } from '../security/tokens';
import { readEmail } from '../test/read-email';
import { openTestDatabase, TestClock, testUnsubscribeLinks } from '../test/test-app';
import { createSmtpTransport, type MailMessage, type MailTransport } from './mail-transport';
import { enqueueEmail } from './outbox.repository';
import { createOutboxWorker, retryDelayMs } from './outbox-worker';

type Received = { to: string; subject: string; text: string; attachments: number };

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let server: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const email = await readEmail(Buffer.concat(chunks));
        received.push({
          to: email.to,
          subject: email.subject,
          text: email.text,
          attachments: email.attachments.length,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.dispose();
});

describe('outbox worker', () => {
  it('delivers due messages over real SMTP once, and leaves future ones waiting', async () => {
    const clock = new TestClock('2026-05-01T10:00:00.000Z');
    await enqueueEmail(database.db, {
      kind: 'test',
      sendAfter: clock.now(),
      to: 'cliente@example.com',
      subject: 'Tu cita en Citavet',
      text: 'Hola, tu cita está confirmada.',
      attachments: [
        { filename: 'cita.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\nEND:VCALENDAR' },
      ],
    });
    await enqueueEmail(database.db, {
      kind: 'test',
      to: 'despues@example.com',
      subject: 'Más tarde',
      text: 'Todavía no',
      sendAfter: new Date('2026-05-02T10:00:00.000Z'),
    });
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    const worker = createOutboxWorker({
      unsubscribe: testUnsubscribeLinks(),
      db: database.db,
      clock,
      transport,
      from: 'Citavet <no-reply@citavet.test>',
      pollMs: 50,
    });
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(received).toEqual([
      {
        to: 'cliente@example.com',
        subject: 'Tu cita en Citavet',
        text: 'Hola, tu cita está confirmada.',
        attachments: 1,
      },
    ]);
    clock.set('2026-05-02T10:00:01.000Z');
    expect(await worker.runOnce()).toBe(1);
    expect(received.map((message) => message.to)).toContain('despues@example.com');
    transport.close();
  });

  it('retries a failed send with backoff and marks it FAILED after the last attempt', async () => {
    const clock = new TestClock('2026-06-01T10:00:00.000Z');
    await enqueueEmail(database.db, {
      kind: 'test',
      sendAfter: clock.now(),
      to: 'falla@example.com',
      subject: 'x',
      text: 'x',
      dedupeKey: 'fail-1',
    });
    let calls = 0;
    const failing: MailTransport = {
      describe: 'failing',
      async send() {
        calls += 1;
        throw new Error('SMTP caído');
      },
      close() {},
    };
    const worker = createOutboxWorker({
      unsubscribe: testUnsubscribeLinks(),
      db: database.db,
      clock,
      transport: failing,
      from: 'x@y.z',
      pollMs: 50,
    });
    await worker.runOnce();
    const [afterFirst] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, 'fail-1'));
    expect(afterFirst?.status).toBe('PENDING');
    expect(afterFirst?.lastError).toBe('SMTP caído');
    expect(afterFirst?.sendAfter.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));
    // Not due yet: nothing is attempted.
    await worker.runOnce();
    expect(calls).toBe(1);
    for (let attempt = 2; attempt <= 8; attempt++) {
      clock.advance(retryDelayMs(attempt - 1) + 1);
      await worker.runOnce();
    }
    const [last] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, 'fail-1'));
    expect(calls).toBe(8);
    expect(last?.status).toBe('FAILED');
  });

  it('never sends the same message from two workers at once', async () => {
    const clock = new TestClock('2026-07-01T10:00:00.000Z');
    for (let index = 0; index < 10; index++) {
      await enqueueEmail(database.db, {
        kind: 'test',
        sendAfter: clock.now(),
        to: `lote${index}@example.com`,
        subject: 'lote',
        text: 'x',
      });
    }
    const sent: string[] = [];
    const recording: MailTransport = {
      describe: 'recording',
      async send(message) {
        sent.push(message.to);
      },
      close() {},
    };
    const first = createOutboxWorker({
      unsubscribe: testUnsubscribeLinks(),
      db: database.db,
      clock,
      transport: recording,
      from: 'x@y.z',
      pollMs: 50,
    });
    const second = createOutboxWorker({
      unsubscribe: testUnsubscribeLinks(),
      db: database.db,
      clock,
      transport: recording,
      from: 'x@y.z',
      pollMs: 50,
    });
    await Promise.all([first.runOnce(), second.runOnce(), first.runOnce()]);
    const batch = sent.filter((to) => to.startsWith('lote'));
    expect(batch.length).toBe(10);
    expect(new Set(batch).size).toBe(10);
  });

  it('keeps a message with its links only until it is sent, then without any token', async () => {
    const clock = new TestClock('2026-08-01T10:00:00.000Z');
    const { token } = createOpaqueToken();
    const link = `http://citavet.test/reservas/${token}`;
    await enqueueEmail(database.db, {
      kind: 'test',
      sendAfter: clock.now(),
      to: 'secreto@example.com',
      subject: 'Tu cita',
      text: `Gestiona tu cita: ${link}\nRestablece: http://citavet.test/reset-password?token=${token}`,
      html: `<p><a href="${link}">Gestionar</a></p>`,
      attachments: [{ filename: 'cita.ics', contentType: 'text/calendar', content: `URL:${link}` }],
      dedupeKey: 'redact-1',
    });
    const [pending] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, 'redact-1'));
    expect(pending?.textBody).toContain(token);
    const sent: MailMessage[] = [];
    const worker = createOutboxWorker({
      unsubscribe: testUnsubscribeLinks(),
      db: database.db,
      clock,
      transport: {
        describe: 'recording',
        async send(message) {
          sent.push(message);
        },
        close() {},
      },
      from: 'x@y.z',
      pollMs: 50,
    });
    await worker.runOnce();
    // The client got the working link; the row no longer holds it anywhere.
    expect(sent.find((message) => message.to === 'secreto@example.com')?.text).toContain(link);
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, 'redact-1'));
    expect(row?.status).toBe('SENT');
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row?.textBody).toContain('Gestiona tu cita: http://citavet.test/reservas/[oculto]');
    expect(row?.htmlBody).toBe('<p><a href="http://citavet.test/reservas/[oculto]">Gestionar</a></p>');
    expect(row?.attachments?.[0]?.content).toBe('URL:http://citavet.test/reservas/[oculto]');
  });

  it('drops the links of a message that failed for good', async () => {
    const clock = new TestClock('2026-09-01T10:00:00.000Z');
    const { token } = createOpaqueToken();
    await enqueueEmail(database.db, {
      kind: 'test',
      sendAfter: clock.now(),
      to: 'nunca@example.com',
      subject: 'x',
      text: `http://citavet.test/invitaciones/${token}`,
      dedupeKey: 'redact-failed',
    });
    const worker = createOutboxWorker({
      unsubscribe: testUnsubscribeLinks(),
      db: database.db,
      clock,
      transport: {
        describe: 'failing',
        async send() {
          throw new Error(`rechazado: http://citavet.test/invitaciones/${token}`);
        },
        close() {},
      },
      from: 'x@y.z',
      pollMs: 50,
    });
    for (let attempt = 1; attempt <= 8; attempt++) {
      await worker.runOnce();
      const [row] = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, 'redact-failed'));
      // While it may still be retried it keeps its body (but the error text never holds a token).
      expect(row?.lastError).not.toContain(token);
      if (attempt < 8) expect(row?.textBody).toContain(token);
      clock.advance(retryDelayMs(attempt) + 1);
    }
    const [failed] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, 'redact-failed'));
    expect(failed?.status).toBe('FAILED');
    expect(JSON.stringify(failed)).not.toContain(token);
  });

  it('drafts what waits for drafting before it claims, and still sends when the drafting fails', async () => {
    const clock = new TestClock('2026-10-01T10:00:00.000Z');
    const sent: string[] = [];
    const errors: unknown[] = [];
    let isBroken = false;
    const worker = createOutboxWorker({
      unsubscribe: testUnsubscribeLinks(),
      db: database.db,
      clock,
      transport: { describe: 'memory', close() {}, send: async (message) => void sent.push(message.subject) },
      from: 'x@y.z',
      pollMs: 50,
      // Stands for a booking's drafted e-mails (decision 104): queued by the round that sends them.
      async expandDrafts() {
        if (isBroken) throw new Error('drafting failed');
        await enqueueEmail(database.db, {
          kind: 'test',
          sendAfter: clock.now(),
          to: 'borrador@example.com',
          subject: `borrador ${sent.length}`,
          text: 'x',
        });
        return { isDrained: true };
      },
      onError: (error) => errors.push(error),
    });
    expect(await worker.runOnce()).toBe(1);
    expect(sent).toEqual(['borrador 0']);
    isBroken = true;
    await enqueueEmail(database.db, {
      kind: 'test',
      sendAfter: clock.now(),
      to: 'otro@example.com',
      subject: 'otro',
      text: 'x',
    });
    expect(await worker.runOnce()).toBe(1);
    expect(sent).toEqual(['borrador 0', 'otro']);
    expect(errors).toHaveLength(1);
  });
});
