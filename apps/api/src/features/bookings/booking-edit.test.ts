import { disabledDates } from '@citavet/db/schema/bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../app-dependencies';
import { bearer, createTestContext, expandBookingMessages, type TestContext } from '../../test/test-app';
import { scheduleOf } from './bookings.test-support';
import {
  outboxOfBooking,
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
  tokenOf,
} from './public/public-booking.test-support';

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

async function bookForMember(start: string, end: string, dayOfWeek: number) {
  const response = await postPublicBooking(
    context.app,
    publicBookingBody(scheduleOf(space.memberSchedules, dayOfWeek), start, end),
  );
  expect(response.statusCode).toBe(201);
  // Its e-mails are queued by the outbox worker's next round, as here.
  await expandBookingMessages(context);
  const { booking } = response.json().data;
  return { id: booking.id as string, token: tokenOf(booking.managePath) };
}
const edit = (token: string, id: string, payload: object) =>
  context.app.inject({ method: 'PUT', url: `/api/bookings/${id}`, headers: bearer(token), payload });
const editBody = (startTime: string, endTime: string, overrides: object = {}) => ({
  startTime,
  endTime,
  notes: 'Trae la cartilla',
  clientInfo: { name: 'Lucía Cliente', email: 'lucia@example.com', phone: null },
  ...overrides,
});

describe("PUT /api/bookings/{id} (the agenda's 'Editar Cita')", () => {
  it('moves the booking off the slot grid inside the range, re-queues the reminder and e-mails a new link', async () => {
    const { id, token } = await bookForMember('2026-03-10T10:00', '2026-03-10T10:30', 2);
    const response = await edit(space.member.token, id, editBody('2026-03-10T10:10', '2026-03-10T10:55'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Reserva actualizada exitosamente',
      data: {
        booking: {
          startTime: '2026-03-10T09:10:00.000Z',
          endTime: '2026-03-10T09:55:00.000Z',
          notes: 'Trae la cartilla',
          status: 'CONFIRMED',
        },
      },
    });
    const outbox = await outboxOfBooking(context.database.db, id);
    const reminders = outbox.filter((email) => email.kind === 'reminder-appointment');
    expect(reminders.map((email) => email.status).sort()).toEqual(['DROPPED', 'PENDING']);
    const updated = outbox.find((email) => email.kind === 'booking-updated');
    expect(updated?.textBody).toContain('Hora: 10:10 – 10:55 (hora de Europa central)');
    // A change notice shows the previous time too.
    expect(updated?.textBody).toContain(
      'Antes: martes, 10 de marzo de 2026 a las 10:00 (hora de Europa central)',
    );
    // The member moved their own booking: no notice to themself.
    expect(outbox.filter((email) => email.kind === 'booking-host-updated')).toEqual([]);
    // Only the newest e-mail's link works.
    const newLink = updated?.textBody.match(/http:\/\/citavet\.test\/reservas\/\S+/)?.[0] ?? '';
    const old = await context.app.inject({ method: 'GET', url: `/api/public/bookings/${token}` });
    expect(old.statusCode).toBe(404);
    const fresh = await context.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${tokenOf(newLink)}`,
    });
    expect(fresh.json().data.booking.localStartTime).toBe('10:10');
  });

  it('edits notes and client data without touching the time or the e-mails', async () => {
    const { id } = await bookForMember('2026-03-10T11:00', '2026-03-10T11:30', 2);
    const before = (await outboxOfBooking(context.database.db, id)).length;
    const response = await edit(
      space.admin.token,
      id,
      editBody('2026-03-10T11:00', '2026-03-10T11:30', {
        notes: null,
        clientInfo: { name: 'Lucía C.', email: 'LUCIA@example.com', phone: '+34 611 111 111' },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.booking).toMatchObject({
      notes: null,
      client: { name: 'Lucía C.', phone: '+34 611 111 111' },
    });
    expect((await outboxOfBooking(context.database.db, id)).length).toBe(before);
  });

  it('keeps the staff rules: inside the range or confirmed, not past, not disabled, no overlap', async () => {
    const { id } = await bookForMember('2026-03-10T12:00', '2026-03-10T12:30', 2);
    await bookForMember('2026-03-10T13:00', '2026-03-10T13:30', 2);
    const outside = await edit(space.admin.token, id, editBody('2026-03-10T19:45', '2026-03-10T20:15'));
    expect(outside.statusCode).toBe(409);
    expect(outside.json()).toMatchObject({
      code: 'OUTSIDE_SCHEDULE',
      message: 'Fuera de horario: ¿agendar igualmente?',
    });
    const past = await edit(space.admin.token, id, editBody('2026-03-01T12:00', '2026-03-01T12:30'));
    expect(past.json().message).toBe('No se pueden crear reservas en fechas u horarios pasados');
    const overlap = await edit(space.admin.token, id, editBody('2026-03-10T12:45', '2026-03-10T13:15'));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({
      message: 'Ya existe una reserva en ese horario',
      conflictingBooking: { startTime: '2026-03-10T12:00:00.000Z', endTime: '2026-03-10T12:30:00.000Z' },
    });
    await context.database.db.insert(disabledDates).values({
      spaceId: space.spaceId,
      scope: 'SPACE',
      isAllDay: true,
      startDay: '2026-03-17',
      endDay: '2026-03-17',
      title: 'Festivo',
      reason: 'Fiesta local',
    });
    const disabled = await edit(space.admin.token, id, editBody('2026-03-17T12:00', '2026-03-17T12:30'));
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json()).toMatchObject({ code: 'OUTSIDE_SCHEDULE', outsideSchedule: 'date-disabled' });
  });

  it('lets a MEMBER edit only their own bookings and refuses cancelled ones', async () => {
    const adminsBooking = await postPublicBooking(
      context.app,
      publicBookingBody(scheduleOf(space.adminSchedules, 3), '2026-03-11T10:00', '2026-03-11T10:30'),
    );
    const adminsId = adminsBooking.json().data.booking.id;
    const refused = await edit(
      space.member.token,
      adminsId,
      editBody('2026-03-11T10:30', '2026-03-11T11:00'),
    );
    expect(refused.statusCode).toBe(404);
    const outsider = await edit(
      space.outsider.token,
      adminsId,
      editBody('2026-03-11T10:30', '2026-03-11T11:00'),
    );
    expect(outsider.statusCode).toBe(404);
    const { id } = await bookForMember('2026-03-11T11:00', '2026-03-11T11:30', 3);
    await context.app.inject({
      method: 'PUT',
      url: `/api/bookings/${id}/cancel`,
      headers: bearer(space.member.token),
      payload: {},
    });
    const cancelled = await edit(space.member.token, id, editBody('2026-03-11T12:00', '2026-03-11T12:30'));
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('Solo se pueden editar reservas pendientes o confirmadas');
    const anonymous = await context.app.inject({ method: 'PUT', url: `/api/bookings/${id}`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await edit(
      space.admin.token,
      'no-es-un-id',
      editBody('2026-03-11T12:00', '2026-03-11T12:30'),
    );
    expect(malformed.statusCode).toBe(400);
  });
});
