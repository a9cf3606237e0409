import type { Database } from '@citavet/db/database';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import type { FastifyInstance } from 'fastify';
import { registerTestUser } from '../../test/test-app';

// Test support: spaces, members, services and schedules written straight into the database, so these
// tests do not depend on the services, schedules and members APIs being built alongside.

export type TestUser = Awaited<ReturnType<typeof registerTestUser>>;

export async function insertSpace(
  db: Database,
  values: { timeZone: string; name?: string; createdBy?: string },
) {
  const [row] = await db
    .insert(spaces)
    .values({
      name: values.name ?? 'Veterinaria Central',
      timeZone: values.timeZone,
      createdBy: values.createdBy,
    })
    .returning({ id: spaces.id });
  if (!row) throw new Error('space not inserted');
  return row.id;
}

export async function insertMember(
  db: Database,
  spaceId: string,
  userId: string,
  role: 'ADMIN' | 'MEMBER' | 'RECEPTION',
) {
  await db.insert(spaceMembers).values({ spaceId, userId, role });
}

export async function insertService(
  db: Database,
  spaceId: string,
  overrides: Partial<typeof services.$inferInsert> = {},
) {
  const [row] = await db
    .insert(services)
    .values({
      spaceId,
      name: 'Consulta general',
      duration: 30,
      price: '25.50',
      currency: 'EUR',
      ...overrides,
    })
    .returning({ id: services.id });
  if (!row) throw new Error('service not inserted');
  return row.id;
}

export async function insertSchedule(
  db: Database,
  values: {
    serviceId: string;
    hostId: string;
    dayOfWeek: number;
    startTime: string;
    endTime: string;
    isActive?: boolean;
    customPrice?: string | null;
  },
) {
  const [row] = await db.insert(serviceSchedules).values(values).returning({ id: serviceSchedules.id });
  if (!row) throw new Error('schedule not inserted');
  return row.id;
}

/** Monday to Sunday, the same range every day. */
export async function insertWeek(
  db: Database,
  values: { serviceId: string; hostId: string; startTime: string; endTime: string },
) {
  const ids: string[] = [];
  for (let dayOfWeek = 1; dayOfWeek <= 7; dayOfWeek++)
    ids.push(await insertSchedule(db, { ...values, dayOfWeek }));
  return ids;
}

export type TestSpace = {
  spaceId: string;
  admin: TestUser;
  member: TestUser;
  /** ADMIN of another space: must never see this one. */
  outsider: TestUser;
  outsiderSpaceId: string;
};

/** A space in `timeZone` with an ADMIN and a MEMBER, plus the admin of some other space. */
export async function setUpSpace(app: FastifyInstance, db: Database, timeZone: string): Promise<TestSpace> {
  const [admin, member, outsider] = await Promise.all([
    registerTestUser(app, { name: 'Ana Admin' }),
    registerTestUser(app, { name: 'Mario Miembro' }),
    registerTestUser(app, { name: 'Otto Otro' }),
  ]);
  const spaceId = await insertSpace(db, { timeZone, createdBy: admin.user.id });
  await insertMember(db, spaceId, admin.user.id, 'ADMIN');
  await insertMember(db, spaceId, member.user.id, 'MEMBER');
  const outsiderSpaceId = await insertSpace(db, {
    timeZone,
    name: 'Otra clínica',
    createdBy: outsider.user.id,
  });
  await insertMember(db, outsiderSpaceId, outsider.user.id, 'ADMIN');
  return { spaceId, admin, member, outsider, outsiderSpaceId };
}

export type TestAgenda = TestSpace & {
  serviceId: string;
  /** Index 0 = Monday .. 6 = Sunday, 08:00–20:00 each. */
  adminSchedules: string[];
  memberSchedules: string[];
};

/** A space with one service that both members offer every day from 08:00 to 20:00. */
export async function setUpAgenda(
  app: FastifyInstance,
  db: Database,
  timeZone: string,
  serviceOverrides: Partial<typeof services.$inferInsert> = {},
): Promise<TestAgenda> {
  const space = await setUpSpace(app, db, timeZone);
  const serviceId = await insertService(db, space.spaceId, serviceOverrides);
  const week = (hostId: string) =>
    insertWeek(db, { serviceId, hostId, startTime: '08:00', endTime: '20:00' });
  return {
    ...space,
    serviceId,
    adminSchedules: await week(space.admin.user.id),
    memberSchedules: await week(space.member.user.id),
  };
}

/** The schedule id of a weekday, 1 = Monday .. 7 = Sunday. */
export function scheduleOf(schedules: string[], dayOfWeek: number): string {
  const id = schedules[dayOfWeek - 1];
  if (!id) throw new Error(`no schedule for weekday ${dayOfWeek}`);
  return id;
}

/**
 * Lucía Gómez (with a phone and an e-mail) and her dog Toby, created through the clients and pets
 * API by the member whose `token` is given: the client record a desk's booking names.
 */
export async function addClientWithPet(
  app: FastifyInstance,
  spaceId: string,
  token: string,
  pet: { alerts?: string[] } = {},
): Promise<{ clientId: string; petId: string }> {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
  const client = await post(`/api/spaces/${spaceId}/clients`, {
    name: 'Lucía Gómez',
    phone: '+34 600 111 222',
    email: 'lucia@example.com',
  });
  if (client.statusCode !== 201) throw new Error(`client: ${client.statusCode} ${client.body}`);
  const clientId: string = client.json().data.client.id;
  const created = await post(`/api/spaces/${spaceId}/clients/${clientId}/pets`, {
    name: 'Toby',
    species: 'perro',
    ...pet,
  });
  if (created.statusCode !== 201) throw new Error(`pet: ${created.statusCode} ${created.body}`);
  return { clientId, petId: created.json().data.pet.id };
}
