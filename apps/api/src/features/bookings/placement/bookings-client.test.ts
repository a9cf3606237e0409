import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../../test/test-app';
import {
  insertSchedule,
  insertService,
  scheduleOf,
  setUpAgenda,
  type TestAgenda,
  type TestUser,
} from '../bookings.test-support';

// Clock: Monday 2026-03-02 08:00Z (09:00 in Madrid). 2026-03-10 is a Tuesday.
let context: TestContext;
let agenda: TestAgenda;
let client: TestUser;
beforeAll(async () => {
  context = await createTestContext();
  agenda = await setUpAgenda(context.app, context.database.db, 'Europe/Madrid');
  client = await registerTestUser(context.app, { name: 'Carla Cliente', role: 'CLIENT' });
});
afterAll(async () => {
  await context.close();
});

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  context.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const slot = (scheduleId: string, start: string, end: string) => ({
  serviceScheduleId: scheduleId,
  startTime: start,
  endTime: end,
});

describe('POST /api/bookings (a signed-in user books an offered slot)', () => {
  it('books an offered slot for the user, with the account as client', async () => {
    const tuesday = scheduleOf(agenda.memberSchedules, 2);
    const response = await inject('POST', '/api/bookings', client.token, {
      ...slot(tuesday, '2026-03-10T09:00:00.000Z', '2026-03-10T09:30:00.000Z'),
      phone: '+34 622 000 000',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.booking).toMatchObject({
      status: 'CONFIRMED',
      client: { name: 'Carla Cliente', email: client.email, phone: '+34 622 000 000' },
      host: { id: agenda.member.user.id },
    });
  });

  it.each([
    ['off the slot grid', '2026-03-10T10:10:00.000Z', '2026-03-10T10:40:00.000Z'],
    ['longer than the service', '2026-03-10T10:00:00.000Z', '2026-03-10T11:00:00.000Z'],
    ['outside the schedule', '2026-03-10T20:00:00.000Z', '2026-03-10T20:30:00.000Z'],
  ])('refuses a time the engine does not offer (%s)', async (_label, start, end) => {
    const response = await inject(
      'POST',
      '/api/bookings',
      client.token,
      slot(scheduleOf(agenda.memberSchedules, 2), start, end),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('El horario seleccionado no está disponible. Elige otro horario.');
  });

  it('answers the overlap and past messages before the generic one', async () => {
    const tuesday = scheduleOf(agenda.memberSchedules, 2);
    const taken = await inject(
      'POST',
      '/api/bookings',
      client.token,
      slot(tuesday, '2026-03-10T09:00:00.000Z', '2026-03-10T09:30:00.000Z'),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().conflictingBooking).toEqual({
      startTime: '2026-03-10T09:00:00.000Z',
      endTime: '2026-03-10T09:30:00.000Z',
    });
    const sunday = scheduleOf(agenda.memberSchedules, 7);
    const past = await inject(
      'POST',
      '/api/bookings',
      client.token,
      slot(sunday, '2026-03-01T09:00:00.000Z', '2026-03-01T09:30:00.000Z'),
    );
    expect(past.json().message).toBe('No se pueden crear reservas en fechas u horarios pasados');
  });

  it('applies the minimum notice, the maximum advance and the clients-may-book flag', async () => {
    const db = context.database.db;
    const hostId = agenda.admin.user.id;
    const rangeFor = async (overrides: Parameters<typeof insertService>[2]) => {
      const serviceId = await insertService(db, agenda.spaceId, overrides);
      const ids: string[] = [];
      for (const dayOfWeek of [1, 3]) {
        ids.push(
          await insertSchedule(db, { serviceId, hostId, dayOfWeek, startTime: '08:00', endTime: '20:00' }),
        );
      }
      return ids;
    };
    const [noticeMonday] = await rangeFor({ name: 'Aviso 48 h', minAdvanceBooking: 48 });
    const soon = await inject(
      'POST',
      '/api/bookings',
      client.token,
      slot(noticeMonday ?? '', '2026-03-02T15:00:00.000Z', '2026-03-02T15:30:00.000Z'),
    );
    expect(soon.statusCode).toBe(400);
    const [, weekAheadWednesday] = await rangeFor({ name: 'Una semana', maxAdvanceBooking: 7 });
    const tooFar = await inject(
      'POST',
      '/api/bookings',
      client.token,
      slot(weekAheadWednesday ?? '', '2026-03-11T09:00:00.000Z', '2026-03-11T09:30:00.000Z'),
    );
    expect(tooFar.statusCode).toBe(400);
    const inTime = await inject(
      'POST',
      '/api/bookings',
      client.token,
      slot(weekAheadWednesday ?? '', '2026-03-04T09:00:00.000Z', '2026-03-04T09:30:00.000Z'),
    );
    expect(inTime.statusCode).toBe(201);
    const [staffOnly] = await rangeFor({ name: 'Solo interno', isBookableByClients: false });
    const refused = await inject(
      'POST',
      '/api/bookings',
      client.token,
      slot(staffOnly ?? '', '2026-03-09T09:00:00.000Z', '2026-03-09T09:30:00.000Z'),
    );
    expect(refused.json().message).toBe('Este servicio no admite reservas en línea');
  });
});

describe("the client's own bookings", () => {
  it('lists them in my-bookings and lets the client read and cancel them', async () => {
    const mine = await inject('GET', '/api/bookings/my-bookings', client.token);
    expect(mine.statusCode).toBe(200);
    const { bookings, total } = mine.json().data;
    expect(total).toBe(2);
    const [first] = bookings;
    expect((await inject('GET', `/api/bookings/${first.id}`, client.token)).statusCode).toBe(200);
    const stranger = await registerTestUser(context.app);
    expect((await inject('GET', `/api/bookings/${first.id}`, stranger.token)).statusCode).toBe(404);
    const status = await inject('PUT', `/api/bookings/${first.id}/status`, client.token, {
      status: 'COMPLETED',
    });
    expect(status.statusCode).toBe(403);
    const cancelled = await inject('PUT', `/api/bookings/${first.id}/cancel`, client.token, {
      reason: 'Viaje',
    });
    expect(cancelled.json().data.booking).toMatchObject({ status: 'CANCELLED', cancellationReason: 'Viaje' });
  });

  it('refuses a client cancellation when the service does not allow it', async () => {
    const db = context.database.db;
    const serviceId = await insertService(db, agenda.spaceId, {
      name: 'Sin cancelación',
      allowCancellation: false,
    });
    const scheduleId = await insertSchedule(db, {
      serviceId,
      hostId: agenda.admin.user.id,
      dayOfWeek: 5,
      startTime: '08:00',
      endTime: '20:00',
    });
    const created = await inject(
      'POST',
      '/api/bookings',
      client.token,
      slot(scheduleId, '2026-03-06T09:00:00.000Z', '2026-03-06T09:30:00.000Z'),
    );
    const id = created.json().data.booking.id;
    const refused = await inject('PUT', `/api/bookings/${id}/cancel`, client.token, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Este servicio no permite cancelar reservas');
    expect((await inject('PUT', `/api/bookings/${id}/cancel`, agenda.admin.token, {})).statusCode).toBe(200);
  });
});

describe('POST /api/bookings/host-create (the signed-in member is the host)', () => {
  it('books into the caller’s own agenda, whichever schedule of the service is named', async () => {
    const adminsTuesday = scheduleOf(agenda.adminSchedules, 2);
    const response = await inject('POST', '/api/bookings/host-create', agenda.member.token, {
      ...slot(adminsTuesday, '2026-03-10T11:05:00.000Z', '2026-03-10T11:35:00.000Z'),
      clientInfo: { name: 'Rafa' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.booking).toMatchObject({
      host: { id: agenda.member.user.id },
      serviceSchedule: { id: scheduleOf(agenda.memberSchedules, 2) },
    });
  });

  it('refuses non-members and members without ranges for the service', async () => {
    const body = {
      ...slot(scheduleOf(agenda.adminSchedules, 2), '2026-03-10T12:00:00.000Z', '2026-03-10T12:30:00.000Z'),
      clientInfo: { name: 'Rafa' },
    };
    const outsider = await inject('POST', '/api/bookings/host-create', agenda.outsider.token, body);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe('No tienes permisos para crear reservas internas en este espacio');
    const db = context.database.db;
    const serviceId = await insertService(db, agenda.spaceId, { name: 'Solo admin' });
    const adminOnly = await insertSchedule(db, {
      serviceId,
      hostId: agenda.admin.user.id,
      dayOfWeek: 2,
      startTime: '08:00',
      endTime: '20:00',
    });
    const noRange = await inject('POST', '/api/bookings/host-create', agenda.member.token, {
      ...body,
      serviceScheduleId: adminOnly,
    });
    expect(noRange.statusCode).toBe(400);
    expect(noRange.json().message).toBe('No hay horarios activos configurados para este servicio y miembro.');
    // Not even as an emergency: a member who never offers the service cannot be booked for it (055).
    const emergency = await inject('POST', '/api/bookings/host-create', agenda.member.token, {
      ...body,
      serviceScheduleId: adminOnly,
      isOutsideSchedule: true,
    });
    expect(emergency.statusCode).toBe(400);
    expect(emergency.json().code).toBe('NO_ACTIVE_SCHEDULE');
  });
});
