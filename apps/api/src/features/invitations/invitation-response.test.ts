import { invitations, spaceMembers } from '@citavet/db/schema/spaces';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  registerTestUser,
  type TestContext,
  verifyTestUser,
} from '../../test/test-app';
import { createSpaceAs, type TestUser } from '../spaces/spaces.test-support';
import { expireInvitation, invite, lastInvitationEmail, respond } from './invitations.test-support';

let context: TestContext;
let ana: TestUser;
let counter = 0;

beforeAll(async () => {
  context = await createTestContext();
  ana = await registerTestUser(context.app, { name: 'Ana Admin' });
});
afterAll(async () => {
  await context.close();
});
afterEach(() => {
  context.clock.set('2026-03-02T08:00:00.000Z');
});

/** A space of Ana's with a pending invitation to a fresh address. */
async function invitationTo(role: 'ADMIN' | 'MEMBER' = 'MEMBER') {
  counter += 1;
  const email = `invitada${counter}@example.com`;
  const space = await createSpaceAs(context, ana, { name: `Clínica Invitadora ${counter}` });
  const created = await invite(context, ana, space.id, { email, role });
  expect(created.statusCode).toBe(201);
  const { token } = await lastInvitationEmail(context, email);
  return { space, email, token, invitation: created.json().data as { id: string } };
}

async function membership(spaceId: string, userId: string) {
  const [row] = await context.database.db
    .select({ role: spaceMembers.role })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)));
  return row?.role ?? null;
}

const profile = async (user: TestUser) =>
  (await context.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(user.token) })).json()
    .data;

describe('the profile lists pending invitations and accepts them by id', () => {
  it('shows the invitation to its invitee and joins with the invited role', async () => {
    const { space, email, invitation } = await invitationTo('ADMIN');
    const invitee = await registerTestUser(context.app, { email: email.toUpperCase() });
    // Unverified: the profile lists nothing and the id is no credential.
    expect((await profile(invitee)).pendingInvitations).toEqual([]);
    const early = await respond(context, invitee, invitation.id, 'accept');
    expect([early.statusCode, early.json().code]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    await verifyTestUser(context, invitee);
    const before = await profile(invitee);
    expect(before.pendingInvitations).toEqual([
      {
        id: invitation.id,
        token: invitation.id,
        role: 'ADMIN',
        expiresAt: '2026-03-09T08:00:00.000Z',
        space: { id: space.id, name: space.name, description: null },
        inviter: { name: 'Ana Admin' },
      },
    ]);

    const accepted = await respond(context, invitee, before.pendingInvitations[0].token, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: `Te has unido exitosamente a "${space.name}"`,
      data: { space: { id: space.id, name: space.name } },
    });
    expect(await membership(space.id, invitee.user.id)).toBe('ADMIN');
    const after = await profile(invitee);
    expect(after.pendingInvitations).toEqual([]);
    expect(after.memberSpaces).toEqual([{ id: space.id, role: 'ADMIN' }]);
    const again = await respond(context, invitee, invitation.id, 'accept');
    expect([again.statusCode, again.json().message]).toEqual([
      404,
      'La invitación no existe o ya no está disponible',
    ]);
  });

  it('rejects by id: the invitation is marked REJECTED and no membership is made', async () => {
    const { space, email, invitation } = await invitationTo();
    const invitee = await registerTestUser(context.app, { email });
    const early = await respond(context, invitee, invitation.id, 'reject');
    expect([early.statusCode, early.json().code]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    await verifyTestUser(context, invitee);
    const response = await respond(context, invitee, invitation.id, 'reject');
    expect([response.statusCode, response.json().message]).toEqual([200, 'Invitación rechazada']);
    const [row] = await context.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, invitation.id));
    expect([row?.status, row?.respondedAt?.toISOString()]).toEqual(['REJECTED', '2026-03-02T08:00:00.000Z']);
    expect(await membership(space.id, invitee.user.id)).toBeNull();
    expect((await profile(invitee)).pendingInvitations).toEqual([]);
  });

  it('an address verified before the invitation existed answers from the e-mailed link, not by id', async () => {
    counter += 1;
    const email = `veterana${counter}@example.com`;
    const veteran = await registerTestUser(context.app, { email });
    await verifyTestUser(context, veteran);
    context.clock.set('2026-03-02T09:00:00.000Z');
    const space = await createSpaceAs(context, ana, { name: `Clínica Posterior ${counter}` });
    const created = await invite(context, ana, space.id, { email, role: 'MEMBER' });
    const invitation = created.json().data as { id: string };
    expect((await profile(veteran)).pendingInvitations).toEqual([]);
    const byId = await respond(context, veteran, invitation.id, 'accept');
    expect([byId.statusCode, byId.json().code, byId.json().message]).toEqual([
      403,
      'INVITATION_LINK_REQUIRED',
      'Esta invitación se acepta desde el enlace del email de invitación',
    ]);
    expect(await membership(space.id, veteran.user.id)).toBeNull();
    const { token } = await lastInvitationEmail(context, email);
    expect((await respond(context, veteran, token, 'accept')).statusCode).toBe(200);
    expect(await membership(space.id, veteran.user.id)).toBe('MEMBER');
  });
});

describe('the e-mailed token', () => {
  it('accepts once, for the invited address only', async () => {
    const { space, email, token } = await invitationTo();
    const stranger = await registerTestUser(context.app);
    const wrong = await respond(context, stranger, token, 'accept');
    expect([wrong.statusCode, wrong.json().message]).toEqual([
      403,
      'Esta invitación fue enviada a otro email',
    ]);
    expect(await membership(space.id, stranger.user.id)).toBeNull();

    const invitee = await registerTestUser(context.app, { email });
    const accepted = await respond(context, invitee, token, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(await membership(space.id, invitee.user.id)).toBe('MEMBER');
    expect((await respond(context, invitee, token, 'accept')).statusCode).toBe(404);
  });

  it('refuses an expired invitation, which can still be declined', async () => {
    const { space, email, token, invitation } = await invitationTo();
    const invitee = await registerTestUser(context.app, { email });
    await expireInvitation(context, invitation.id);
    const expired = await respond(context, invitee, token, 'accept');
    expect([expired.statusCode, expired.json().message]).toEqual([410, 'La invitación ha expirado']);
    expect(await membership(space.id, invitee.user.id)).toBeNull();
    expect((await respond(context, invitee, token, 'reject')).statusCode).toBe(200);
  });

  it('rejects by token', async () => {
    const { email, token, invitation } = await invitationTo();
    const invitee = await registerTestUser(context.app, { email });
    expect((await respond(context, invitee, token, 'reject')).statusCode).toBe(200);
    const [row] = await context.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, invitation.id));
    expect(row?.status).toBe('REJECTED');
  });

  it('stops working when the invitation is cancelled', async () => {
    const { email, token, invitation } = await invitationTo();
    await context.app.inject({
      method: 'DELETE',
      url: `/api/spaces/invitations/${invitation.id}`,
      headers: bearer(ana.token),
    });
    const invitee = await registerTestUser(context.app, { email });
    expect((await respond(context, invitee, token, 'accept')).statusCode).toBe(404);
    expect(
      (await context.app.inject({ method: 'GET', url: `/api/invitations/by-token/${token}` })).statusCode,
    ).toBe(404);
  });

  it('answers 404 for a token that never existed', async () => {
    const someone = await registerTestUser(context.app);
    for (const reference of ['token-inventado', '7d3c8b53-0b9f-4a5e-9a36-3f1a2b4c5d6e']) {
      expect((await respond(context, someone, reference, 'accept')).statusCode).toBe(404);
    }
  });
});

describe('GET /api/invitations/by-token/{token}', () => {
  it('shows the invitation to whoever holds the link, and whether the address has an account', async () => {
    const { space, email, token, invitation } = await invitationTo('ADMIN');
    const preview = async () =>
      (await context.app.inject({ method: 'GET', url: `/api/invitations/by-token/${token}` })).json();
    expect((await preview()).data).toEqual({
      spaceName: space.name,
      inviterName: 'Ana Admin',
      role: 'ADMIN',
      email,
      expiresAt: '2026-03-09T08:00:00.000Z',
      isExpired: false,
      hasAccount: false,
    });
    await registerTestUser(context.app, { email });
    expect((await preview()).data.hasAccount).toBe(true);
    await expireInvitation(context, invitation.id);
    expect((await preview()).data.isExpired).toBe(true);
    const unknown = await context.app.inject({ method: 'GET', url: '/api/invitations/by-token/nada' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      'La invitación no existe o ya no está disponible',
    ]);
  });
});

describe('impostors who never read the invited mailbox', () => {
  it('an unverified registration with the invited address cannot take the seat by id', async () => {
    const { space, email, invitation } = await invitationTo('ADMIN');
    const impostor = await registerTestUser(context.app, { email });
    expect((await profile(impostor)).pendingInvitations).toEqual([]);
    for (const action of ['accept', 'reject'] as const) {
      const response = await respond(context, impostor, invitation.id, action);
      expect([response.statusCode, response.json().message]).toEqual([
        403,
        'Verifica tu email para aceptar invitaciones desde tu perfil, o abre el enlace del email de invitación',
      ]);
    }
    expect(await membership(space.id, impostor.user.id)).toBeNull();
    const [row] = await context.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, invitation.id));
    expect(row?.status).toBe('PENDING');
  });

  it('switching the profile to the invited address changes nothing until the new mailbox confirms', async () => {
    const { space, email, invitation } = await invitationTo('ADMIN');
    const impostor = await registerTestUser(context.app);
    await verifyTestUser(context, impostor);
    const switched = await context.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(impostor.token),
      payload: { name: 'Impostor', email, currentPassword: impostor.password },
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data).toMatchObject({ email: impostor.email, pendingEmail: email });
    expect(switched.json().data.pendingInvitations).toEqual([]);
    const response = await respond(context, impostor, invitation.id, 'accept');
    expect(response.statusCode).toBe(403);
    expect(await membership(space.id, impostor.user.id)).toBeNull();
  });

  it('the real invitee who opens the e-mailed link joins even before verifying', async () => {
    const { space, email, token } = await invitationTo();
    const invitee = await registerTestUser(context.app, { email });
    const response = await respond(context, invitee, token, 'accept');
    expect(response.statusCode).toBe(200);
    expect(await membership(space.id, invitee.user.id)).toBe('MEMBER');
  });
});
