import { bookings, clients } from '@citavet/db/schema/bookings';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../app-dependencies';
import { hashOpaqueToken } from '../../../security/tokens';
import {
  createTestContext,
  expandBookingMessages,
  signTestToken,
  type TestContext,
} from '../../../test/test-app';
import { findBookingSummary } from '../booking-summary.repository';
import { insertSchedule, insertService, scheduleOf } from '../bookings.test-support';
import { toPublicBooking } from '../public-booking-view';
import {
  outboxOfBooking,
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
  tokenOf,
} from './public-booking.test-support';

// Clock: Monday 2026-03-02 08:00Z (09:00 in Madrid). 2026-03-10 is a Tuesday.
let context: TestContext;
let space: PublicSpaceSetup;
beforeAll(async () => {
  context = await createTestContext({
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, publicBookingPerMinute: 10_000 } },
  });
  space = await setUpPublicSpace(context.app, context.database.db);
});
afterAll(async () => {
  await context.close();
});

const memberTuesday = () => scheduleOf(space.memberSchedules, 2);
const countBookings = async () => {
  const [row] = await context.database.db.select({ total: count() }).from(bookings);
  return row?.total ?? 0;
};

describe('POST /api/bookings/public', () => {
  it('books an offered slot read in the space zone and answers the public booking view', async () => {
    const response = await postPublicBooking(
      context.app,
      publicBookingBody(memberTuesday(), '2026-03-10T10:00', '2026-03-10T10:30', {
        name: 'Lucía Cliente',
        email: 'lucia@example.com',
        phone: '+34 600 000 000',
      }),
    );
    expect(response.statusCode).toBe(201);
    const { booking } = response.json().data;
    expect(response.json().message).toBe('¡Reserva confirmada!');
    expect(booking).toMatchObject({
      status: 'CONFIRMED',
      startTime: '2026-03-10T09:00:00.000Z',
      endTime: '2026-03-10T09:30:00.000Z',
      localDate: '2026-03-10',
      localStartTime: '10:00',
      localEndTime: '10:30',
      timeZone: 'Europe/Madrid',
      duration: 30,
      price: 25.5,
      currency: 'EUR',
      service: { id: space.serviceId, name: 'Consulta general' },
      host: { id: space.member.user.id, name: 'Mario Miembro' },
      space: { id: space.spaceId, name: 'Veterinaria Central', route: space.route, city: 'Málaga' },
      client: { name: 'Lucía Cliente', email: 'lucia@example.com', phone: '+34600000000' },
    });
    expect(booking.managePath).toMatch(/^\/reservas\/[A-Za-z0-9_-]{43}$/);
    const [row] = await context.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ source: 'PUBLIC', createdBy: null, status: 'CONFIRMED' });
    // Only the hash of the link's token is stored.
    expect(row?.manageTokenHash).toBe(hashOpaqueToken(tokenOf(booking.managePath)));
  });

  it('answers and e-mails the booking exactly as it is stored (nothing is read back after the insert)', async () => {
    const response = await postPublicBooking(
      context.app,
      publicBookingBody(memberTuesday(), '2026-03-10T17:00', '2026-03-10T17:30', {
        name: 'Marta Exacta',
        email: 'marta@example.com',
        phone: '600123123',
      }),
    );
    expect(response.statusCode).toBe(201);
    const { booking } = response.json().data;
    const stored = await findBookingSummary(context.database.db, booking.id);
    if (!stored) throw new Error('booking not stored');
    expect(toPublicBooking(stored, tokenOf(booking.managePath), booking.reminderOffsetsMinutes)).toEqual(
      booking,
    );
    // The clinic's default reminder (24 hours before) will go: the confirmation says so.
    expect(booking.reminderOffsetsMinutes).toEqual([1440]);
    const [client] = await context.database.db
      .select({ email: clients.email, phone: clients.phone })
      .from(clients)
      .innerJoin(bookings, eq(bookings.clientId, clients.id))
      .where(eq(bookings.id, booking.id));
    expect(client).toEqual({ email: 'marta@example.com', phone: '+34600123123' });
  });

  it('queues the confirmation with .ics, the reminder 24 h before and the host notice', async () => {
    const response = await postPublicBooking(
      context.app,
      publicBookingBody(memberTuesday(), '2026-03-10T16:00', '2026-03-10T16:30'),
    );
    const { booking } = response.json().data;
    const link = `http://citavet.test${booking.managePath}`;
    // The e-mails are drafted by the outbox worker's next round, not by the request.
    expect(await outboxOfBooking(context.database.db, booking.id)).toEqual([]);
    await expandBookingMessages(context);
    const outbox = await outboxOfBooking(context.database.db, booking.id);
    expect(outbox.map((email) => email.kind).sort()).toEqual([
      'booking-confirmation',
      'booking-host-new',
      'reminder-appointment',
    ]);
    const confirmation = outbox.find((email) => email.kind === 'booking-confirmation');
    expect(confirmation).toMatchObject({ toAddress: 'lucia@example.com', status: 'PENDING' });
    expect(confirmation?.sendAfter.toISOString()).toBe('2026-03-02T08:00:00.000Z');
    expect(confirmation?.subject).toBe('Reserva confirmada: Consulta general en Veterinaria Central');
    for (const text of [
      'martes, 10 de marzo de 2026',
      'Hora: 16:00 – 16:30 (hora de Europa central)',
      'Duración: 30 minutos',
      'Profesional: Mario Miembro',
      'Dirección: Calle Mayor 1, Málaga, Andalucía, España',
      'Para cancelar la reserva:',
      'Para cambiar la fecha o la hora:',
      link,
      'recordatorio 24 horas antes',
    ]) {
      expect(confirmation?.textBody).toContain(text);
    }
    expect(confirmation?.textBody).toMatch(/Precio: 25,50\s€/);
    const [calendarFile] = confirmation?.attachments ?? [];
    expect(calendarFile?.filename).toBe('cita.ics');
    expect(calendarFile?.content).toContain('BEGIN:VEVENT');
    expect(calendarFile?.content).toContain('DTSTART:20260310T150000Z');
    expect(calendarFile?.content).toContain('STATUS:CONFIRMED');
    expect(calendarFile?.content).toContain(`UID:${booking.id}@citavet`);
    const reminder = outbox.find((email) => email.kind === 'reminder-appointment');
    expect(reminder?.sendAfter.toISOString()).toBe('2026-03-09T15:00:00.000Z');
    const hostNotice = outbox.find((email) => email.kind === 'booking-host-new');
    expect(hostNotice?.toAddress).toBe(space.member.email);
    expect(hostNotice?.textBody).toContain('Cliente: Lucía Cliente');
  });

  it('sends no reminder for a booking starting less than 24 hours from now', async () => {
    const today = scheduleOf(space.memberSchedules, 1);
    const response = await postPublicBooking(
      context.app,
      publicBookingBody(today, '2026-03-02T15:00', '2026-03-02T15:30'),
    );
    expect(response.statusCode).toBe(201);
    await expandBookingMessages(context);
    const outbox = await outboxOfBooking(context.database.db, response.json().data.booking.id);
    expect(outbox.map((email) => email.kind)).not.toContain('reminder-appointment');
    expect(outbox.find((email) => email.kind === 'booking-confirmation')?.textBody).not.toContain(
      'recordatorio',
    );
  });

  it('books as PENDING when the service requires approval, with a tentative calendar event', async () => {
    const db = context.database.db;
    const serviceId = await insertService(db, space.spaceId, { name: 'Cirugía', requiresApproval: true });
    const scheduleId = await insertSchedule(db, {
      serviceId,
      hostId: space.admin.user.id,
      dayOfWeek: 4,
      startTime: '09:00',
      endTime: '12:00',
    });
    const response = await postPublicBooking(
      context.app,
      publicBookingBody(scheduleId, '2026-03-12T09:00:00.000Z', '2026-03-12T09:30:00.000Z'),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.booking.status).toBe('PENDING');
    expect(response.json().message).toBe('Solicitud de reserva recibida. El espacio la confirmará pronto.');
    await expandBookingMessages(context);
    const outbox = await outboxOfBooking(db, response.json().data.booking.id);
    const confirmation = outbox.find((email) => email.kind === 'booking-confirmation');
    expect(confirmation?.subject).toBe('Solicitud de reserva recibida: Cirugía en Veterinaria Central');
    expect(confirmation?.attachments?.[0]?.content).toContain('STATUS:TENTATIVE');
    // The clinic will confirm: no reminder is queued, nor promised, before it does.
    expect(confirmation?.textBody).toContain('te avisará cuando esté confirmada');
    expect(confirmation?.textBody).not.toContain('recordatorio');
    expect(outbox.filter((email) => email.kind === 'reminder-appointment')).toEqual([]);
  });

  it('tells the client when the space confirms a request, with a new link and a reminder', async () => {
    const db = context.database.db;
    const serviceId = await insertService(db, space.spaceId, { name: 'Ecografía', requiresApproval: true });
    const scheduleId = await insertSchedule(db, {
      serviceId,
      hostId: space.admin.user.id,
      dayOfWeek: 5,
      startTime: '09:00',
      endTime: '12:00',
    });
    const response = await postPublicBooking(
      context.app,
      publicBookingBody(scheduleId, '2026-03-13T09:00:00.000Z', '2026-03-13T09:30:00.000Z'),
    );
    const { booking } = response.json().data;
    expect(booking.status).toBe('PENDING');
    await expandBookingMessages(context);
    const confirmed = await context.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking.id}/status`,
      headers: { authorization: `Bearer ${space.admin.token}` },
      payload: { status: 'CONFIRMED' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await expandBookingMessages(context);
    const outbox = await outboxOfBooking(db, booking.id);
    const confirmations = outbox.filter((email) => email.kind === 'booking-confirmation');
    expect(confirmations.map((email) => email.subject)).toEqual([
      'Solicitud de reserva recibida: Ecografía en Veterinaria Central',
      'Reserva confirmada: Ecografía en Veterinaria Central',
    ]);
    const latest = confirmations[1];
    expect(latest?.textBody).toContain('Tu reserva en Veterinaria Central está confirmada.');
    expect(latest?.attachments?.[0]?.content).toContain('STATUS:CONFIRMED');
    const reminders = outbox.filter((email) => email.kind === 'reminder-appointment');
    // Only the confirmation queued a reminder; the request had none.
    expect(reminders.map((email) => email.status)).toEqual(['PENDING']);
    expect(latest?.textBody).toContain('Te enviaremos un recordatorio 24 horas antes de la cita.');
    // The new e-mail's link works, and so does the request's, in its text and in its .ics.
    const linkIn = (text: string | undefined) => text?.match(/\/reservas\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    const requestEmail = confirmations[0];
    expect(linkIn(requestEmail?.textBody)).toBe(booking.managePath.slice('/reservas/'.length));
    // An .ics folds its long lines (RFC 5545 §3.1): unfolded, it names the same link.
    const unfolded = requestEmail?.attachments?.[0]?.content.replace(/\r\n[ \t]/g, '');
    expect(linkIn(unfolded)).toBe(linkIn(requestEmail?.textBody));
    const byLink = (token: string) =>
      context.app.inject({ method: 'GET', url: `/api/public/bookings/${token}` });
    const byNewLink = await byLink(linkIn(latest?.textBody));
    const byOldLink = await byLink(linkIn(requestEmail?.textBody));
    expect(linkIn(latest?.textBody)).not.toBe(linkIn(requestEmail?.textBody));
    expect([byNewLink.statusCode, byOldLink.statusCode]).toEqual([200, 200]);
    expect(byNewLink.json().data.booking.status).toBe('CONFIRMED');
    expect(byOldLink.json().data.booking).toMatchObject({ id: booking.id, status: 'CONFIRMED' });
    // Confirming a booking that was never pending sends nothing new.
    const before = (await outboxOfBooking(db, booking.id)).length;
    const clockBefore = context.clock.now().toISOString();
    context.clock.set('2026-03-13T09:10:00.000Z'); // COMPLETED only once the appointment started
    const laterToken = await signTestToken(context, space.admin.user.id);
    const completed = await context.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking.id}/status`,
      headers: { authorization: `Bearer ${laterToken}` },
      payload: { status: 'COMPLETED' },
    });
    context.clock.set(clockBefore);
    expect(completed.statusCode).toBe(200);
    await expandBookingMessages(context);
    expect((await outboxOfBooking(db, booking.id)).length).toBe(before);
  });

  it('answers the spec messages for invalid client data', async () => {
    const cases: [object, string][] = [
      [{ name: '', email: 'a@b.es' }, 'El nombre es obligatorio'],
      [{ name: 'Ana' }, 'El correo electrónico es obligatorio'],
      [{ name: 'Ana', email: '' }, 'El correo electrónico es obligatorio'],
      [{ name: 'Ana', email: 'no-es-correo' }, 'Ingresa un correo electrónico válido'],
    ];
    for (const [clientInfo, message] of cases) {
      const response = await postPublicBooking(context.app, {
        ...publicBookingBody(memberTuesday(), '2026-03-10T11:00', '2026-03-10T11:30'),
        clientInfo,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const withoutSchedule = await postPublicBooking(context.app, {
      startTime: '2026-03-10T11:00',
      endTime: '2026-03-10T11:30',
      clientInfo: { name: 'Ana', email: 'ana@example.com' },
    });
    expect(withoutSchedule.json().message).toContain('Error: No se encontró información del horario');
    const unknownField = await postPublicBooking(context.app, {
      ...publicBookingBody(memberTuesday(), '2026-03-10T11:00', '2026-03-10T11:30'),
      isAdmin: true,
    });
    expect(unknownField.statusCode).toBe(400);
  });

  it('answers a filled honeypot with a normal-looking 201 and creates nothing', async () => {
    const before = await countBookings();
    await expandBookingMessages(context);
    const [{ total: emailsBefore } = { total: 0 }] = await context.database.db
      .select({ total: count() })
      .from(emailOutbox);
    const response = await postPublicBooking(
      context.app,
      publicBookingBody(memberTuesday(), '2026-03-10T12:00', '2026-03-10T12:30', {
        name: 'Bot',
        email: 'bot@spam.test',
        website: 'http://spam.test',
      }),
    );
    expect(response.statusCode).toBe(201);
    const { booking } = response.json().data;
    expect(booking).toMatchObject({
      status: 'CONFIRMED',
      localStartTime: '12:00',
      host: { name: 'Mario Miembro' },
    });
    expect(booking.managePath).toMatch(/^\/reservas\//);
    expect(await countBookings()).toBe(before);
    // Nor any e-mail later: no draft was left for the outbox worker either.
    await expandBookingMessages(context);
    const [{ total: emailsAfter } = { total: 0 }] = await context.database.db
      .select({ total: count() })
      .from(emailOutbox);
    expect(emailsAfter).toBe(emailsBefore);
    const [clientRow] = await context.database.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.email, 'bot@spam.test'));
    expect(clientRow).toBeUndefined();
    const link = await context.app.inject({
      method: 'GET',
      url: `/api${booking.managePath.replace('/reservas', '/public/bookings')}`,
    });
    expect(link.statusCode).toBe(404);
    // A person can still book the time the bot "took".
    const person = await postPublicBooking(
      context.app,
      publicBookingBody(memberTuesday(), '2026-03-10T12:00', '2026-03-10T12:30'),
    );
    expect(person.statusCode).toBe(201);
  });
});
