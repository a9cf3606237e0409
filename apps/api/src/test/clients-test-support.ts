import { bookings } from '@citavet/db/schema/bookings';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { bearer, registerTestUser, type TestContext } from './test-app';

// Helpers for the clients and pets tests (not a test file itself).

export type TestUser = Awaited<ReturnType<typeof registerTestUser>>;
export type Cast = {
  admin: TestUser;
  member: TestUser;
  outsider: TestUser;
  spaceId: string;
  otherSpaceId: string;
};

async function createSpace(context: TestContext, ownerId: string, name: string): Promise<string> {
  const [space] = await context.database.db
    .insert(spaces)
    .values({ name, createdBy: ownerId })
    .returning({ id: spaces.id });
  if (!space) throw new Error('space not created');
  await context.database.db
    .insert(spaceMembers)
    .values({ spaceId: space.id, userId: ownerId, role: 'ADMIN' });
  return space.id;
}

/** A space with its ADMIN and a MEMBER, and another space whose ADMIN is an outsider here. */
export async function createCast(context: TestContext): Promise<Cast> {
  const admin = await registerTestUser(context.app, { name: 'Ana Admin' });
  const member = await registerTestUser(context.app, { name: 'Mario Miembro' });
  const outsider = await registerTestUser(context.app, { name: 'Olga Otra' });
  const spaceId = await createSpace(context, admin.user.id, 'Clínica Centro');
  const otherSpaceId = await createSpace(context, outsider.user.id, 'Clínica Norte');
  await context.database.db.insert(spaceMembers).values({ spaceId, userId: member.user.id, role: 'MEMBER' });
  return { admin, member, outsider, spaceId, otherSpaceId };
}

export function sender(context: TestContext) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: unknown) =>
    context.app.inject({
      method,
      url,
      headers: user ? bearer(user.token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** A booking straight in the table: the booking rules have their own tests. */
export async function insertClientBooking(
  context: TestContext,
  values: {
    spaceId: string;
    hostId: string;
    clientId: string;
    startAt: string;
    status?: 'CONFIRMED' | 'PENDING' | 'COMPLETED';
  },
): Promise<string> {
  const start = new Date(values.startAt);
  const [row] = await context.database.db
    .insert(bookings)
    .values({
      spaceId: values.spaceId,
      hostId: values.hostId,
      clientId: values.clientId,
      clientName: 'Cliente',
      serviceName: 'Consulta',
      serviceDuration: 30,
      startAt: start,
      endAt: new Date(start.getTime() + 30 * 60_000),
      status: values.status ?? 'CONFIRMED',
      source: 'INTERNAL',
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('booking not inserted');
  return row.id;
}
