import type { AddressInfo } from 'node:net';
import { auditEvents } from '@citavet/db/schema/audit';
import { bookings, clients } from '@citavet/db/schema/bookings';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { and, eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport, type MailTransport } from '../../mail/mail-transport';
import { enqueueEmail } from '../../mail/outbox.repository';
import { createOutboxWorker, type OutboxWorker } from '../../mail/outbox-worker';
import { type Cast, createCast, insertClientBooking, sender } from '../../test/clients-test-support';
import { bearer, createTestContext, type TestContext, testUnsubscribeLinks } from '../../test/test-app';
import { type PublicSpaceSetup, setUpPublicSpace } from '../bookings/public/public-booking.test-support';

// The communication log and unsubscribe over real SMTP, read by mailparser: a reminder carries List-Unsubscribe
// and List-Unsubscribe-Post; its one-click POST stops the next one (already queued); the page's
// 'Volver a suscribirme' brings them back; the client's log tells what went, what was dropped and
// why, what bounced, and what is scheduled — to the space's members only.

let context: TestContext;
let cast: Cast;
let server: SMTPServer;
let transport: MailTransport;
let worker: OutboxWorker;
const inbox: ParsedMail[] = [];
const REFUSED = 'nadie@rebota.test';

beforeAll(async () => {
  context = await createTestContext({ clockStart: '2026-04-01T09:00:00.000Z' });
  cast = await createCast(context);
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address === REFUSED) {
        const error = Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
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
  worker = createOutboxWorker({
    unsubscribe: testUnsubscribeLinks(),
    db: context.database.db,
    clock: context.clock,
    transport,
    from: 'Citavet <no-reply@citavet.test>',
    pollMs: 1000,
  });
});

afterAll(async () => {
  transport.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await context.close();
});

const send = () => sender(context);

async function createClient(name: string, email: string, reminderConsent = true): Promise<string> {
  const response = await send()('POST', `/api/spaces/${cast.spaceId}/clients`, cast.admin, {
    name,
    email,
    reminderConsent,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.client.id;
}

async function queueReminder(clientId: string, to: string, subject: string, sendAfter: Date) {
  await enqueueEmail(context.database.db, {
    kind: 'reminder-vaccine',
    clientId,
    to,
    subject,
    text: 'Le toca la vacuna a Luna.',
    html: '<html><body><p>Le toca la vacuna a Luna.</p></body></html>',
    sendAfter,
  });
}

const received = (address: string) =>
  inbox.filter((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address === address);

/** Sends the queued confirmation, opens its link and presses its button, as the client would. */
async function confirmFromInbox(address: string) {
  await worker.runOnce();
  const mail = received(address).find((item) => item.subject?.startsWith('Confirma que quieres volver'));
  const url = mail?.text?.match(/https?:\/\/\S+\/api\/public\/resubscribe\/\S+/)?.[0];
  if (!url) throw new Error(`no resubscription link for ${address}`);
  const path = new URL(url).pathname;
  const page = await context.app.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Sí, volver a recibirlos');
  const done = await context.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(done.statusCode).toBe(200);
  expect(done.body).toContain('Vuelves a recibir recordatorios');
}

describe('reminders honour consent and carry a one-click unsubscribe', () => {
  it('sends List-Unsubscribe headers; the one-click POST stops the next reminder already queued', async () => {
    const clientId = await createClient('Rosa Ríos', 'rosa@example.com');
    const now = context.clock.now();
    await queueReminder(clientId, 'rosa@example.com', 'Vacuna de Luna', now);
    await queueReminder(clientId, 'rosa@example.com', 'Segunda dosis', new Date(now.getTime() + 86_400_000));
    await worker.runOnce();

    const [first] = received('rosa@example.com');
    if (!first) throw new Error('the first reminder did not arrive');
    expect(first.subject).toBe('Vacuna de Luna');
    const url = first.text?.match(/https?:\/\/\S+\/api\/public\/unsubscribe\/\S+/)?.[0];
    if (!url) throw new Error('no unsubscribe link in the text');
    // The raw line as sent: one line, one space after the colon (not folded).
    const headerLine = (key: string) => first.headerLines.find((line) => line.key === key)?.line;
    expect(headerLine('list-unsubscribe')).toBe(`List-Unsubscribe: <${url}>`);
    expect(headerLine('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(first.html).toContain('Darme de baja');
    expect(first.messageId).toMatch(/^<[0-9a-f-]{36}@citavet\.test>$/);
    // The token names no person.
    expect(url).not.toContain('rosa');
    const path = new URL(url).pathname;

    // The stored copy keeps no working link, in the body or in the headers.
    const [stored] = await context.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.clientId, clientId), eq(emailOutbox.status, 'SENT')));
    expect(stored?.textBody).toBe('Le toca la vacuna a Luna.');

    const page = await context.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.startsWith('<!doctype html>')).toBe(true);
    expect(page.body).toContain('Darme de baja');
    expect(page.body).toContain('Clínica Centro');
    expect(page.body).not.toContain('Rosa');

    const oneClick = await context.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('Te has dado de baja de los recordatorios');
    expect(oneClick.body).toContain('Volver a suscribirme');

    const [client] = await context.database.db.select().from(clients).where(eq(clients.id, clientId));
    expect(client?.reminderConsentAt).toBeNull();
    expect(client?.remindersUnsubscribedAt?.toISOString()).toBe(context.clock.now().toISOString());
    const audit = await context.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.clientId, clientId), eq(auditEvents.action, 'CLIENT_UNSUBSCRIBED')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorUserId).toBeNull();

    context.clock.advance(86_400_000 + 1000);
    await worker.runOnce();
    expect(received('rosa@example.com')).toHaveLength(1);

    const log = await send()(
      'GET',
      `/api/spaces/${cast.spaceId}/clients/${clientId}/communications`,
      cast.member,
    );
    expect(log.statusCode).toBe(200);
    const data = log.json().data;
    expect(data.reminderConsent).toBe(false);
    expect(data.remindersUnsubscribedAt).not.toBeNull();
    expect(
      data.entries.map((entry: { subject: string; statusLabel: string; reason: string | null }) => [
        entry.subject,
        entry.statusLabel,
        entry.reason,
      ]),
    ).toEqual([
      ['Segunda dosis', 'Descartado', 'El cliente se dio de baja de los recordatorios'],
      ['Vacuna de Luna', 'Enviado', null],
    ]);
    expect(data.entries[0].kindLabel).toBe('Recordatorio de vacuna');
    expect(data.entries[0].channel).toBe('email');

    // 'Volver a suscribirme' only sends the client's own address a confirmation: the unsubscribe
    // link (in anyone's hands who got the e-mail) never subscribes by itself.
    const back = await context.app.inject({
      method: 'POST',
      url: `${path}/resubscribe`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('Revisa tu correo');
    await queueReminder(clientId, 'rosa@example.com', 'Todavía no', context.clock.now());
    await worker.runOnce();
    expect(received('rosa@example.com').map((mail) => mail.subject)).not.toContain('Todavía no');
    await confirmFromInbox('rosa@example.com');
    await queueReminder(clientId, 'rosa@example.com', 'Tercera dosis', context.clock.now());
    await worker.runOnce();
    expect(received('rosa@example.com').map((mail) => mail.subject)).toEqual([
      'Vacuna de Luna',
      expect.stringMatching(/^Confirma que quieres volver a recibir recordatorios/),
      'Tercera dosis',
    ]);
  });

  it('drops the queued reminders at once on unsubscribing, and brings back the future ones on resubscribing', async () => {
    const clientId = await createClient('Elsa Vuelve', 'elsa@example.com');
    const now = context.clock.now();
    await queueReminder(clientId, 'elsa@example.com', 'Primera', now);
    await queueReminder(clientId, 'elsa@example.com', 'Mañana', new Date(now.getTime() + 86_400_000));
    await worker.runOnce();
    const url = received('elsa@example.com')[0]?.text?.match(
      /https?:\/\/\S+\/api\/public\/unsubscribe\/\S+/,
    )?.[0];
    if (!url) throw new Error('no unsubscribe link');
    const path = new URL(url).pathname;
    const statusOf = async (subject: string) => {
      const [row] = await context.database.db
        .select({ status: emailOutbox.status, lastError: emailOutbox.lastError })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.clientId, clientId), eq(emailOutbox.subject, subject)));
      return row;
    };
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    await context.app.inject({
      method: 'POST',
      url: path,
      headers: form,
      payload: 'List-Unsubscribe=One-Click',
    });
    // Before its time: the log already says it will not go, and why.
    expect(await statusOf('Mañana')).toEqual({
      status: 'DROPPED',
      lastError: 'El cliente se dio de baja de los recordatorios',
    });
    await context.app.inject({ method: 'POST', url: `${path}/resubscribe`, headers: form, payload: '' });
    expect(await statusOf('Mañana')).toEqual({
      status: 'DROPPED',
      lastError: 'El cliente se dio de baja de los recordatorios',
    });
    await confirmFromInbox('elsa@example.com');
    expect(await statusOf('Mañana')).toEqual({ status: 'PENDING', lastError: null });
    context.clock.advance(86_400_000 + 1000);
    await worker.runOnce();
    expect(
      received('elsa@example.com')
        .map((mail) => mail.subject)
        .filter((subject) => !subject?.startsWith('Confirma')),
    ).toEqual(['Primera', 'Mañana']);
  });

  it('drops a reminder for a client without consent, and answers a forged or foreign link with 404', async () => {
    const clientId = await createClient('Sin Permiso', 'sinpermiso@example.com', false);
    await queueReminder(clientId, 'sinpermiso@example.com', 'No debería llegar', context.clock.now());
    await worker.runOnce();
    expect(received('sinpermiso@example.com')).toHaveLength(0);
    const [row] = await context.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.clientId, clientId));
    expect(row?.status).toBe('DROPPED');
    expect(row?.lastError).toBe('El cliente no ha dado su consentimiento para recordatorios');

    const links = testUnsubscribeLinks();
    const foreign = links.tokens.sign(clientId, cast.otherSpaceId);
    const forged = await context.app.inject({ method: 'POST', url: `/api/public/unsubscribe/${foreign}` });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain('Enlace no válido');
    const malformed = await context.app.inject({ method: 'GET', url: '/api/public/unsubscribe/nada' });
    expect(malformed.statusCode).toBe(400);
  });

  it('shows a refused address as bounced with its reason, and what is scheduled next', async () => {
    const clientId = await createClient('Rebote', REFUSED);
    await enqueueEmail(context.database.db, {
      kind: 'booking-confirmation',
      clientId,
      to: REFUSED,
      subject: 'Tu cita',
      text: 'Confirmada',
      sendAfter: context.clock.now(),
    });
    await queueReminder(
      clientId,
      REFUSED,
      'La semana que viene',
      new Date(context.clock.now().getTime() + 7 * 86_400_000),
    );
    await worker.runOnce();
    const log = await send()(
      'GET',
      `/api/spaces/${cast.spaceId}/clients/${clientId}/communications`,
      cast.admin,
    );
    const data = log.json().data;
    expect(data.entries).toHaveLength(1);
    expect(data.entries[0].status).toBe('bounced');
    expect(data.entries[0].statusLabel).toBe('Rebotado');
    expect(data.entries[0].reason).toMatch(/^550/);
    expect(
      data.scheduled.map((entry: { subject: string; statusLabel: string }) => [
        entry.subject,
        entry.statusLabel,
      ]),
    ).toEqual([['La semana que viene', 'Programado']]);
  });

  it("fills a booking message's client from the booking, pages by keyset, and hides other spaces' clients", async () => {
    const clientId = await createClient('Paginado', 'paginado@example.com');
    const bookingId = await insertClientBooking(context, {
      spaceId: cast.spaceId,
      hostId: cast.admin.user.id,
      clientId,
      startAt: '2026-05-01T10:00:00.000Z',
    });
    for (let index = 0; index < 5; index++) {
      await enqueueEmail(context.database.db, {
        kind: 'booking-updated',
        bookingId,
        to: 'paginado@example.com',
        subject: `Cambio ${index}`,
        text: 'x',
        sendAfter: context.clock.now(),
      });
    }
    // The clinic's own notice of the booking went to the staff: it is not the client's.
    await enqueueEmail(context.database.db, {
      kind: 'booking-host-new',
      bookingId,
      to: 'clinica@example.com',
      subject: 'Nueva reserva',
      text: 'x',
      sendAfter: context.clock.now(),
    });
    const url = `/api/spaces/${cast.spaceId}/clients/${clientId}/communications`;
    const first = (await send()('GET', `${url}?limit=2`, cast.admin)).json().data;
    expect(first.entries).toHaveLength(2);
    const second = (await send()('GET', `${url}?limit=2&cursor=${first.nextCursor}`, cast.admin)).json().data;
    const third = (await send()('GET', `${url}?limit=2&cursor=${second.nextCursor}`, cast.admin)).json().data;
    expect(third.nextCursor).toBeNull();
    const subjects = [...first.entries, ...second.entries, ...third.entries].map(
      (entry: { subject: string }) => entry.subject,
    );
    expect(new Set(subjects)).toEqual(new Set(['Cambio 0', 'Cambio 1', 'Cambio 2', 'Cambio 3', 'Cambio 4']));

    expect((await send()('GET', url, cast.outsider)).statusCode).toBe(404);
    expect(
      (
        await send()(
          'GET',
          `/api/spaces/${cast.otherSpaceId}/clients/${clientId}/communications`,
          cast.outsider,
        )
      ).statusCode,
    ).toBe(404);
    expect((await send()('GET', `${url}?cursor=nada`, cast.admin)).statusCode).toBe(400);
  });

  it('shows the no-shows and which appointment reminder the client confirmed with its link', async () => {
    const clientId = await createClient('Confirma', 'confirma@example.com');
    const url = `/api/spaces/${cast.spaceId}/clients/${clientId}/communications`;
    expect((await send()('GET', url, cast.admin)).json().data.noShowCount).toBe(0);
    const missed = await insertClientBooking(context, {
      spaceId: cast.spaceId,
      hostId: cast.admin.user.id,
      clientId,
      startAt: '2026-04-01T10:00:00.000Z',
    });
    await context.database.db.update(bookings).set({ status: 'NO_SHOW' }).where(eq(bookings.id, missed));
    const kept = await insertClientBooking(context, {
      spaceId: cast.spaceId,
      hostId: cast.admin.user.id,
      clientId,
      startAt: '2026-04-08T10:00:00.000Z',
    });
    const confirmedAt = new Date('2026-04-07T18:30:00.000Z');
    await context.database.db
      .update(bookings)
      .set({ clientConfirmedAt: confirmedAt })
      .where(eq(bookings.id, kept));
    for (const [kind, subject] of [
      ['reminder-appointment', 'Recordatorio confirmado'],
      ['booking-updated', 'Cambio de la misma cita'],
    ] as const) {
      await enqueueEmail(context.database.db, {
        kind,
        bookingId: kept,
        to: 'confirma@example.com',
        subject,
        text: 'x',
        sendAfter: context.clock.now(),
      });
    }
    // Both went out (a reminder still queued carried no link the client could use yet).
    await context.database.db
      .update(emailOutbox)
      .set({ status: 'SENT', sentAt: context.clock.now() })
      .where(eq(emailOutbox.bookingId, kept));
    const data = (await send()('GET', url, cast.admin)).json().data;
    expect(data.noShowCount).toBe(1);
    const bySubject = Object.fromEntries(
      data.entries.map((entry: { subject: string; attendanceConfirmedAt: string | null }) => [
        entry.subject,
        entry.attendanceConfirmedAt,
      ]),
    );
    // Only a sent reminder carried the confirm link; the other message of the same booking did not.
    expect(bySubject).toEqual({
      'Recordatorio confirmado': confirmedAt.toISOString(),
      'Cambio de la misma cita': null,
    });
  });
});

describe('the waitlist part of the log', () => {
  // Monday 2026-03-02, 09:00 in Madrid: the space's professionals offer 30-minute slots 08:00–20:00.
  const TODAY = '2026-03-02';
  const SLOT = { startAt: '2026-03-02T10:00:00.000Z', endAt: '2026-03-02T10:30:00.000Z' };

  async function join(space: PublicSpaceSetup, body: object) {
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/public/space/${space.spaceId}/service/${space.serviceId}/waitlist`,
      payload: {
        name: 'Ana Espera',
        petName: 'Toby',
        species: 'perro',
        windows: [{ date: TODAY, from: '10:00', to: '14:00' }],
        days: 7,
        ...body,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const request = response.json().data.request as { id: string; leavePath: string };
    return { id: request.id, token: request.leavePath.split('/').pop() ?? '' };
  }

  const log = (space: PublicSpaceSetup, clientId: string, query = '') =>
    context.app.inject({
      method: 'GET',
      url: `/api/spaces/${space.spaceId}/clients/${clientId}/communications${query}`,
      headers: bearer(space.admin.token),
    });

  it("lists the client's requests in this space with their states, and no one else's", async () => {
    context.clock.set('2026-03-02T08:00:00.000Z');
    const space = await setUpPublicSpace(context.app, context.database.db);
    const other = await setUpPublicSpace(context.app, context.database.db);
    const created = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${space.spaceId}/clients`,
      headers: bearer(space.admin.token),
      payload: { name: 'Ana Espera', email: 'ana.espera@example.com' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const clientId = created.json().data.client.id as string;

    // Joined (the address typed in other letters), got an offer by hand, then left through the link.
    const offered = await join(space, { email: 'Ana.Espera@Example.com' });
    const offer = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${space.spaceId}/waitlist/${offered.id}/offers`,
      headers: bearer(space.admin.token),
      payload: { hostId: space.member.user.id, ...SLOT },
    });
    expect(offer.statusCode, offer.body).toBe(201);
    context.clock.advance(60_000);
    const left = await context.app.inject({ method: 'DELETE', url: `/api/public/waitlist/${offered.token}` });
    expect(left.statusCode, left.body).toBe(200);
    // A second request, taken off by the clinic; a third still waiting.
    context.clock.advance(60_000);
    const removed = await join(space, { email: 'ana.espera@example.com' });
    const removal = await context.app.inject({
      method: 'DELETE',
      url: `/api/spaces/${space.spaceId}/waitlist/${removed.id}`,
      headers: bearer(space.admin.token),
    });
    expect(removal.statusCode, removal.body).toBe(200);
    context.clock.advance(60_000);
    const waiting = await join(space, { email: 'ana.espera@example.com' });
    // Not hers: another address here, and her address in another space.
    await join(space, { email: 'otra@example.com', name: 'Otra Persona' });
    await join(other, { email: 'ana.espera@example.com' });

    const response = await log(space, clientId);
    expect(response.statusCode, response.body).toBe(200);
    const { waitlist, entries } = response.json().data;
    expect(waitlist).toEqual([
      {
        id: waiting.id,
        serviceName: expect.any(String),
        createdAt: '2026-03-02T08:03:00.000Z',
        windows: [{ date: TODAY, from: '10:00', to: '14:00' }],
        state: 'waiting',
        stateLabel: 'Esperando',
        stateAt: '2026-03-02T13:00:00.000Z',
      },
      expect.objectContaining({
        id: removed.id,
        state: 'removed',
        stateLabel: 'Retirada por la clínica',
        stateAt: '2026-03-02T08:02:00.000Z',
      }),
      expect.objectContaining({
        id: offered.id,
        state: 'left',
        stateLabel: 'Salió de la lista',
        stateAt: '2026-03-02T08:01:00.000Z',
      }),
    ]);
    // The offer e-mail is in the messages beside it.
    expect(entries.map((entry: { kind: string }) => entry.kind)).toContain('waitlist-offer');
    // The next page of messages repeats no request.
    const next = await log(space, clientId, `?cursor=${entries[0].id}`);
    expect(next.json().data.waitlist).toEqual([]);
    // The client's own leaving is audited with no actor and no personal data.
    const [audit] = await context.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, offered.id), eq(auditEvents.action, 'WAITLIST_REQUEST_LEFT')));
    expect(audit).toMatchObject({ spaceId: space.spaceId, actorUserId: null });
    expect(JSON.stringify(audit?.details)).not.toContain('ana');
  });

  it("finds a request with only a phone by its digits, for the space's oldest client with them", async () => {
    context.clock.set('2026-03-02T08:00:00.000Z');
    const space = await setUpPublicSpace(context.app, context.database.db);
    const makeClient = async (name: string, phone: string) => {
      const created = await context.app.inject({
        method: 'POST',
        url: `/api/spaces/${space.spaceId}/clients`,
        headers: bearer(space.admin.token),
        payload: { name, phone },
      });
      expect(created.statusCode, created.body).toBe(201);
      context.clock.advance(1000);
      return created.json().data.client.id as string;
    };
    const oldest = await makeClient('Sara Móvil', '+34 612 345 678');
    const sameNumber = await makeClient('Pablo Móvil', '612345678');
    const request = await join(space, { name: 'Sara Móvil', email: null, phone: '612 345 678' });
    // A request that gave an e-mail goes by its e-mail only, even with her number.
    await join(space, { email: 'otra@example.com', phone: '612 345 678' });
    const shown = (await log(space, oldest)).json().data.waitlist;
    expect(shown.map((entry: { id: string }) => entry.id)).toEqual([request.id]);
    expect((await log(space, sameNumber)).json().data.waitlist).toEqual([]);
  });

  it('shows an offered request with the end of its hold, and nothing for a client who never asked', async () => {
    context.clock.set('2026-03-02T08:00:00.000Z');
    const space = await setUpPublicSpace(context.app, context.database.db);
    const makeClient = async (name: string, email: string) => {
      const created = await context.app.inject({
        method: 'POST',
        url: `/api/spaces/${space.spaceId}/clients`,
        headers: bearer(space.admin.token),
        payload: { name, email },
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().data.client.id as string;
    };
    const asked = await makeClient('Ana Oferta', 'oferta@example.com');
    const never = await makeClient('Nadie Pide', 'nadie@example.com');
    const request = await join(space, { email: 'oferta@example.com' });
    const offer = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${space.spaceId}/waitlist/${request.id}/offers`,
      headers: bearer(space.admin.token),
      payload: { hostId: space.member.user.id, ...SLOT },
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const [entry] = (await log(space, asked)).json().data.waitlist;
    expect(entry).toMatchObject({
      state: 'offered',
      stateLabel: 'Oferta enviada',
      stateAt: offer.json().data.offer.holdUntil,
    });
    expect((await log(space, never)).json().data.waitlist).toEqual([]);
  });
});
