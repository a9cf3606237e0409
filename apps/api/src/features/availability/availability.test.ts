import { services } from '@citavet/db/schema/services';
import { spaceMembers } from '@citavet/db/schema/spaces';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { insertSchedule, insertService, setUpSpace, type TestSpace } from '../bookings/bookings.test-support';

// Clock: Monday 2026-03-02 08:00Z (09:00 in Madrid). 2026-03-10 is a Tuesday.
let context: TestContext;
let space: TestSpace;
let serviceId: string;
let otherServiceId: string;
let memberTuesday: string;
beforeAll(async () => {
  context = await createTestContext();
  const db = context.database.db;
  space = await setUpSpace(context.app, db, 'Europe/Madrid');
  serviceId = await insertService(db, space.spaceId, { duration: 60 });
  otherServiceId = await insertService(db, space.spaceId, { name: 'Vacunación', duration: 30 });
  const hostId = space.member.user.id;
  memberTuesday = await insertSchedule(db, {
    serviceId,
    hostId,
    dayOfWeek: 2,
    startTime: '09:00',
    endTime: '12:00',
  });
  await insertSchedule(db, {
    serviceId: otherServiceId,
    hostId,
    dayOfWeek: 2,
    startTime: '16:00',
    endTime: '17:00',
  });
  await insertSchedule(db, { serviceId, hostId, dayOfWeek: 1, startTime: '08:00', endTime: '11:00' });
  await insertSchedule(db, {
    serviceId,
    hostId,
    dayOfWeek: 3,
    startTime: '09:00',
    endTime: '12:00',
    isActive: false,
  });
});
afterAll(async () => {
  await context.close();
});

const availability = (hostId: string, query: string, token?: string) =>
  context.app.inject({
    method: 'GET',
    url: `/api/bookings/host/${hostId}/availability?${query}`,
    headers: token ? bearer(token) : {},
  });
const startTimes = (slots: { startTime: string }[]) => slots.map((slot) => slot.startTime);

describe('GET /api/bookings/host/{hostId}/availability', () => {
  it('answers the engine slots of the local day for every service, and the day bookings', async () => {
    const booked = await context.app.inject({
      method: 'POST',
      url: '/api/bookings/internal',
      headers: bearer(space.admin.token),
      payload: {
        serviceScheduleId: memberTuesday,
        startTime: '2026-03-10T10:30',
        endTime: '2026-03-10T11:30',
        clientInfo: { name: 'Toby' },
      },
    });
    expect(booked.statusCode).toBe(201);
    const response = await availability(
      space.member.user.id,
      `date=2026-03-10&spaceId=${space.spaceId}`,
      space.admin.token,
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      date: '2026-03-10',
      timeZone: 'Europe/Madrid',
      hostId: space.member.user.id,
    });
    // 10:00 and 11:00 overlap the 10:30–11:30 booking.
    expect(startTimes(data.slots)).toEqual(['09:00', '16:00', '16:30']);
    expect(data.slots[0]).toEqual({
      serviceId,
      scheduleId: memberTuesday,
      date: '2026-03-10',
      dayOfWeek: 2,
      dayName: 'Martes',
      startTime: '09:00',
      endTime: '10:00',
      startAt: '2026-03-10T08:00:00.000Z',
      endAt: '2026-03-10T09:00:00.000Z',
      available: true,
    });
    expect(data.bookings).toEqual([
      {
        id: booked.json().data.booking.id,
        startTime: '2026-03-10T09:30:00.000Z',
        endTime: '2026-03-10T10:30:00.000Z',
        status: 'CONFIRMED',
        service: { id: serviceId, name: 'Consulta general' },
        client: { name: 'Toby' },
      },
    ]);
  });

  it('narrows to one service (deriving the space) and leaves out past slots and disabled hours', async () => {
    const one = await availability(
      space.member.user.id,
      `date=2026-03-10&serviceId=${otherServiceId}`,
      space.member.token,
    );
    expect(startTimes(one.json().data.slots)).toEqual(['16:00', '16:30']);
    // Today (Monday) it is 09:00 in Madrid: the 08:00 slot has started already.
    const today = await availability(
      space.member.user.id,
      `date=2026-03-02&spaceId=${space.spaceId}`,
      space.member.token,
    );
    expect(startTimes(today.json().data.slots)).toEqual(['09:00', '10:00']);
    await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${space.spaceId}/disabled-dates`,
      headers: bearer(space.member.token),
      payload: {
        scope: 'HOST',
        hostId: space.member.user.id,
        isAllDay: false,
        startDate: '2026-03-10T16:00',
        endDate: '2026-03-10T16:30',
        title: 'Reunión',
        reason: 'Equipo',
      },
    });
    const afterDisabling = await availability(
      space.member.user.id,
      `date=2026-03-10&serviceId=${otherServiceId}`,
      space.member.token,
    );
    expect(startTimes(afterDisabling.json().data.slots)).toEqual(['16:30']);
    const inactiveDay = await availability(
      space.member.user.id,
      `date=2026-03-11&spaceId=${space.spaceId}`,
      space.member.token,
    );
    expect(inactiveDay.json().data.slots).toEqual([]);
  });

  it('answers who may look: 401 anonymous, 404 other spaces, 403 a MEMBER for others', async () => {
    const query = `date=2026-03-10&spaceId=${space.spaceId}`;
    expect((await availability(space.member.user.id, query)).statusCode).toBe(401);
    const outsider = await availability(space.member.user.id, query, space.outsider.token);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().message).toBe('Espacio no encontrado');
    const forAdmin = await availability(space.admin.user.id, query, space.member.token);
    expect(forAdmin.statusCode).toBe(403);
    expect(forAdmin.json().message).toBe('Solo los administradores pueden ver las agendas de otros miembros');
    expect((await availability(space.admin.user.id, query, space.admin.token)).json().data.slots).toEqual([]);
    const stranger = await availability(space.outsider.user.id, query, space.admin.token);
    expect(stranger.statusCode).toBe(404);
  });

  it('answers 400 for missing or bad input', async () => {
    const token = space.admin.token;
    const hostId = space.member.user.id;
    expect((await availability(hostId, `spaceId=${space.spaceId}`, token)).json().message).toBe(
      'Datos inválidos: date: La fecha es requerida',
    );
    for (const date of ['2026-02-30', '9999-12-31']) {
      expect((await availability(hostId, `date=${date}&spaceId=${space.spaceId}`, token)).statusCode).toBe(
        400,
      );
    }
    const noSpace = await availability(hostId, 'date=2026-03-10', token);
    expect(noSpace.statusCode).toBe(400);
    expect(noSpace.json().message).toBe('Indica el espacio (spaceId)');
    expect((await availability('nope', `date=2026-03-10&spaceId=${space.spaceId}`, token)).statusCode).toBe(
      400,
    );
  });

  it('uses the same weekday ranges as bookings: the Tuesday schedule serves every Tuesday', async () => {
    const response = await availability(
      space.member.user.id,
      `date=2026-03-17&serviceId=${serviceId}`,
      space.admin.token,
    );
    expect(startTimes(response.json().data.slots)).toEqual(['09:00', '10:00', '11:00']);
  });

  it('offers staff no time on a day its daily caps have filled, as the public page and the database', async () => {
    const db = context.database.db;
    const hostId = space.member.user.id;
    // Monday 2026-03-16: the member's 08:00–11:00 range of the 60-minute service, one booking at 08:00.
    const monday = await insertSchedule(db, {
      serviceId,
      hostId,
      dayOfWeek: 1,
      startTime: '13:00',
      endTime: '15:00',
    });
    // A staff booking on that Monday, in the clinic's wall clock.
    const bookMonday = (start: string, end: string, name: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/bookings/internal',
        headers: bearer(space.admin.token),
        payload: {
          serviceScheduleId: monday,
          startTime: `2026-03-16T${start}`,
          endTime: `2026-03-16T${end}`,
          clientInfo: { name },
        },
      });
    const booked = await bookMonday('13:00', '14:00', 'Toby');
    expect(booked.statusCode, booked.body).toBe(201);
    const mondaySlots = async () =>
      startTimes(
        (await availability(hostId, `date=2026-03-16&serviceId=${serviceId}`, space.admin.token)).json().data
          .slots,
      );
    expect(await mondaySlots()).toEqual(['08:00', '09:00', '10:00', '14:00']);

    await db.update(services).set({ dailyCap: 1 }).where(eq(services.id, serviceId));
    expect(await mondaySlots()).toEqual([]);
    // What the page would have offered, the database refuses (409 DAILY_CAP_REACHED).
    const refused = await bookMonday('14:00', '15:00', 'Otro');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('DAILY_CAP_REACHED');
    await db.update(services).set({ dailyCap: null }).where(eq(services.id, serviceId));

    const memberRow = and(eq(spaceMembers.spaceId, space.spaceId), eq(spaceMembers.userId, hostId));
    await db.update(spaceMembers).set({ dailyCap: 1 }).where(memberRow);
    expect(await mondaySlots()).toEqual([]);
    // The professional's cap alone, the service's lifted: the database refuses it all the same.
    const refusedByHostCap = await bookMonday('14:00', '15:00', 'Otro');
    expect(refusedByHostCap.statusCode).toBe(409);
    expect(refusedByHostCap.json().code).toBe('DAILY_CAP_REACHED');
    await db.update(spaceMembers).set({ dailyCap: 2 }).where(memberRow);
    expect(await mondaySlots()).toEqual(['08:00', '09:00', '10:00', '14:00']);
    await db.update(spaceMembers).set({ dailyCap: null }).where(memberRow);
  });
});
