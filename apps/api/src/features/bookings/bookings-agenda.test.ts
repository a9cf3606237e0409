import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signTestToken, type TestContext } from '../../test/test-app';
import {
  insertSchedule,
  insertService,
  scheduleOf,
  setUpAgenda,
  type TestAgenda,
} from './bookings.test-support';

// Santiago is on UTC-3 in March. Clock: Monday 2026-03-02 08:00Z (05:00 in Santiago).
let context: TestContext;
let agenda: TestAgenda;
let surgeryId: string;
const ids: Record<string, string> = {};

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token = agenda.admin.token, payload?: object) =>
  context.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function book(
  name: string,
  scheduleId: string,
  start: string,
  end: string,
  token = agenda.admin.token,
) {
  const response = await inject('POST', '/api/bookings/internal', token, {
    serviceScheduleId: scheduleId,
    startTime: start,
    endTime: end,
    clientInfo: { name },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  ids[name] = response.json().data.booking.id;
}

beforeAll(async () => {
  context = await createTestContext();
  agenda = await setUpAgenda(context.app, context.database.db, 'America/Santiago');
  const db = context.database.db;
  surgeryId = await insertService(db, agenda.spaceId, { name: 'Cirugía', price: '300' });
  const surgeryTuesday = await insertSchedule(db, {
    serviceId: surgeryId,
    hostId: agenda.member.user.id,
    dayOfWeek: 2,
    startTime: '08:00',
    endTime: '23:59',
  });
  // Local times: 10 March 09:00 (admin), 10 March 22:00 (member, surgery: 01:00Z on the 11th),
  // 11 March 09:00 (member), 12 March 09:00 (admin).
  await book('Ana', scheduleOf(agenda.adminSchedules, 2), '2026-03-10T09:00', '2026-03-10T09:30');
  await book('Beto', surgeryTuesday, '2026-03-10T22:00', '2026-03-10T23:00');
  await book('Cora', scheduleOf(agenda.memberSchedules, 3), '2026-03-11T09:00', '2026-03-11T09:30');
  await book('Dani', scheduleOf(agenda.adminSchedules, 4), '2026-03-12T09:00', '2026-03-12T09:30');
});
afterAll(async () => {
  await context.close();
});

const namesOf = async (query: string, token = agenda.admin.token) => {
  const response = await inject('GET', `/api/bookings?${query}`, token);
  expect(response.statusCode).toBe(200);
  const { bookings, total } = response.json().data;
  expect(total).toBeGreaterThanOrEqual(bookings.length);
  return bookings.map((booking: { client: { name: string } }) => booking.client.name);
};

describe('GET /api/bookings', () => {
  it('lists the whole space for an ADMIN, by start time', async () => {
    expect(await namesOf(`spaceId=${agenda.spaceId}`)).toEqual(['Ana', 'Beto', 'Cora', 'Dani']);
  });

  it('reads fromDate/toDate as days of the space, or as instants', async () => {
    // Beto starts at 01:00Z on the 11th but on the 10th in Santiago.
    expect(await namesOf(`spaceId=${agenda.spaceId}&fromDate=2026-03-10&toDate=2026-03-10`)).toEqual([
      'Ana',
      'Beto',
    ]);
    expect(await namesOf(`spaceId=${agenda.spaceId}&fromDate=2026-03-11&toDate=2026-03-12`)).toEqual([
      'Cora',
      'Dani',
    ]);
    const instants = `fromDate=2026-03-11T00:00:00.000Z&toDate=2026-03-11T12:00:00.000Z`;
    expect(await namesOf(`spaceId=${agenda.spaceId}&${instants}`)).toEqual(['Beto', 'Cora']);
  });

  it('filters by hosts (comma-joined), service and status', async () => {
    const both = `${agenda.admin.user.id},${agenda.member.user.id}`;
    expect(await namesOf(`spaceId=${agenda.spaceId}&userId=${agenda.member.user.id}`)).toEqual([
      'Beto',
      'Cora',
    ]);
    expect(await namesOf(`spaceId=${agenda.spaceId}&userId=${both}`)).toHaveLength(4);
    expect(await namesOf(`serviceId=${surgeryId}`)).toEqual(['Beto']);
    expect(await namesOf(`spaceId=${agenda.spaceId}&status=PENDING`)).toEqual([]);
    expect(await namesOf(`spaceId=${agenda.spaceId}&status=CONFIRMED,PENDING&limit=2`)).toEqual([
      'Ana',
      'Beto',
    ]);
  });

  it('shows a MEMBER only their own bookings and refuses other agendas', async () => {
    expect(await namesOf(`spaceId=${agenda.spaceId}`, agenda.member.token)).toEqual(['Beto', 'Cora']);
    // The member's only space is derived when spaceId is left out.
    expect(await namesOf('', agenda.member.token)).toEqual(['Beto', 'Cora']);
    const others = await inject(
      'GET',
      `/api/bookings?spaceId=${agenda.spaceId}&userId=${agenda.admin.user.id}`,
      agenda.member.token,
    );
    expect(others.statusCode).toBe(403);
    expect(others.json().message).toBe('Solo los administradores pueden ver las agendas de otros miembros');
  });

  it('answers 400 for bad filters', async () => {
    for (const query of ['status=DONE', 'fromDate=2026-02-30', 'userId=abc', 'limit=5000', 'spaceId=x']) {
      const response = await inject('GET', `/api/bookings?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Datos inválidos: /);
    }
  });
});

describe('status changes', () => {
  it('confirms a PENDING booking, completes a CONFIRMED one once started, and an ADMIN may reopen it', async () => {
    const db = context.database.db;
    const serviceId = await insertService(db, agenda.spaceId, {
      name: 'Con aprobación',
      requiresApproval: true,
    });
    const scheduleId = await insertSchedule(db, {
      serviceId,
      hostId: agenda.admin.user.id,
      dayOfWeek: 5,
      startTime: '08:00',
      endTime: '20:00',
    });
    await book('Eva', scheduleId, '2026-03-13T10:00', '2026-03-13T10:30');
    let adminToken = agenda.admin.token;
    const status = (status: string, id = ids.Eva) =>
      inject('PUT', `/api/bookings/${id}/status`, adminToken, { status });
    expect((await inject('GET', `/api/bookings/${ids.Eva}`)).json().data.booking.status).toBe('PENDING');
    const completeEarly = await status('COMPLETED');
    expect(completeEarly.statusCode).toBe(409);
    expect(completeEarly.json().message).toBe('No se puede cambiar una reserva de Pendiente a Completada');
    expect((await status('CONFIRMED')).json().data.booking.status).toBe('CONFIRMED');
    const beforeStart = await status('COMPLETED');
    expect(beforeStart.statusCode).toBe(409);
    expect(beforeStart.json().message).toBe('Solo se puede marcar como Completada una cita que ya comenzó');
    const clockBefore = context.clock.now().toISOString();
    context.clock.set('2026-03-13T13:10:00Z'); // 10:10 in Santiago, past the first session's 7 days
    adminToken = await signTestToken(context, agenda.admin.user.id);
    expect((await status('COMPLETED')).json()).toMatchObject({
      message: 'Estado de la reserva actualizado',
      data: { booking: { status: 'COMPLETED' } },
    });
    expect((await inject('PUT', `/api/bookings/${ids.Eva}/cancel`, adminToken, {})).statusCode).toBe(409);
    const reopen = await status('CONFIRMED');
    expect(reopen.statusCode).toBe(200);
    expect(reopen.json().data.booking.status).toBe('CONFIRMED');
    context.clock.set(clockBefore);
    adminToken = agenda.admin.token;
    expect((await status('FINISHED')).statusCode).toBe(400);
  });

  it('cancels with a reason, frees the time, and never brings a cancelled booking back', async () => {
    const cancelled = await inject('PUT', `/api/bookings/${ids.Dani}/cancel`, agenda.admin.token, {
      reason: 'El paciente se recuperó',
    });
    expect(cancelled.json()).toMatchObject({
      message: 'Reserva cancelada',
      data: { booking: { status: 'CANCELLED', cancellationReason: 'El paciente se recuperó' } },
    });
    await book('Fede', scheduleOf(agenda.adminSchedules, 4), '2026-03-12T09:00', '2026-03-12T09:30');
    for (const status of ['CONFIRMED', 'PENDING', 'COMPLETED', 'NO_SHOW']) {
      const response = await inject('PUT', `/api/bookings/${ids.Dani}/status`, agenda.admin.token, {
        status,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/^No se puede cambiar una reserva de Cancelada a /);
    }
    const again = await inject('PUT', `/api/bookings/${ids.Dani}/cancel`, agenda.admin.token, {});
    expect(again.json().message).toBe('No se puede cambiar una reserva de Cancelada a Cancelada');
  });
});
