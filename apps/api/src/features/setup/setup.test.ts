import { createHash, randomUUID } from 'node:crypto';
import { invitations, spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  registerTestUser,
  type TestContext,
  verifyTestUser,
} from '../../test/test-app';

let context: TestContext;
type TestUser = Awaited<ReturnType<typeof registerTestUser>>;

const SETUP_STEP_BY_STEP =
  'La configuración debe completarse paso a paso: crea el espacio, los servicios, los horarios y las invitaciones con sus llamadas individuales.';

/** Spaces, memberships and invitations straight in the database: this suite is about setup. */
async function createSpace(ownerId: string, name: string, joinedAt?: string): Promise<string> {
  const [space] = await context.database.db
    .insert(spaces)
    .values({
      name,
      route: `${name.toLowerCase().replaceAll(' ', '-')}-${randomUUID().slice(0, 6)}`,
      createdBy: ownerId,
    })
    .returning({ id: spaces.id });
  if (!space) throw new Error('space not created');
  await addMember(space.id, ownerId, 'ADMIN', joinedAt);
  return space.id;
}

async function addMember(spaceId: string, userId: string, role: 'ADMIN' | 'MEMBER', joinedAt?: string) {
  await context.database.db
    .insert(spaceMembers)
    .values({ spaceId, userId, role, ...(joinedAt ? { joinedAt: new Date(joinedAt) } : {}) });
}

async function insertInvitation(
  spaceId: string,
  email: string,
  values: Partial<{ status: 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED'; expiresAt: string }> = {},
) {
  await context.database.db.insert(invitations).values({
    spaceId,
    email,
    role: 'MEMBER',
    tokenHash: createHash('sha256').update(randomUUID()).digest('hex'),
    status: values.status ?? 'PENDING',
    expiresAt: new Date(values.expiresAt ?? '2026-03-09T08:00:00.000Z'),
    // Sent "now" on the test clock, as send-invitation does: answering by id compares it with the
    // moment the invitee's address was verified.
    createdAt: context.clock.now(),
    lastSentAt: context.clock.now(),
  });
}

const request = (method: 'GET' | 'POST', url: string, user?: TestUser, payload?: unknown) =>
  context.app.inject({
    method,
    url,
    headers: user ? bearer(user.token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function statusOf(user: TestUser) {
  const response = await request('GET', '/api/setup/status', user);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('GET /api/setup/status', () => {
  it('needs a signed-in user', async () => {
    const response = await request('GET', '/api/setup/status');
    expect(response.statusCode).toBe(401);
  });

  it('walks a HOST through steps 1 to 5', async () => {
    const host = await registerTestUser(context.app, { name: 'Hugo Host' });
    expect(await statusOf(host)).toEqual({
      step: 1,
      isCompleted: false,
      isFirstRunComplete: false,
      hasPendingInvitations: false,
      hasSpaces: false,
      hasServices: false,
      hasServicesWithSchedules: false,
      hasInvitationsSent: false,
      areInvitationsOmitted: false,
      spaces: [],
      services: [],
    });

    const spaceId = await createSpace(host.user.id, 'Clinica Hugo');
    const withSpace = await statusOf(host);
    expect(withSpace).toMatchObject({ step: 2, hasSpaces: true, isCompleted: false });
    expect(withSpace.spaces).toEqual([{ id: spaceId, name: 'Clinica Hugo', route: expect.any(String) }]);

    const skipped = await request('POST', '/api/setup/skip-invitations', host, { spaceId });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json().data).toMatchObject({ step: 3, areInvitationsOmitted: true, isCompleted: false });

    const created = await request('POST', `/api/spaces/${spaceId}/services`, host, {
      name: 'Consulta',
      price: 20,
      duration: 30,
    });
    expect(created.statusCode).toBe(201);
    const serviceId = created.json().data.service.id;
    const withService = await statusOf(host);
    expect(withService).toMatchObject({
      step: 4,
      hasServices: true,
      hasServicesWithSchedules: false,
      isCompleted: true,
      isFirstRunComplete: false,
    });
    expect(withService.services).toEqual([{ id: serviceId, name: 'Consulta', spaceId }]);

    const scheduled = await request('POST', '/api/services/schedules/bulk', host, {
      serviceId,
      schedules: [{ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' }],
    });
    expect(scheduled.statusCode).toBe(201);
    expect(await statusOf(host)).toMatchObject({
      step: 5,
      hasServicesWithSchedules: true,
      isCompleted: true,
      isFirstRunComplete: true,
    });

    // Deactivating every range does not send the clinic back to setup.
    const [range] = scheduled.json().data.schedules;
    await context.app.inject({
      method: 'PUT',
      url: `/api/schedules/${range.id}`,
      headers: bearer(host.token),
      payload: { isActive: false },
    });
    expect((await statusOf(host)).isFirstRunComplete).toBe(true);
  });

  it('counts any invitation of the first space, whatever its status, as the members step done', async () => {
    const host = await registerTestUser(context.app);
    const spaceId = await createSpace(host.user.id, 'Clinica Invita');
    await insertInvitation(spaceId, 'someone@example.com', { status: 'CANCELLED' });
    expect(await statusOf(host)).toMatchObject({
      step: 3,
      hasInvitationsSent: true,
      areInvitationsOmitted: false,
    });
  });

  it('puts a user with a pending invitation on step 1, until it expires or they join', async () => {
    const inviter = await registerTestUser(context.app);
    const invitedSpace = await createSpace(inviter.user.id, 'Clinica Invitante');
    const invited = await registerTestUser(context.app);
    await insertInvitation(invitedSpace, invited.email.toUpperCase(), {
      expiresAt: '2026-03-03T08:00:00.000Z',
    });
    // An unproven address is told nothing about invitations.
    expect(await statusOf(invited)).toMatchObject({ hasPendingInvitations: false });
    await verifyTestUser(context, invited);
    expect(await statusOf(invited)).toMatchObject({
      step: 1,
      hasPendingInvitations: true,
      isCompleted: false,
    });

    const client = await registerTestUser(context.app, { role: 'CLIENT' });
    await insertInvitation(invitedSpace, client.email);
    await verifyTestUser(context, client);
    expect(await statusOf(client)).toMatchObject({
      step: 1,
      hasPendingInvitations: true,
      isCompleted: false,
    });

    context.clock.set('2026-03-04T08:00:00.000Z');
    try {
      expect(await statusOf(invited)).toMatchObject({ step: 1, hasPendingInvitations: false });
    } finally {
      context.clock.set('2026-03-02T08:00:00.000Z');
    }

    // An address proven before the invitation existed is not offered it (it answers from the link).
    const longVerified = await registerTestUser(context.app);
    await verifyTestUser(context, longVerified);
    context.clock.set('2026-03-02T09:00:00.000Z');
    try {
      await insertInvitation(invitedSpace, longVerified.email);
      expect(await statusOf(longVerified)).toMatchObject({ hasPendingInvitations: false });
    } finally {
      context.clock.set('2026-03-02T08:00:00.000Z');
    }

    await addMember(invitedSpace, invited.user.id, 'MEMBER');
    // Joined: the invitation no longer counts, and the invited space is now their first space.
    expect(await statusOf(invited)).toMatchObject({ hasPendingInvitations: false, hasSpaces: true });

    const accepted = await registerTestUser(context.app);
    await insertInvitation(invitedSpace, accepted.email, { status: 'ACCEPTED' });
    expect((await statusOf(accepted)).hasPendingInvitations).toBe(false);
  });

  it('sends a CLIENT straight to step 5', async () => {
    const client = await registerTestUser(context.app, { role: 'CLIENT' });
    expect(await statusOf(client)).toMatchObject({ step: 5, isCompleted: true, isFirstRunComplete: false });
  });

  it('reads the FIRST space by joinedAt, and its services only', async () => {
    const host = await registerTestUser(context.app);
    const other = await registerTestUser(context.app);
    const later = await createSpace(host.user.id, 'Clinica Propia', '2026-03-01T10:00:00.000Z');
    const earlier = await createSpace(other.user.id, 'Clinica Antigua', '2026-01-01T10:00:00.000Z');
    await addMember(earlier, host.user.id, 'MEMBER', '2026-02-01T10:00:00.000Z');
    const service = await request('POST', `/api/spaces/${later}/services`, host, {
      name: 'Solo en la propia',
    });
    expect(service.statusCode).toBe(201);

    const status = await statusOf(host);
    expect(status.spaces.map((space: { id: string }) => space.id)).toEqual([earlier, later]);
    expect(status).toMatchObject({ step: 2, hasSpaces: true, hasServices: false, services: [] });
  });
});

describe('POST /api/setup/skip-invitations', () => {
  it('applies the role table and validates the space id', async () => {
    const admin = await registerTestUser(context.app);
    const member = await registerTestUser(context.app);
    const outsider = await registerTestUser(context.app);
    const spaceId = await createSpace(admin.user.id, 'Clinica Roles');
    await createSpace(outsider.user.id, 'Clinica Ajena');
    await addMember(spaceId, member.user.id, 'MEMBER');

    expect((await request('POST', '/api/setup/skip-invitations', undefined, { spaceId })).statusCode).toBe(
      401,
    );
    expect((await request('POST', '/api/setup/skip-invitations', outsider, { spaceId })).statusCode).toBe(
      404,
    );
    const asMember = await request('POST', '/api/setup/skip-invitations', member, { spaceId });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe(
      'Solo los administradores del espacio pueden omitir las invitaciones',
    );
    const [untouched] = await context.database.db.select().from(spaces).where(eq(spaces.id, spaceId));
    expect(untouched?.areInvitationsOmitted).toBe(false);

    expect((await request('POST', '/api/setup/skip-invitations', admin, {})).statusCode).toBe(400);
    const malformed = await request('POST', '/api/setup/skip-invitations', admin, { spaceId: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].message).toBe('El espacio no es válido');
    const asAdmin = await request('POST', '/api/setup/skip-invitations', admin, { spaceId });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().message).toBe('Invitaciones omitidas');
    // Skipping twice is harmless.
    expect((await request('POST', '/api/setup/skip-invitations', admin, { spaceId })).statusCode).toBe(200);
  });
});

describe('POST /api/setup/complete', () => {
  it('is refused while a step is left: setup is done step by step', async () => {
    const user = await registerTestUser(context.app);
    const response = await request('POST', '/api/setup/complete', user, { anything: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'SETUP_STEP_BY_STEP',
      message: SETUP_STEP_BY_STEP,
    });
    expect((await request('POST', '/api/setup/complete')).statusCode).toBe(401);
  });

  it('confirms a setup whose steps are all done, with its status', async () => {
    const host = await registerTestUser(context.app, { name: 'Carla Completa' });
    const spaceId = await createSpace(host.user.id, 'Clinica Carla');
    const created = await request('POST', `/api/spaces/${spaceId}/services`, host, {
      name: 'Vacuna',
      price: 15,
      duration: 15,
    });
    const serviceId = created.json().data.service.id;
    // Services but no schedules yet: still refused.
    expect((await request('POST', '/api/setup/complete', host)).statusCode).toBe(400);
    const scheduled = await request('POST', '/api/services/schedules/bulk', host, {
      serviceId,
      schedules: [{ dayOfWeek: 2, startTime: '10:00', endTime: '14:00' }],
    });
    expect(scheduled.statusCode).toBe(201);

    const response = await request('POST', '/api/setup/complete', host);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'La configuración ya está completa',
      data: { step: 5, isFirstRunComplete: true, hasServicesWithSchedules: true },
    });
  });
});
