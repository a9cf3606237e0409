import { serviceSchedules, services } from '@citavet/db/schema/services';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MISSING_ID,
  OVERLAP_PREFIX,
  openScheduleFixture,
  type ScheduleFixture,
  type TestUser,
} from './schedules.test-support';

let fixture: ScheduleFixture;
let serviceId: string;

beforeAll(async () => {
  fixture = await openScheduleFixture();
});
beforeEach(async () => {
  serviceId = await fixture.createFreshService();
});
afterAll(async () => {
  await fixture.context.close();
});

const createRange = (user: TestUser | undefined, body: Record<string, unknown>, forServiceId = serviceId) =>
  fixture.request('POST', `/api/services/${forServiceId}/schedules`, user, body);

async function createdRange(user: TestUser, body: Record<string, unknown>, forServiceId = serviceId) {
  const response = await createRange(user, body, forServiceId);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.schedule as { id: string; hostId: string; [key: string]: unknown };
}

describe('POST /api/services/{serviceId}/schedules', () => {
  it('creates a range for the caller by default, with the host and the space zone', async () => {
    const response = await createRange(fixture.admin, { dayOfWeek: 1, startTime: '09:00', endTime: '13:00' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.schedule).toEqual({
      id: expect.any(String),
      serviceId,
      hostId: fixture.admin.user.id,
      host: { id: fixture.admin.user.id, name: 'Ana Admin', email: fixture.admin.email, avatar: null },
      dayOfWeek: 1,
      startTime: '09:00',
      endTime: '13:00',
      isActive: true,
      customPrice: null,
      timeZone: 'America/Montevideo',
      createdAt: '2026-03-02T08:00:00.000Z',
      updatedAt: '2026-03-02T08:00:00.000Z',
    });
  });

  it('lets an ADMIN assign any fixture.member, with a custom price', async () => {
    const schedule = await createdRange(fixture.admin, {
      hostId: fixture.member.user.id,
      dayOfWeek: 6,
      startTime: '10:00',
      endTime: '14:00',
      customPrice: 12.5,
      isActive: false,
    });
    expect(schedule).toMatchObject({ hostId: fixture.member.user.id, customPrice: 12.5, isActive: false });
  });

  it('lets a MEMBER create their own range but not assign someone else', async () => {
    const own = await createdRange(fixture.member, { dayOfWeek: 2, startTime: '09:00', endTime: '12:00' });
    expect(own.hostId).toBe(fixture.member.user.id);
    const explicit = await createdRange(fixture.member, {
      hostId: fixture.member.user.id,
      dayOfWeek: 3,
      startTime: '09:00',
      endTime: '12:00',
    });
    expect(explicit.hostId).toBe(fixture.member.user.id);
    const forOther = await createRange(fixture.member, {
      hostId: fixture.colleague.user.id,
      dayOfWeek: 2,
      startTime: '09:00',
      endTime: '12:00',
    });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().message).toBe('Solo puedes asignarte horarios a ti mismo');
  });

  it('refuses a host who is not a fixture.member of the space', async () => {
    for (const hostId of [fixture.outsider.user.id, MISSING_ID]) {
      const response = await createRange(fixture.admin, {
        hostId,
        dayOfWeek: 1,
        startTime: '09:00',
        endTime: '10:00',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('El host debe ser miembro del espacio');
    }
    expect(await fixture.countSchedules(serviceId)).toBe(0);
  });

  it('refuses a range overlapping another of the same host, day and service (409)', async () => {
    await createdRange(fixture.admin, { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' });
    const overlap = await createRange(fixture.admin, { dayOfWeek: 1, startTime: '11:00', endTime: '13:00' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({
      success: false,
      code: 'SCHEDULE_OVERLAP',
      message: `${OVERLAP_PREFIX} (09:00–12:00)`,
      conflictingSchedule: { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
    });
    const inside = await createRange(fixture.admin, { dayOfWeek: 1, startTime: '10:00', endTime: '10:30' });
    expect(inside.statusCode).toBe(409);
    const around = await createRange(fixture.admin, { dayOfWeek: 1, startTime: '08:00', endTime: '13:00' });
    expect(around.statusCode).toBe(409);
    // Inactive ranges still count: activating them later must not create an overlap.
    await createdRange(fixture.admin, {
      dayOfWeek: 5,
      startTime: '09:00',
      endTime: '12:00',
      isActive: false,
    });
    expect(
      (await createRange(fixture.admin, { dayOfWeek: 5, startTime: '10:00', endTime: '11:00' })).statusCode,
    ).toBe(409);
    expect(await fixture.countSchedules(serviceId)).toBe(2);
  });

  it('accepts touching ranges, other days, other hosts and other services', async () => {
    await createdRange(fixture.admin, { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' });
    await createdRange(fixture.admin, { dayOfWeek: 1, startTime: '12:00', endTime: '14:00' });
    await createdRange(fixture.admin, { dayOfWeek: 1, startTime: '08:00', endTime: '09:00' });
    await createdRange(fixture.admin, { dayOfWeek: 2, startTime: '09:00', endTime: '12:00' });
    await createdRange(fixture.admin, {
      hostId: fixture.member.user.id,
      dayOfWeek: 1,
      startTime: '09:00',
      endTime: '12:00',
    });
    const secondService = await fixture.createService(fixture.spaceId, 'Segundo servicio');
    await createdRange(fixture.admin, { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' }, secondService);
  });

  it('waits for a concurrent writer of the same service and then sees its range (409)', async () => {
    let pending: ReturnType<typeof createRange> | undefined;
    await fixture.context.database.db.transaction(async (tx) => {
      // Another writer holds the service lock and stores 10:00–12:00 while the fixture.request is under way.
      await tx.select({ id: services.id }).from(services).where(eq(services.id, serviceId)).for('update');
      pending = createRange(fixture.admin, { dayOfWeek: 3, startTime: '09:00', endTime: '11:00' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.insert(serviceSchedules).values({
        serviceId,
        hostId: fixture.admin.user.id,
        dayOfWeek: 3,
        startTime: '10:00',
        endTime: '12:00',
      });
    });
    const response = await pending;
    expect(response?.statusCode).toBe(409);
    expect(response?.json().message).toBe(`${OVERLAP_PREFIX} (10:00–12:00)`);
    expect(await fixture.countSchedules(serviceId)).toBe(1);
  });

  it('concurrent overlapping creations store exactly one range', async () => {
    const attempts = await Promise.all(
      ['09:00', '09:15', '09:30', '09:45', '10:00'].map((startTime) =>
        createRange(fixture.admin, { dayOfWeek: 4, startTime, endTime: '11:00' }),
      ),
    );
    const statuses = attempts.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    expect(await fixture.countSchedules(serviceId)).toBe(1);
  });

  it.each([
    [{ dayOfWeek: 1, endTime: '12:00' }, 'Por favor, completa todos los campos requeridos'],
    [{ dayOfWeek: 1, startTime: '', endTime: '' }, 'Por favor, completa todos los campos requeridos'],
    [
      { dayOfWeek: 1, startTime: '12:00', endTime: '09:00' },
      'La hora de fin debe ser posterior a la de inicio',
    ],
    [
      { dayOfWeek: 1, startTime: '12:00', endTime: '12:00' },
      'La hora de fin debe ser posterior a la de inicio',
    ],
    [
      { dayOfWeek: 1, startTime: '25:00', endTime: '26:00' },
      'La hora debe tener el formato HH:MM (00:00–23:59)',
    ],
    [{ dayOfWeek: 0, startTime: '09:00', endTime: '10:00' }, 'entre 1 (Lunes) y 7 (Domingo)'],
    [{ dayOfWeek: 8, startTime: '09:00', endTime: '10:00' }, 'entre 1 (Lunes) y 7 (Domingo)'],
    [{ dayOfWeek: 1, startTime: '09:00', endTime: '10:00', customPrice: -1 }, 'no puede ser negativo'],
    [{ dayOfWeek: 1, startTime: '09:00', endTime: '10:00', hostId: 'yo' }, 'El host no es válido'],
    [{ dayOfWeek: 1, startTime: '09:00', endTime: '10:00', serviceId: MISSING_ID }, '"serviceId"'],
  ])('answers 400 for %j', async (payload, message) => {
    const response = await createRange(fixture.admin, payload);
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .details.map((detail: { message: string }) => detail.message)
        .join(' | '),
    ).toContain(message);
  });

  it('answers 401 anonymous, 404 to another space fixture.admin or an unknown service', async () => {
    const body = { dayOfWeek: 1, startTime: '09:00', endTime: '10:00' };
    expect((await createRange(undefined, body)).statusCode).toBe(401);
    const foreign = await createRange(fixture.outsider, body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Servicio no encontrado');
    expect((await createRange(fixture.admin, body, MISSING_ID)).statusCode).toBe(404);
    expect((await createRange(fixture.admin, body, fixture.otherServiceId)).statusCode).toBe(404);
    expect((await createRange(fixture.admin, body, 'nope')).statusCode).toBe(400);
  });
});

describe('POST /api/services/schedules/bulk', () => {
  const bulk = (user: TestUser | undefined, body: Record<string, unknown>) =>
    fixture.request('POST', '/api/services/schedules/bulk', user, body);
  const week = [1, 2, 3, 4, 5].flatMap((dayOfWeek) => [
    { dayOfWeek, startTime: '09:00', endTime: '13:00' },
    { dayOfWeek, startTime: '14:00', endTime: '18:00', isActive: true },
  ]);

  it('creates a whole week for the caller (201)', async () => {
    const response = await bulk(fixture.admin, { serviceId, schedules: week });
    expect(response.statusCode).toBe(201);
    const schedules = response.json().data.schedules as { hostId: string; dayOfWeek: number }[];
    expect(schedules).toHaveLength(10);
    expect(schedules.every((schedule) => schedule.hostId === fixture.admin.user.id)).toBe(true);
    expect(schedules.map((schedule) => schedule.dayOfWeek)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('is all or nothing: one overlap with a stored range refuses the whole payload', async () => {
    await createdRange(fixture.admin, {
      hostId: fixture.member.user.id,
      dayOfWeek: 3,
      startTime: '12:00',
      endTime: '15:00',
    });
    const response = await bulk(fixture.admin, {
      serviceId,
      hostId: fixture.member.user.id,
      schedules: week,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`${OVERLAP_PREFIX} (12:00–15:00)`);
    expect(await fixture.countSchedules(serviceId)).toBe(1);
  });

  it('refuses ranges overlapping each other in the payload, and writes nothing', async () => {
    const response = await bulk(fixture.admin, {
      serviceId,
      schedules: [
        { dayOfWeek: 1, startTime: '09:00', endTime: '13:00' },
        { dayOfWeek: 1, startTime: '12:00', endTime: '14:00' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toEqual({
      field: 'schedules.1',
      message: 'Los horarios del mismo día no pueden superponerse (09:00–13:00)',
    });
    expect(await fixture.countSchedules(serviceId)).toBe(0);
  });

  it('refuses an invalid item with its position, and writes nothing', async () => {
    const response = await bulk(fixture.admin, {
      serviceId,
      schedules: [...week.slice(0, 3), { dayOfWeek: 6, startTime: '18:00', endTime: '09:00' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toEqual({
      field: 'schedules.3.endTime',
      message: 'La hora de fin debe ser posterior a la de inicio',
    });
    expect(await fixture.countSchedules(serviceId)).toBe(0);
    const empty = await bulk(fixture.admin, { serviceId, schedules: [] });
    expect(empty.json().details[0].message).toBe('Debes indicar al menos un horario');
    const noService = await bulk(fixture.admin, { schedules: week });
    expect(noService.json().details[0].message).toBe('Debes seleccionar un servicio');
  });

  it('applies the assignment rules and the role table', async () => {
    expect((await bulk(undefined, { serviceId, schedules: week })).statusCode).toBe(401);
    expect((await bulk(fixture.outsider, { serviceId, schedules: week })).statusCode).toBe(404);
    const forOther = await bulk(fixture.member, {
      serviceId,
      hostId: fixture.colleague.user.id,
      schedules: week,
    });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().message).toBe('Solo puedes asignarte horarios a ti mismo');
    const notMember = await bulk(fixture.admin, {
      serviceId,
      hostId: fixture.outsider.user.id,
      schedules: week,
    });
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json().message).toBe('El host debe ser miembro del espacio');
    expect(await fixture.countSchedules(serviceId)).toBe(0);
    const own = await bulk(fixture.member, { serviceId, schedules: week.slice(0, 2) });
    expect(own.statusCode).toBe(201);
    expect(own.json().data.schedules[0].hostId).toBe(fixture.member.user.id);
  });
});
