import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../../test/test-app';
import {
  insertSchedule,
  insertService,
  scheduleOf,
  setUpAgenda,
  type TestAgenda,
} from '../bookings.test-support';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  context.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('a spring-forward day in Europe/Madrid (29 March 2026, 02:00 → 03:00)', () => {
  let agenda: TestAgenda;
  let nightSchedule: string;
  let earlyBookingId = '';
  beforeAll(async () => {
    agenda = await setUpAgenda(context.app, context.database.db, 'Europe/Madrid');
    const serviceId = await insertService(context.database.db, agenda.spaceId, {
      name: 'Guardia',
      duration: 60,
    });
    nightSchedule = await insertSchedule(context.database.db, {
      serviceId,
      hostId: agenda.admin.user.id,
      dayOfWeek: 7,
      startTime: '01:00',
      endTime: '05:00',
    });
  });

  it('offers the slots that exist on the wall clock, and books them at the right instants', async () => {
    const client = await registerTestUser(context.app);
    const book = (start: string, end: string) =>
      inject('POST', '/api/bookings', client.token, {
        serviceScheduleId: nightSchedule,
        startTime: start,
        endTime: end,
      });
    // 01:00 CET to 03:00 CEST is one real hour across the jump: the engine offers it (decision 046).
    const early = await book('2026-03-29T00:00:00.000Z', '2026-03-29T01:00:00.000Z');
    expect(early.statusCode).toBe(201);
    earlyBookingId = early.json().data.booking.id;
    // 03:00 CEST is 01:00Z: the first slot after the jump.
    const afterJump = await book('2026-03-29T03:00', '2026-03-29T04:00');
    expect(afterJump.statusCode).toBe(201);
    expect(afterJump.json().data.booking).toMatchObject({
      startTime: '2026-03-29T01:00:00.000Z',
      endTime: '2026-03-29T02:00:00.000Z',
    });
    const skipped = await book('2026-03-29T02:00', '2026-03-29T03:00');
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json().details[0]).toEqual({
      field: 'startTime',
      message: 'Esa hora no existe en la zona horaria del espacio (cambio de horario). Elige otra hora.',
    });
  });

  it('lets staff book across the jump: 01:30 CET to 03:00 CEST is half an hour', async () => {
    // The hour offered across the jump is taken above: free it first.
    const cancelled = await inject('PUT', `/api/bookings/${earlyBookingId}/status`, agenda.admin.token, {
      status: 'CANCELLED',
    });
    expect(cancelled.statusCode).toBe(200);
    const response = await inject('POST', '/api/bookings/internal', agenda.admin.token, {
      serviceScheduleId: nightSchedule,
      startTime: '2026-03-29T00:30:00.000Z',
      endTime: '2026-03-29T01:00:00.000Z',
      clientInfo: { name: 'Urgencia' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.booking.serviceSchedule).toMatchObject({
      dayOfWeek: 7,
      timeZone: 'Europe/Madrid',
    });
    const listed = await inject(
      'GET',
      `/api/bookings?spaceId=${agenda.spaceId}&fromDate=2026-03-29&toDate=2026-03-29`,
      agenda.admin.token,
    );
    // The hour after the jump, the cancelled hour across it, and this half hour.
    expect(listed.json().data.total).toBe(3);
  });
});

describe('disabled dates block bookings in America/Santiago', () => {
  let agenda: TestAgenda;
  beforeAll(async () => {
    agenda = await setUpAgenda(context.app, context.database.db, 'America/Santiago');
    const disable = (payload: object) =>
      inject('POST', `/api/spaces/${agenda.spaceId}/disabled-dates`, agenda.admin.token, {
        title: 'Cierre',
        reason: 'Motivo',
        ...payload,
      });
    await disable({ scope: 'SPACE', startDate: '2026-03-10', endDate: '2026-03-10', isAllDay: true });
    await disable({
      scope: 'HOST',
      hostId: agenda.member.user.id,
      isAllDay: false,
      startDate: '2026-03-12',
      endDate: '2026-03-12',
      startTime: '09:00',
      endTime: '12:00',
    });
  });

  const internal = (scheduleId: string, start: string, end: string) =>
    inject('POST', '/api/bookings/internal', agenda.admin.token, {
      serviceScheduleId: scheduleId,
      startTime: start,
      endTime: end,
      clientInfo: { name: 'Cliente' },
    });
  // Staff on a closed day are asked to confirm an emergency (decision 055).
  const DISABLED = { code: 'OUTSIDE_SCHEDULE', outsideSchedule: 'date-disabled' };

  it('an all-day SPACE entry blocks the whole local day and not the neighbouring ones', async () => {
    const tuesday = scheduleOf(agenda.adminSchedules, 2);
    const blocked = await internal(tuesday, '2026-03-10T19:30', '2026-03-10T20:00');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject(DISABLED);
    // 19:30 local on 9 March is 22:30Z, and 08:00 local on 11 March is 11:00Z: both free.
    expect(
      (await internal(scheduleOf(agenda.adminSchedules, 1), '2026-03-09T19:30', '2026-03-09T20:00'))
        .statusCode,
    ).toBe(201);
    expect(
      (await internal(scheduleOf(agenda.adminSchedules, 3), '2026-03-11T08:00', '2026-03-11T08:30'))
        .statusCode,
    ).toBe(201);
  });

  it('a HOST entry blocks that host only, for its hours only', async () => {
    const memberThursday = scheduleOf(agenda.memberSchedules, 4);
    const blocked = await internal(memberThursday, '2026-03-12T11:30', '2026-03-12T12:00');
    expect(blocked.json()).toMatchObject(DISABLED);
    expect((await internal(memberThursday, '2026-03-12T12:00', '2026-03-12T12:30')).statusCode).toBe(201);
    expect(
      (await internal(scheduleOf(agenda.adminSchedules, 4), '2026-03-12T11:30', '2026-03-12T12:00'))
        .statusCode,
    ).toBe(201);
  });
});
