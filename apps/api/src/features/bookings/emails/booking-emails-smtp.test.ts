import type { AddressInfo } from 'node:net';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../app-dependencies';
import { createSmtpTransport, type MailTransport } from '../../../mail/mail-transport';
import { createOutboxWorker } from '../../../mail/outbox-worker';
import { readEmail } from '../../../test/read-email';
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

// The promise end to end: a public booking, the outbox worker over real SMTP, the confirmation in the
// client's inbox with a calendar file that parses, and its cancel link cancelling the booking.

type Received = {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; mimeType: string; content: string }[];
};

let context: TestContext;
let space: PublicSpaceSetup;
let server: SMTPServer;
let transport: MailTransport;
const inbox: Received[] = [];

beforeAll(async () => {
  context = await createTestContext({
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, publicBookingPerMinute: 10_000 } },
  });
  space = await setUpPublicSpace(context.app, context.database.db);
  // The staff's registration e-mails (address verification) are not this suite's subject.
  await context.database.db.delete(emailOutbox).where(eq(emailOutbox.kind, 'email-verification'));
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const { to, subject, text, attachments } = await readEmail(Buffer.concat(chunks));
        inbox.push({ to, subject, text, attachments });
        callback();
      });
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

/** The value of an iCalendar property, with folded lines joined (RFC 5545 §3.1). */
function calendarProperty(ics: string, name: string): string | undefined {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  return unfolded
    .split(/\r?\n/)
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');
}

/** The line after a label in a plain-text e-mail. */
function lineAfter(text: string, label: string): string | undefined {
  const lines = text.split('\n').map((line) => line.trim());
  const index = lines.indexOf(label);
  return index === -1 ? undefined : lines[index + 1];
}

describe('booking e-mails over real SMTP', () => {
  it('delivers the confirmation with a parsable .ics whose cancel link cancels the booking', async () => {
    const response = await postPublicBooking(
      context.app,
      publicBookingBody(scheduleOf(space.memberSchedules, 2), '2026-03-10T10:00', '2026-03-10T10:30', {
        name: 'Lucía Cliente',
        email: 'lucia.smtp@example.com',
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
    // Confirmation and host notice now; the reminder waits for 2026-03-09 09:00Z.
    expect(await worker.runOnce()).toBe(2);

    const confirmation = inbox.find((email) => email.to === 'lucia.smtp@example.com');
    expect(confirmation?.subject).toBe('Reserva confirmada: Consulta general en Veterinaria Central');
    expect(confirmation?.text).toContain('martes, 10 de marzo de 2026');
    const [calendarFile] = confirmation?.attachments ?? [];
    expect(calendarFile?.filename).toBe('cita.ics');
    expect(calendarFile?.mimeType).toBe('text/calendar');
    const ics = calendarFile?.content ?? '';
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('END:VEVENT');
    const utcStamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
    expect(calendarProperty(ics, 'DTSTART')).toBe(utcStamp(booking.startTime));
    expect(calendarProperty(ics, 'DTEND')).toBe(utcStamp(booking.endTime));
    expect(calendarProperty(ics, 'UID')).toBe(`${booking.id}@citavet`);
    expect(calendarProperty(ics, 'SUMMARY')).toBe('Consulta general en Veterinaria Central');
    expect(inbox.find((email) => email.to === space.member.email)?.subject).toMatch(/^Nueva reserva/);

    const cancelLink = lineAfter(confirmation?.text ?? '', 'Para cancelar la reserva:') ?? '';
    expect(cancelLink).toMatch(/^http:\/\/citavet\.test\/reservas\//);
    const cancelled = await context.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${encodeURIComponent(tokenOf(cancelLink))}/cancel`,
      payload: { reason: 'Me surgió un imprevisto' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.booking).toMatchObject({ id: booking.id, status: 'CANCELLED' });

    // The cancellation reaches the client and the host; the reminder never will.
    expect(await worker.runOnce()).toBe(2);
    expect(
      inbox.find(
        (email) => email.subject.startsWith('Reserva cancelada') && email.to === 'lucia.smtp@example.com',
      ),
    ).toBeDefined();
    context.clock.set('2026-03-09T09:00:01.000Z');
    try {
      await worker.runOnce();
    } finally {
      context.clock.set('2026-03-02T08:00:00.000Z');
    }
    expect(inbox.filter((email) => email.subject.startsWith('Recordatorio'))).toEqual([]);
  });
});
