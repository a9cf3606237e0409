import type { AddressInfo } from 'node:net';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../app-dependencies';
import { createSmtpTransport, type MailTransport } from '../../../mail/mail-transport';
import { createOutboxWorker } from '../../../mail/outbox-worker';
import {
  createTestContext,
  type TestContext,
  testDraftExpansion,
  testUnsubscribeLinks,
} from '../../../test/test-app';
import { scheduleOf } from '../bookings.test-support';
import {
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
  tokenOf,
} from '../public/public-booking.test-support';

// The client e-mails, read by a maintained e-mail parser (mailparser) and iCalendar parser (ical.js) on
// messages that went through real SMTP: HTML beside text, Reply-To the clinic, the client's name in
// To, the zone in words, and a cancellation whose .ics removes the event (METHOD:CANCEL, same UID).

let context: TestContext;
let space: PublicSpaceSetup;
let server: SMTPServer;
let transport: MailTransport;
const inbox: ParsedMail[] = [];

beforeAll(async () => {
  context = await createTestContext({
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, publicBookingPerMinute: 10_000 } },
  });
  space = await setUpPublicSpace(context.app, context.database.db, {
    timeZone: 'America/Santiago',
    space: { color: '#B91C1C', logoKey: 'logos/sol.png' },
  });
  await context.database.db.delete(emailOutbox).where(eq(emailOutbox.kind, 'email-verification'));
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  transport = createSmtpTransport(`smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  transport.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await context.close();
});

const toOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0];

function readCalendar(content: Buffer) {
  const calendar = new ICAL.Component(ICAL.parse(content.toString('utf8')));
  const vevent = calendar.getFirstSubcomponent('vevent');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent?.getFirstPropertyValue('uid'),
    status: vevent?.getFirstPropertyValue('status'),
  };
}

describe('the e-mails a client receives (mailparser, ical.js)', () => {
  it('carry HTML and text, the name in To, Reply-To the clinic, the zone in words; a cancellation removes the event', async () => {
    const response = await postPublicBooking(
      context.app,
      publicBookingBody(scheduleOf(space.memberSchedules, 2), '2026-03-10T10:00', '2026-03-10T10:30', {
        name: 'Lucía "Lu" Pérez',
        email: 'lucia.parser@example.com',
      }),
    );
    expect(response.statusCode).toBe(201);
    const { booking } = response.json().data;
    const worker = createOutboxWorker({
      unsubscribe: testUnsubscribeLinks(),
      db: context.database.db,
      clock: context.clock,
      transport,
      from: 'Citavet <no-reply@citavet.test>',
      pollMs: 1000,
      // As the server's worker: a new booking's e-mails are drafted at the start of its round.
      expandDrafts: testDraftExpansion(context),
    });
    await worker.runOnce();

    const confirmation = inbox.find((mail) => toOf(mail)?.address === 'lucia.parser@example.com');
    if (!confirmation) throw new Error('no confirmation');
    expect(toOf(confirmation)).toEqual({ address: 'lucia.parser@example.com', name: 'Lucía "Lu" Pérez' });
    expect(confirmation.replyTo?.value[0]?.address).toBe('hola@clinica.test');
    expect(confirmation.text).toContain('(hora de Chile continental)');
    expect(confirmation.text).not.toContain('America/Santiago');
    const html = String(confirmation.html);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('#B91C1C');
    expect(html).toContain('src="http://citavet.test/');
    expect(html).toContain('hora de Chile continental');
    // Escaped, never raw markup from a client's name.
    expect(html).toContain('Lucía &quot;Lu&quot; Pérez');
    expect(html).toMatch(/<a href="http:\/\/citavet\.test\/reservas\/[^"]+"/);
    const published = confirmation.attachments.find((file) => file.filename === 'cita.ics');
    if (!published) throw new Error('no .ics');
    expect(readCalendar(published.content)).toEqual({
      method: 'PUBLISH',
      uid: `${booking.id}@citavet`,
      status: 'CONFIRMED',
    });

    const cancelLink = confirmation.text?.match(/http:\/\/citavet\.test\/reservas\/\S+/)?.[0] ?? '';
    const cancelled = await context.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${encodeURIComponent(tokenOf(cancelLink))}/cancel`,
      payload: { reason: 'Me surgió un imprevisto' },
    });
    expect(cancelled.statusCode).toBe(200);
    await worker.runOnce();
    const cancellation = inbox.find(
      (mail) =>
        mail.subject?.startsWith('Reserva cancelada') && toOf(mail)?.address === 'lucia.parser@example.com',
    );
    if (!cancellation) throw new Error('no cancellation');
    expect(cancellation.html).toBeTruthy();
    expect(cancellation.replyTo?.value[0]?.address).toBe('hola@clinica.test');
    const removal = cancellation.attachments.find((file) => file.filename === 'cita.ics');
    if (!removal) throw new Error('no cancelling .ics');
    expect(readCalendar(removal.content)).toEqual({
      method: 'CANCEL',
      uid: `${booking.id}@citavet`,
      status: 'CANCELLED',
    });
  });
});
