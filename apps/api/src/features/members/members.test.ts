import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaceMembers } from '@citavet/db/schema/spaces';
import { OWNERSHIP_MESSAGES } from '@citavet/domain/spaces/space-ownership';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import {
  addMember,
  createCastSpace,
  createRoleCast,
  expectRoleTable,
  type RoleCast,
  type TestUser,
} from '../spaces/spaces.test-support';

let context: TestContext;
let cast: RoleCast;
let other: TestUser;

beforeAll(async () => {
  context = await createTestContext();
  cast = await createRoleCast(context);
  other = await registerTestUser(context.app, { name: 'Berta Segunda' });
});
afterAll(async () => {
  await context.close();
});

const LAST_ADMIN_ROLE =
  'No se puede cambiar el rol del último administrador. Debe haber al menos un administrador en el espacio.';
const LAST_ADMIN_REMOVAL = 'No se puede eliminar al último administrador del espacio.';

const setRole = (actor: TestUser, spaceId: string, userId: string, role: string) =>
  context.app.inject({
    method: 'PUT',
    url: `/api/spaces/${spaceId}/members/${userId}/role`,
    headers: bearer(actor.token),
    payload: { role },
  });
const remove = (actor: TestUser, spaceId: string, userId: string) =>
  context.app.inject({
    method: 'DELETE',
    url: `/api/spaces/${spaceId}/members/${userId}`,
    headers: bearer(actor.token),
  });

async function adminsOf(spaceId: string) {
  const rows = await context.database.db.select().from(spaceMembers).where(eq(spaceMembers.spaceId, spaceId));
  return rows.filter((row) => row.role === 'ADMIN').map((row) => row.userId);
}

async function addSchedule(spaceId: string, hostId: string, isActive: boolean) {
  const [service] = await context.database.db
    .insert(services)
    .values({ spaceId, name: 'Consulta', duration: 30 })
    .returning();
  if (!service) throw new Error('service insert returned nothing');
  await context.database.db
    .insert(serviceSchedules)
    .values({ serviceId: service.id, hostId, dayOfWeek: 1, startTime: '09:00', endTime: '17:00', isActive });
}

describe('GET /api/spaces/{spaceId}/members', () => {
  it('lists the team with user details and whether each one hosts an active schedule', async () => {
    const space = await createCastSpace(context, cast);
    await addMember(context, space.id, other, 'MEMBER');
    await addSchedule(space.id, cast.member.user.id, true);
    await addSchedule(space.id, other.user.id, false);
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/spaces/${space.id}/members`,
      headers: bearer(cast.member.token),
    });
    expect(response.statusCode).toBe(200);
    const members = response.json().data;
    expect(members).toHaveLength(3);
    expect(members[0]).toEqual({
      id: expect.any(String),
      spaceId: space.id,
      userId: cast.admin.user.id,
      role: 'ADMIN',
      // The creator owns the space (decision 067); the membership stays ADMIN.
      effectiveRole: 'OWNER',
      joinedAt: expect.any(String),
      user: {
        id: cast.admin.user.id,
        name: 'Ana Admin',
        // A MEMBER does not see the others' addresses; the ADMIN does, below.
        email: null,
        avatar: null,
        role: 'HOST',
      },
      hasCalendar: false,
      dailyCap: null,
    });
    const asAdmin = await context.app.inject({
      method: 'GET',
      url: `/api/spaces/${space.id}/members`,
      headers: bearer(cast.admin.token),
    });
    expect(asAdmin.json().data[0].user.email).toBe(cast.admin.email);
    const calendars = Object.fromEntries(
      members.map((member: { userId: string; hasCalendar: boolean }) => [member.userId, member.hasCalendar]),
    );
    expect(calendars).toEqual({
      [cast.admin.user.id]: false,
      [cast.member.user.id]: true,
      [other.user.id]: false,
    });
  });
});

describe('PUT /api/spaces/{spaceId}/members/{userId}/role', () => {
  it('promotes and demotes another member', async () => {
    const space = await createCastSpace(context, cast);
    const promoted = await setRole(cast.admin, space.id, cast.member.user.id, 'ADMIN');
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data).toMatchObject({
      userId: cast.member.user.id,
      role: 'ADMIN',
      user: { name: 'Mario Miembro' },
    });
    const demoted = await setRole(cast.admin, space.id, cast.member.user.id, 'MEMBER');
    expect(demoted.json().data.role).toBe('MEMBER');
    expect(await adminsOf(space.id)).toEqual([cast.admin.user.id]);
  });

  it('refuses to change my own role, a bad role and a user outside the space', async () => {
    const space = await createCastSpace(context, cast);
    const own = await setRole(cast.admin, space.id, cast.admin.user.id, 'MEMBER');
    expect([own.statusCode, own.json().message]).toEqual([403, 'No puedes modificar tu propio rol']);
    const bad = await setRole(cast.admin, space.id, cast.member.user.id, 'OWNER');
    expect([bad.statusCode, bad.json().details[0].message]).toEqual([
      400,
      'El rol debe ser ADMIN, MEMBER o RECEPTION',
    ]);
    const outside = await setRole(cast.admin, space.id, other.user.id, 'ADMIN');
    expect([outside.statusCode, outside.json().message]).toEqual([404, 'Miembro no encontrado']);
    const malformed = await setRole(cast.admin, space.id, 'x', 'ADMIN');
    expect(malformed.statusCode).toBe(400);
  });
});

describe('DELETE /api/spaces/{spaceId}/members/{userId}', () => {
  it('removes another member and stops their schedules in that space', async () => {
    const space = await createCastSpace(context, cast);
    await addSchedule(space.id, cast.member.user.id, true);
    const response = await remove(cast.admin, space.id, cast.member.user.id);
    expect([response.statusCode, response.json().message]).toEqual([200, 'Miembro eliminado del espacio']);
    const rows = await context.database.db
      .select()
      .from(spaceMembers)
      .where(eq(spaceMembers.spaceId, space.id));
    expect(rows.map((row) => row.userId)).toEqual([cast.admin.user.id]);
    const schedules = await context.database.db
      .select({ isActive: serviceSchedules.isActive })
      .from(serviceSchedules)
      .innerJoin(services, eq(services.id, serviceSchedules.serviceId))
      .where(eq(services.spaceId, space.id));
    expect(schedules).toEqual([{ isActive: false }]);
  });

  it('checks the membership on every request: a removed member loses the space at once', async () => {
    // The role is read with the session, per request (decision 064): nothing may keep it longer.
    const space = await createCastSpace(context, cast);
    const list = (actor: TestUser) =>
      context.app.inject({
        method: 'GET',
        url: `/api/spaces/${space.id}/members`,
        headers: bearer(actor.token),
      });
    // `other` is a second ADMIN (the creator, as OWNER, can be neither demoted nor removed).
    await addMember(context, space.id, other, 'ADMIN');
    expect((await list(cast.member)).statusCode).toBe(200);
    expect((await setRole(cast.member, space.id, other.user.id, 'MEMBER')).statusCode).toBe(403);
    expect((await setRole(cast.admin, space.id, cast.member.user.id, 'ADMIN')).statusCode).toBe(200);
    expect((await setRole(cast.member, space.id, other.user.id, 'MEMBER')).statusCode).toBe(200);
    expect((await remove(cast.member, space.id, other.user.id)).statusCode).toBe(200);
    expect((await list(other)).statusCode).toBe(404);
    expect((await setRole(other, space.id, cast.member.user.id, 'MEMBER')).statusCode).toBe(404);
  });

  it('refuses to remove myself or someone who is not a member', async () => {
    const space = await createCastSpace(context, cast);
    const own = await remove(cast.admin, space.id, cast.admin.user.id);
    expect([own.statusCode, own.json().message]).toEqual([
      403,
      'No puedes eliminarte a ti mismo del espacio',
    ]);
    const outside = await remove(cast.admin, space.id, other.user.id);
    expect([outside.statusCode, outside.json().message]).toEqual([404, 'Miembro no encontrado']);
  });
});

describe('the space always keeps an ADMIN', () => {
  async function spaceWithTwoAdmins() {
    const space = await createCastSpace(context, cast);
    await addMember(context, space.id, other, 'ADMIN');
    return space;
  }

  it('when two admins demote or remove each other at once, only one change goes through', async () => {
    for (const action of [setRole, remove] as const) {
      const space = await spaceWithTwoAdmins();
      const call = (actor: TestUser, target: TestUser) =>
        action === setRole
          ? setRole(actor, space.id, target.user.id, 'MEMBER')
          : remove(actor, space.id, target.user.id);
      const results = await Promise.all([call(cast.admin, other), call(other, cast.admin)]);
      const statuses = results.map((response) => response.statusCode).sort();
      // The loser is refused whatever it hits first: its own lost role (403), its own removal (404),
      // or its target being the last admin (409).
      expect([
        [200, 403],
        [200, 404],
        [200, 409],
      ]).toContainEqual(statuses);
      expect(await adminsOf(space.id)).toHaveLength(1);
    }
  });

  // Only a real server runs two transactions at the same time: hold the admin rows, let both
  // requests queue on them, then release. The loser is the one aimed at the OWNER.
  it('answers the spec messages to the request that lost the race (PostgreSQL)', async (test) => {
    if (context.database.kind !== 'postgres') test.skip();
    const cases = [
      { action: 'role', message: LAST_ADMIN_ROLE },
      { action: 'remove', message: LAST_ADMIN_REMOVAL },
    ] as const;
    for (const { action, message } of cases) {
      const space = await spaceWithTwoAdmins();
      const call = (actor: TestUser, target: TestUser) =>
        action === 'role'
          ? setRole(actor, space.id, target.user.id, 'MEMBER')
          : remove(actor, space.id, target.user.id);
      let release = () => {};
      let announceLocked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        announceLocked = resolve;
      });
      const holder = context.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`select 1 from space_members where space_id = ${space.id} and role = 'ADMIN' for update`,
        );
        announceLocked();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await isLocked;
      const requests = Promise.all([call(cast.admin, other), call(other, cast.admin)]);
      await waitForLockWaiters(2);
      release();
      await holder;
      const results = await requests;
      const outcomes = results.map((response) => [response.statusCode, response.json().message ?? 'ok']);
      // The space's OWNER (its creator, cast.admin) can be neither demoted nor removed (decision 067):
      // the request against them loses with that 403, whichever runs first; the spec's last-admin
      // messages stay for spaces without an owner.
      expect(outcomes.map(([status]) => status).sort()).toEqual([200, 403]);
      expect(outcomes.find(([status]) => status === 403)?.[1]).toBe(OWNERSHIP_MESSAGES.ownerProtected);
      expect(message).toBeTruthy();
      expect(await adminsOf(space.id)).toHaveLength(1);
    }
  });
});

async function waitForLockWaiters(count: number) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const result = (await context.database.db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: Array<{ waiting: number }> };
    if ((result.rows[0]?.waiting ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the requests never queued on the lock');
}

describe('who may call the members routes', () => {
  it('GET members: any member', async () => {
    const space = await createCastSpace(context, cast);
    await expectRoleTable(context, cast, () => ({ method: 'GET', url: `/api/spaces/${space.id}/members` }), {
      anonymous: 401,
      outsider: 404,
      member: 200,
      admin: 200,
    });
  });

  it('PUT role: only an ADMIN', async () => {
    const space = await createCastSpace(context, cast);
    await addMember(context, space.id, other, 'MEMBER');
    await expectRoleTable(
      context,
      cast,
      () => ({
        method: 'PUT',
        url: `/api/spaces/${space.id}/members/${other.user.id}/role`,
        payload: { role: 'ADMIN' },
      }),
      { anonymous: 401, outsider: 404, member: 403, admin: 200 },
    );
  });

  it('DELETE member: only an ADMIN', async () => {
    const space = await createCastSpace(context, cast);
    await addMember(context, space.id, other, 'MEMBER');
    await expectRoleTable(
      context,
      cast,
      () => ({ method: 'DELETE', url: `/api/spaces/${space.id}/members/${other.user.id}` }),
      { anonymous: 401, outsider: 404, member: 403, admin: 200 },
    );
  });
});
