import { emailOutbox } from '@citavet/db/schema/outbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../app-dependencies';
import { createOutboxWorker } from '../../../mail/outbox-worker';
import {
  bearer,
  createTestContext,
  expandBookingMessages,
  type TestContext,
  testDraftExpansion,
  testUnsubscribeLinks,
} from '../../../test/test-app';
import { insertSchedule, insertService, scheduleOf } from '../bookings.test-support';
import {
  outboxOfBooking,
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
  tokenOf,
} from '../public/public-booking.test-support';

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

async function book(scheduleId: string, start: string, end: string) {
  const response = await postPublicBooking(context.app, publicBookingBody(scheduleId, start, end));
  expect(response.statusCode).toBe(201);
  // Its e-mails (and the link they carry) are queued by the outbox worker's next round, as here.
  await expandBookingMessages(context);
  const { booking } = response.json().data;
  return { id: booking.id as string, token: tokenOf(booking.managePath) };
}
const linkCall = (method: 'GET' | 'POST', token: string, action = '', payload?: object) =>
  context.app.inject({
    method,
    url: `/api/public/bookings/${encodeURIComponent(token)}${action}`,
    ...(payload ? { payload } : {}),
  });

describe('/reservas/{token}: the client manages the booking from the e-mailed link', () => {
  it('reads the booking with what the client may do, and 404 for an unknown token', async () => {
    const { token } = await book(
      scheduleOf(space.memberSchedules, 2),
      '2026-03-10T10:00',
      '2026-03-10T10:30',
    );
    const response = await linkCall('GET', token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.booking).toMatchObject({
      localStartTime: '10:00',
      canCancel: true,
      canReschedule: true,
      service: { id: space.serviceId },
      host: { id: space.member.user.id },
      space: { id: space.spaceId },
      managePath: `/reservas/${token}`,
    });
    const unknown = await linkCall('GET', 'no-existe');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Reserva no encontrada');
  });

  it('cancels: status CANCELLED, reminder dropped, client and host told', async () => {
    const { id, token } = await book(
      scheduleOf(space.memberSchedules, 3),
      '2026-03-11T10:00',
      '2026-03-11T10:30',
    );
    const cancelled = await linkCall('POST', token, '/cancel', { reason: 'No puedo ir' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Reserva cancelada',
      data: {
        booking: {
          status: 'CANCELLED',
          canCancel: false,
          canReschedule: false,
          cancellationReason: 'No puedo ir',
        },
      },
    });
    const outbox = await outboxOfBooking(context.database.db, id);
    expect(outbox.find((email) => email.kind === 'reminder-appointment')?.status).toBe('DROPPED');
    const clientNotice = outbox.find((email) => email.kind === 'booking-cancelled');
    expect(clientNotice?.toAddress).toBe('lucia@example.com');
    expect(clientNotice?.textBody).toContain('Motivo: No puedo ir');
    expect(clientNotice?.textBody).toContain(`http://citavet.test/${space.route}`);
    expect(clientNotice?.attachments?.[0]?.content).toContain('STATUS:CANCELLED');
    expect(outbox.find((email) => email.kind === 'booking-host-cancelled')?.toAddress).toBe(
      space.member.email,
    );
    const again = await linkCall('POST', token, '/cancel', {});
    expect(again.statusCode).toBe(409);
    // The slot is free again.
    await book(scheduleOf(space.memberSchedules, 3), '2026-03-11T10:00', '2026-03-11T10:30');
  });

  it('never sends the reminder of a booking cancelled by the staff, and tells the client', async () => {
    const { id } = await book(scheduleOf(space.memberSchedules, 4), '2026-03-12T10:00', '2026-03-12T10:30');
    const cancelled = await context.app.inject({
      method: 'PUT',
      url: `/api/bookings/${id}/cancel`,
      headers: bearer(space.admin.token),
      payload: { reason: 'Cierre por obras' },
    });
    expect(cancelled.statusCode).toBe(200);
    await expandBookingMessages(context);
    const outbox = await outboxOfBooking(context.database.db, id);
    expect(outbox.find((email) => email.kind === 'booking-cancelled')?.textBody).toContain(
      'Cierre por obras',
    );
    expect(outbox.find((email) => email.kind === 'reminder-appointment')?.status).toBe('DROPPED');
    // Even a reminder still pending at send time is dropped by the worker, not sent.
    await context.database.db
      .update(emailOutbox)
      .set({ status: 'PENDING' })
      .where(eq(emailOutbox.bookingId, id));
    const sent: string[] = [];
    const worker = createOutboxWorker({
      unsubscribe: testUnsubscribeLinks(),
      db: context.database.db,
      clock: { now: () => new Date('2026-03-11T10:00:00.000Z') },
      transport: { describe: 'memory', close() {}, send: async (message) => void sent.push(message.subject) },
      from: 'Citavet <no-reply@citavet.test>',
      pollMs: 1000,
      expandDrafts: testDraftExpansion(context),
    });
    await worker.runOnce();
    const reminderSubjects = sent.filter((subject) => subject.startsWith('Recordatorio'));
    expect(reminderSubjects.some((subject) => subject.includes('12 de marzo'))).toBe(false);
    const after = await outboxOfBooking(context.database.db, id);
    expect(after.find((email) => email.kind === 'reminder-appointment')?.status).toBe('DROPPED');
  });

  it('reschedules to an offered slot, even one overlapping its own old time, with a new reminder', async () => {
    const friday = scheduleOf(space.memberSchedules, 5);
    const { id, token } = await book(friday, '2026-03-13T10:00', '2026-03-13T10:30');
    // Half an hour later would overlap only the booking itself: it does not count as busy.
    const moved = await linkCall('POST', token, '/reschedule', {
      startTime: '2026-03-13T10:30',
      endTime: '2026-03-13T11:00',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      message: 'Reserva reprogramada',
      data: {
        booking: { localStartTime: '10:30', status: 'CONFIRMED', startTime: '2026-03-13T09:30:00.000Z' },
      },
    });
    const outbox = await outboxOfBooking(context.database.db, id);
    const reminders = outbox.filter((email) => email.kind === 'reminder-appointment');
    expect(reminders.map((email) => email.status).sort()).toEqual(['DROPPED', 'PENDING']);
    expect(reminders.find((email) => email.status === 'PENDING')?.sendAfter.toISOString()).toBe(
      '2026-03-12T09:30:00.000Z',
    );
    const updated = outbox.find((email) => email.kind === 'booking-updated');
    expect(updated?.textBody).toContain('Hora: 10:30 – 11:00');
    expect(updated?.attachments?.[0]?.content).toContain('DTSTART:20260313T093000Z');
    // The old time is free again; the new one is taken.
    await book(friday, '2026-03-13T10:00', '2026-03-13T10:30');
    const other = await book(friday, '2026-03-13T12:00', '2026-03-13T12:30');
    const clash = await linkCall('POST', other.token, '/reschedule', {
      startTime: '2026-03-13T10:30',
      endTime: '2026-03-13T11:00',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().conflictingBooking).toEqual({
      startTime: '2026-03-13T09:30:00.000Z',
      endTime: '2026-03-13T10:00:00.000Z',
    });
    const offGrid = await linkCall('POST', other.token, '/reschedule', {
      startTime: '2026-03-13T12:10',
      endTime: '2026-03-13T12:40',
    });
    expect(offGrid.statusCode).toBe(409);
    expect(offGrid.json().message).toBe('El horario seleccionado ya no está disponible');
  });

  it('refuses to cancel or reschedule when the service does not allow it, or once it started', async () => {
    const db = context.database.db;
    const serviceId = await insertService(db, space.spaceId, {
      name: 'Sin cambios',
      allowCancellation: false,
      allowRescheduling: false,
    });
    const scheduleId = await insertSchedule(db, {
      serviceId,
      hostId: space.admin.user.id,
      dayOfWeek: 6,
      startTime: '09:00',
      endTime: '12:00',
    });
    const { id, token } = await book(scheduleId, '2026-03-14T09:00', '2026-03-14T09:30');
    const view = await linkCall('GET', token);
    expect(view.json().data.booking).toMatchObject({ canCancel: false, canReschedule: false });
    const cancel = await linkCall('POST', token, '/cancel');
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().message).toBe('Esta reserva ya no se puede cancelar');
    const reschedule = await linkCall('POST', token, '/reschedule', {
      startTime: '2026-03-14T10:00',
      endTime: '2026-03-14T10:30',
    });
    expect(reschedule.statusCode).toBe(403);
    expect(reschedule.json().message).toBe('Esta reserva ya no se puede cambiar de horario');
    const confirmation = (await outboxOfBooking(db, id)).find(
      (email) => email.kind === 'booking-confirmation',
    );
    expect(confirmation?.textBody).not.toContain('/reservas/');
    expect(confirmation?.textBody).toContain('contacta directamente con Veterinaria Central');

    const started = await book(scheduleOf(space.adminSchedules, 1), '2026-03-02T12:00', '2026-03-02T12:30');
    context.clock.set('2026-03-02T11:05:00.000Z');
    try {
      expect((await linkCall('POST', started.token, '/cancel')).statusCode).toBe(403);
    } finally {
      context.clock.set('2026-03-02T08:00:00.000Z');
    }
  });

  it('e-mails a staff-made booking to its client when it has an e-mail, with a working link', async () => {
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/bookings/internal',
      headers: bearer(space.admin.token),
      payload: {
        serviceScheduleId: scheduleOf(space.memberSchedules, 2),
        startTime: '2026-03-10T17:00',
        endTime: '2026-03-10T17:30',
        clientInfo: { name: 'Pepa', email: 'pepa@example.com' },
      },
    });
    expect(created.statusCode).toBe(201);
    // Its e-mails are drafted after its write, by the outbox worker (decision 107).
    await expandBookingMessages(context);
    const outbox = await outboxOfBooking(context.database.db, created.json().data.booking.id);
    const confirmation = outbox.find((email) => email.kind === 'booking-confirmation');
    const link = confirmation?.textBody.match(/http:\/\/citavet\.test\/reservas\/\S+/)?.[0] ?? '';
    expect((await linkCall('GET', tokenOf(link))).json().data.booking.client.name).toBe('Pepa');
    // The admin booked it for the member: the member hears of it.
    expect(outbox.find((email) => email.kind === 'booking-host-new')?.toAddress).toBe(space.member.email);
  });
});

describe('/reservas/{token} of a service that requires approval', () => {
  // The approval's e-mails (its confirmation and reminders) queued, as the worker's next round does.
  const approve = async (bookingId: string) => {
    const response = await context.app.inject({
      method: 'PUT',
      url: `/api/bookings/${bookingId}/status`,
      headers: bearer(space.admin.token),
      payload: { status: 'CONFIRMED' },
    });
    await expandBookingMessages(context);
    return response;
  };

  it('keeps the request link working after approval, and a move makes it a request to approve again', async () => {
    const db = context.database.db;
    const serviceId = await insertService(db, space.spaceId, { name: 'Cirugía', requiresApproval: true });
    const monday = await insertSchedule(db, {
      serviceId,
      hostId: space.admin.user.id,
      dayOfWeek: 1,
      startTime: '15:00',
      endTime: '18:00',
    });
    const { id, token } = await book(monday, '2026-03-09T15:00', '2026-03-09T15:30');
    expect((await approve(id)).statusCode).toBe(200);
    // The link of 'Solicitud de reserva recibida' still opens the booking, now confirmed.
    const afterApproval = await linkCall('GET', token);
    expect(afterApproval.statusCode).toBe(200);
    expect(afterApproval.json().data.booking).toMatchObject({ status: 'CONFIRMED', canReschedule: true });

    const moved = await linkCall('POST', token, '/reschedule', {
      startTime: '2026-03-09T16:00',
      endTime: '2026-03-09T16:30',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.booking).toMatchObject({ status: 'PENDING', localStartTime: '16:00' });
    const outbox = await outboxOfBooking(db, id);
    const notice = outbox.find((email) => email.kind === 'booking-host-updated');
    expect(notice?.toAddress).toBe(space.admin.email);
    expect(notice?.subject).toBe(
      'Solicitud de cambio de horario: Cirugía, nuevo horario el lunes, 9 de marzo de 2026 a las 16:00',
    );
    expect(notice?.textBody).toContain('necesita tu aprobación');
    const updated = outbox.find((email) => email.kind === 'booking-updated');
    expect(updated?.subject).toBe('Solicitud de cambio recibida: Cirugía en Veterinaria Central');
    expect(updated?.attachments?.[0]?.content).toContain('STATUS:TENTATIVE');
    // A request gets no reminder until the clinic approves its new time.
    expect(
      outbox.filter((email) => email.kind === 'reminder-appointment' && email.status === 'PENDING'),
    ).toEqual([]);

    expect((await approve(id)).statusCode).toBe(200);
    const reopened = await linkCall('GET', token);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().data.booking).toMatchObject({ status: 'CONFIRMED', localStartTime: '16:00' });
  });
});

describe('/reservas/{token} after the appointment or its cancellation (30 days)', () => {
  it('stops showing the client data 30 days after the appointment ended', async () => {
    const { token } = await book(
      scheduleOf(space.memberSchedules, 4),
      '2026-03-12T10:00',
      '2026-03-12T10:30',
    );
    const start = context.clock.now().toISOString();
    try {
      // The appointment ends at 09:30Z on 12 March (10:30 in Madrid).
      context.clock.set('2026-04-11T09:30:00.000Z');
      const lastDay = await linkCall('GET', token);
      expect(lastDay.statusCode).toBe(200);
      context.clock.set('2026-04-11T09:30:00.001Z');
      const expired = await linkCall('GET', token);
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({
        success: false,
        code: 'BOOKING_LINK_EXPIRED',
        message:
          'Este enlace ha caducado: la cita terminó o se canceló hace más de 30 días y, por tu privacidad, sus datos ya no se muestran.',
      });
      expect(expired.body).not.toContain('lucia@example.com');
    } finally {
      context.clock.set(start);
    }
  });

  it('stops showing them 30 days after a cancellation, even for a later appointment', async () => {
    const { token } = await book(
      scheduleOf(space.memberSchedules, 5),
      '2026-03-13T11:00',
      '2026-03-13T11:30',
    );
    const start = context.clock.now().toISOString();
    try {
      expect((await linkCall('POST', token, '/cancel', {})).statusCode).toBe(200);
      context.clock.advance(30 * 86_400_000);
      expect((await linkCall('GET', token)).statusCode).toBe(200);
      context.clock.advance(1);
      const expired = await linkCall('GET', token);
      expect(expired.statusCode).toBe(410);
      expect(expired.body).not.toContain('Lucía Cliente');
    } finally {
      context.clock.set(start);
    }
  });
});
