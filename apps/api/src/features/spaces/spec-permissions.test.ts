import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { addMember, createSpaceAs, type TestUser } from './spaces.test-support';

// An ADMIN manages members, services and space settings; a MEMBER sees the space but
// cannot change its configuration nor prices, and does not see the team's e-mail addresses; CLIENT
// accounts book, they do not run spaces.
let context: TestContext;
let admin: TestUser;
let member: TestUser;
let spaceId: string;
let serviceId: string;

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
  context.app.inject({
    method,
    url,
    headers: user ? bearer(user.token) : {},
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  context = await createTestContext();
  admin = await registerTestUser(context.app, { name: 'Ana Admin' });
  member = await registerTestUser(context.app, { name: 'Mario Miembro' });
  spaceId = (await createSpaceAs(context, admin)).id;
  await addMember(context, spaceId, member, 'MEMBER');
  const created = await inject('POST', `/api/spaces/${spaceId}/services`, admin, {
    name: 'Consulta',
    price: 30,
  });
  serviceId = created.json().data.service?.id ?? created.json().data.id;
});
afterAll(async () => {
  await context.close();
});

describe('a MEMBER', () => {
  it('sees the team without the others’ e-mail addresses (an ADMIN sees them)', async () => {
    const asMember = (await inject('GET', `/api/spaces/${spaceId}/members`, member)).json().data as {
      userId: string;
      user: { email: string | null };
    }[];
    const byId = (list: typeof asMember, id: string) => list.find((entry) => entry.userId === id)?.user.email;
    expect(byId(asMember, admin.user.id)).toBeNull();
    expect(byId(asMember, member.user.id)).toBe(member.email);
    const asAdmin = (await inject('GET', `/api/spaces/${spaceId}/members`, admin)).json()
      .data as typeof asMember;
    expect(byId(asAdmin, member.user.id)).toBe(member.email);
    // The same in the space list every page loads.
    const spacesOfMember = (await inject('GET', '/api/spaces', member)).json().data as {
      id: string;
      members: { userId: string; user: { email: string | null } }[];
    }[];
    const team = spacesOfMember.find((space) => space.id === spaceId)?.members ?? [];
    expect(team.map((entry) => entry.user.email)).toEqual([null, null]);
    const spacesOfAdmin = (await inject('GET', '/api/spaces', admin)).json().data as typeof spacesOfMember;
    const adminTeam = spacesOfAdmin.find((space) => space.id === spaceId)?.members ?? [];
    expect(adminTeam.map((entry) => entry.user.email).sort()).toEqual([admin.email, member.email].sort());
  });

  it('cannot change services, prices or the space settings: 403', async () => {
    const refusals = [
      await inject('POST', `/api/spaces/${spaceId}/services`, member, { name: 'Otra', price: 10 }),
      await inject('PUT', `/api/services/${serviceId}`, member, { price: 1 }),
      await inject('DELETE', `/api/services/${serviceId}`, member),
      await inject('PUT', `/api/spaces/${spaceId}`, member, { name: 'Cambiado' }),
      await inject('DELETE', `/api/spaces/${spaceId}`, member, {
        currentPassword: member.password,
        confirmName: 'Clínica',
      }),
      await inject('POST', `/api/spaces/${spaceId}/disabled-dates`, member, {
        scope: 'SPACE',
        startDate: '2026-04-01',
        endDate: '2026-04-01',
        isAllDay: true,
        title: 'Festivo',
        reason: 'Cerrado',
      }),
      await inject('POST', `/api/services/${serviceId}/schedules`, member, {
        dayOfWeek: 1,
        startTime: '09:00',
        endTime: '10:00',
        customPrice: 5,
      }),
      await inject('POST', '/api/services/schedules/bulk', member, {
        serviceId,
        schedules: [{ dayOfWeek: 2, startTime: '09:00', endTime: '10:00', customPrice: 5 }],
      }),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
  });

  it('may still add their own schedule, without a price, and not put a price on it later', async () => {
    const own = await inject('POST', `/api/services/${serviceId}/schedules`, member, {
      dayOfWeek: 3,
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(own.statusCode).toBe(201);
    const scheduleId = own.json().data.schedule?.id ?? own.json().data.id;
    const priced = await inject('PUT', `/api/schedules/${scheduleId}`, member, { customPrice: 99 });
    expect([priced.statusCode, priced.json().message]).toEqual([
      403,
      'Solo los administradores del espacio pueden cambiar precios',
    ]);
    expect(
      (await inject('PUT', `/api/schedules/${scheduleId}`, member, { endTime: '11:00' })).statusCode,
    ).toBe(200);
    expect((await inject('PUT', `/api/schedules/${scheduleId}`, admin, { customPrice: 40 })).statusCode).toBe(
      200,
    );
  });
});

describe('a CLIENT account', () => {
  it('cannot create a space: 403 in Spanish', async () => {
    const client = await registerTestUser(context.app, { role: 'CLIENT' });
    const response = await inject('POST', '/api/spaces', client, { name: 'Mi clínica' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'CLIENT_ACCOUNT',
      message:
        'Las cuentas de cliente no pueden crear espacios. Regístrate como profesional para gestionar una clínica.',
    });
  });
});
