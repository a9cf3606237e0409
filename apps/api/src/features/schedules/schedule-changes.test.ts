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

describe('GET /api/services/{serviceId}/schedules', () => {
  beforeEach(async () => {
    await createdRange(fixture.admin, { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' });
    await createdRange(fixture.admin, {
      dayOfWeek: 2,
      startTime: '09:00',
      endTime: '12:00',
      isActive: false,
    });
    await createdRange(fixture.admin, {
      hostId: fixture.member.user.id,
      dayOfWeek: 1,
      startTime: '15:00',
      endTime: '18:00',
    });
    await createdRange(fixture.admin, {
      hostId: fixture.colleague.user.id,
      dayOfWeek: 3,
      startTime: '08:00',
      endTime: '10:00',
    });
  });
  const list = (user: TestUser | undefined, query = '') =>
    fixture.request('GET', `/api/services/${serviceId}/schedules${query}`, user);

  it('shows an ADMIN every host, sorted by day and time, and filters', async () => {
    const all = await list(fixture.admin);
    expect(all.statusCode).toBe(200);
    const schedules = all.json().data.schedules as { dayOfWeek: number; startTime: string; hostId: string }[];
    expect(schedules.map((schedule) => `${schedule.dayOfWeek} ${schedule.startTime}`)).toEqual([
      '1 09:00',
      '1 15:00',
      '2 09:00',
      '3 08:00',
    ]);
    expect(
      (await list(fixture.admin, `?hostId=${fixture.member.user.id}`)).json().data.schedules,
    ).toHaveLength(1);
    expect((await list(fixture.admin, '?dayOfWeek=1')).json().data.schedules).toHaveLength(2);
    expect((await list(fixture.admin, '?isActive=false')).json().data.schedules).toHaveLength(1);
    expect(
      (await list(fixture.admin, `?dayOfWeek=1&isActive=true&hostId=${fixture.admin.user.id}`)).json().data
        .schedules,
    ).toHaveLength(1);
  });

  it('shows a MEMBER only their own ranges', async () => {
    const own = await list(fixture.member);
    expect(own.statusCode).toBe(200);
    const schedules = own.json().data.schedules as { hostId: string }[];
    expect(schedules).toHaveLength(1);
    expect(schedules[0]?.hostId).toBe(fixture.member.user.id);
    expect((await list(fixture.member, `?hostId=${fixture.admin.user.id}`)).json().data.schedules).toEqual(
      [],
    );
  });

  it('answers 401, 404 and 400 where due', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(fixture.outsider)).statusCode).toBe(404);
    expect((await list(fixture.admin, '?dayOfWeek=9')).statusCode).toBe(400);
    expect((await list(fixture.admin, '?hostId=abc')).statusCode).toBe(400);
    expect((await list(fixture.admin, '?isActive=si')).statusCode).toBe(400);
  });
});

describe('PUT /api/schedules/{id}', () => {
  it('changes any subset of a range', async () => {
    const schedule = await createdRange(fixture.admin, {
      dayOfWeek: 1,
      startTime: '09:00',
      endTime: '12:00',
    });
    fixture.context.clock.advance(60_000);
    const response = await fixture.request('PUT', `/api/schedules/${schedule.id}`, fixture.admin, {
      endTime: '13:30',
      customPrice: 30,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.schedule).toMatchObject({
      id: schedule.id,
      startTime: '09:00',
      endTime: '13:30',
      customPrice: 30,
      isActive: true,
    });
    expect(response.json().data.schedule.updatedAt).not.toBe(response.json().data.schedule.createdAt);
    const deactivated = await fixture.request('PUT', `/api/schedules/${schedule.id}`, fixture.admin, {
      isActive: false,
      customPrice: null,
    });
    expect(deactivated.json().data.schedule).toMatchObject({ isActive: false, customPrice: null });
  });

  it('checks the merged range: end after start, and no overlap with the other ranges', async () => {
    const morning = await createdRange(fixture.admin, { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' });
    await createdRange(fixture.admin, { dayOfWeek: 1, startTime: '14:00', endTime: '18:00' });
    const inverted = await fixture.request('PUT', `/api/schedules/${morning.id}`, fixture.admin, {
      startTime: '12:30',
    });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().message).toBe('La hora de fin debe ser posterior a la de inicio');
    const overlapping = await fixture.request('PUT', `/api/schedules/${morning.id}`, fixture.admin, {
      endTime: '15:00',
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().message).toBe(`${OVERLAP_PREFIX} (14:00–18:00)`);
    // Moving it onto its own old time or to a free day is fine: it does not clash with itself.
    expect(
      (await fixture.request('PUT', `/api/schedules/${morning.id}`, fixture.admin, { endTime: '14:00' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await fixture.request('PUT', `/api/schedules/${morning.id}`, fixture.admin, { dayOfWeek: 2 }))
        .statusCode,
    ).toBe(200);
    const empty = await fixture.request('PUT', `/api/schedules/${morning.id}`, fixture.admin, {});
    expect(empty.statusCode).toBe(400);
  });

  it('reassigns a range by the assignment rules', async () => {
    const schedule = await createdRange(fixture.admin, {
      dayOfWeek: 1,
      startTime: '09:00',
      endTime: '12:00',
    });
    const toMember = await fixture.request('PUT', `/api/schedules/${schedule.id}`, fixture.admin, {
      hostId: fixture.member.user.id,
    });
    expect(toMember.statusCode).toBe(200);
    expect(toMember.json().data.schedule.host.name).toBe('Mario Miembro');
    const toOutsider = await fixture.request('PUT', `/api/schedules/${schedule.id}`, fixture.admin, {
      hostId: fixture.outsider.user.id,
    });
    expect(toOutsider.statusCode).toBe(400);
    expect(toOutsider.json().message).toBe('El host debe ser miembro del espacio');
    const byMember = await fixture.request('PUT', `/api/schedules/${schedule.id}`, fixture.member, {
      hostId: fixture.colleague.user.id,
    });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe('Solo puedes asignarte horarios a ti mismo');
  });

  it('lets a MEMBER change only their own ranges; others are not found', async () => {
    const own = await createdRange(fixture.member, { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' });
    const adminRange = await createdRange(fixture.admin, {
      dayOfWeek: 1,
      startTime: '09:00',
      endTime: '12:00',
    });
    expect(
      (await fixture.request('PUT', `/api/schedules/${own.id}`, fixture.member, { endTime: '12:30' }))
        .statusCode,
    ).toBe(200);
    const foreign = await fixture.request('PUT', `/api/schedules/${adminRange.id}`, fixture.member, {
      endTime: '12:30',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Horario no encontrado');
    expect(
      (await fixture.request('PUT', `/api/schedules/${own.id}`, undefined, { endTime: '12:30' })).statusCode,
    ).toBe(401);
    expect(
      (await fixture.request('PUT', `/api/schedules/${own.id}`, fixture.outsider, { endTime: '12:30' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await fixture.request('PUT', `/api/schedules/${MISSING_ID}`, fixture.admin, { endTime: '12:30' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await fixture.request('PUT', '/api/schedules/x', fixture.admin, { endTime: '12:30' })).statusCode,
    ).toBe(400);
  });
});

describe('DELETE /api/schedules/{id}', () => {
  it('applies the role table and deletes', async () => {
    const own = await createdRange(fixture.member, { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' });
    const adminRange = await createdRange(fixture.admin, {
      dayOfWeek: 1,
      startTime: '09:00',
      endTime: '12:00',
    });
    expect((await fixture.request('DELETE', `/api/schedules/${own.id}`)).statusCode).toBe(401);
    expect((await fixture.request('DELETE', `/api/schedules/${own.id}`, fixture.outsider)).statusCode).toBe(
      404,
    );
    expect(
      (await fixture.request('DELETE', `/api/schedules/${adminRange.id}`, fixture.member)).statusCode,
    ).toBe(404);
    expect((await fixture.request('DELETE', `/api/schedules/${own.id}`, fixture.colleague)).statusCode).toBe(
      404,
    );
    const deleted = await fixture.request('DELETE', `/api/schedules/${own.id}`, fixture.member);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Horario eliminado exitosamente', data: null });
    expect(
      (await fixture.request('DELETE', `/api/schedules/${adminRange.id}`, fixture.admin)).statusCode,
    ).toBe(200);
    expect(await fixture.countSchedules(serviceId)).toBe(0);
    expect(
      (await fixture.request('DELETE', `/api/schedules/${adminRange.id}`, fixture.admin)).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/spaces/{spaceId}/schedules', () => {
  it('lists every service range of the space with its service name; a MEMBER only theirs', async () => {
    const secondService = await fixture.createService(fixture.spaceId, 'AAA Primero');
    await createdRange(fixture.admin, { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' });
    await createdRange(
      fixture.admin,
      { hostId: fixture.member.user.id, dayOfWeek: 2, startTime: '09:00', endTime: '12:00' },
      secondService,
    );
    await createdRange(
      fixture.outsider,
      { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
      fixture.otherServiceId,
    );

    const all = await fixture.request('GET', `/api/spaces/${fixture.spaceId}/schedules`, fixture.admin);
    expect(all.statusCode).toBe(200);
    const schedules = all.json().data.schedules as {
      serviceId: string;
      serviceName: string;
      hostId: string;
    }[];
    expect(schedules.some((schedule) => schedule.serviceId === fixture.otherServiceId)).toBe(false);
    const mine = schedules.filter((schedule) => [serviceId, secondService].includes(schedule.serviceId));
    expect(mine).toHaveLength(2);
    expect(mine.find((schedule) => schedule.serviceId === secondService)?.serviceName).toBe('AAA Primero');

    const filtered = await fixture.request(
      'GET',
      `/api/spaces/${fixture.spaceId}/schedules?serviceId=${secondService}`,
      fixture.admin,
    );
    expect(filtered.json().data.schedules).toHaveLength(1);

    const asMember = await fixture.request('GET', `/api/spaces/${fixture.spaceId}/schedules`, fixture.member);
    expect(asMember.statusCode).toBe(200);
    const memberSchedules = asMember.json().data.schedules as { hostId: string }[];
    expect(memberSchedules.length).toBeGreaterThan(0);
    expect(memberSchedules.every((schedule) => schedule.hostId === fixture.member.user.id)).toBe(true);
    expect(
      (
        await fixture.request(
          'GET',
          `/api/spaces/${fixture.spaceId}/schedules?hostId=${fixture.admin.user.id}`,
          fixture.member,
        )
      ).json().data.schedules,
    ).toEqual([]);
  });

  it('answers 401 anonymous, 404 to another space fixture.admin', async () => {
    expect((await fixture.request('GET', `/api/spaces/${fixture.spaceId}/schedules`)).statusCode).toBe(401);
    expect(
      (await fixture.request('GET', `/api/spaces/${fixture.spaceId}/schedules`, fixture.outsider)).statusCode,
    ).toBe(404);
    expect(
      (await fixture.request('GET', `/api/spaces/${MISSING_ID}/schedules`, fixture.admin)).statusCode,
    ).toBe(404);
  });
});
