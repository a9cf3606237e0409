import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { eq } from 'drizzle-orm';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';

// Shared by the schedule suites: spaces, memberships and services go straight into the database,
// since those suites are about schedules.

export type TestUser = Awaited<ReturnType<typeof registerTestUser>>;
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';
export const OVERLAP_PREFIX = 'El horario se superpone con otro horario existente de este host';

export type ScheduleFixture = Awaited<ReturnType<typeof openScheduleFixture>>;

/**
 * A space in America/Montevideo with an ADMIN and two MEMBERs, plus another space (with one
 * service) whose ADMIN is the outsider.
 */
export async function openScheduleFixture() {
  const context: TestContext = await createTestContext();
  const { db } = context.database;

  async function addMember(spaceId: string, userId: string, role: 'ADMIN' | 'MEMBER') {
    await db.insert(spaceMembers).values({ spaceId, userId, role });
  }

  async function createSpace(ownerId: string, name: string, timeZone: string): Promise<string> {
    const [space] = await db
      .insert(spaces)
      .values({ name, timeZone, createdBy: ownerId })
      .returning({ id: spaces.id });
    if (!space) throw new Error('space not created');
    await addMember(space.id, ownerId, 'ADMIN');
    return space.id;
  }

  async function createService(spaceId: string, name: string): Promise<string> {
    const [service] = await db
      .insert(services)
      .values({ spaceId, name, duration: 30 })
      .returning({ id: services.id });
    if (!service) throw new Error('service not created');
    return service.id;
  }

  async function countSchedules(serviceId: string) {
    const rows = await db
      .select({ id: serviceSchedules.id })
      .from(serviceSchedules)
      .where(eq(serviceSchedules.serviceId, serviceId));
    return rows.length;
  }

  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    user?: TestUser,
    payload?: unknown,
  ) =>
    context.app.inject({
      method,
      url,
      headers: user ? bearer(user.token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const admin = await registerTestUser(context.app, { name: 'Ana Admin' });
  const member = await registerTestUser(context.app, { name: 'Mario Miembro' });
  const colleague = await registerTestUser(context.app, { name: 'Carla Colega' });
  const outsider = await registerTestUser(context.app, { name: 'Olga Otra' });
  const spaceId = await createSpace(admin.user.id, 'Clínica Centro', 'America/Montevideo');
  const otherSpaceId = await createSpace(outsider.user.id, 'Clínica Norte', 'Europe/Madrid');
  await addMember(spaceId, member.user.id, 'MEMBER');
  await addMember(spaceId, colleague.user.id, 'MEMBER');
  const otherServiceId = await createService(otherSpaceId, 'Servicio ajeno');

  return {
    context,
    admin,
    member,
    colleague,
    outsider,
    spaceId,
    otherSpaceId,
    otherServiceId,
    createService,
    countSchedules,
    request,
    /** A fresh service per test, so ranges of one test never collide with another's. */
    createFreshService: () => createService(spaceId, `Consulta ${Math.random().toString(36).slice(2, 8)}`),
  };
}
