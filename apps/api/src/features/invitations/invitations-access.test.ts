import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerTestUser, type TestContext, verifyTestUser } from '../../test/test-app';
import {
  createCastSpace,
  createRoleCast,
  expectRoleTable,
  injectAs,
  type RoleCast,
  type TestUser,
} from '../spaces/spaces.test-support';
import { invite, lastInvitationEmail, respond } from './invitations.test-support';

let context: TestContext;
let cast: RoleCast;
let counter = 0;

beforeAll(async () => {
  context = await createTestContext();
  cast = await createRoleCast(context);
});
afterAll(async () => {
  await context.close();
});

async function pendingInvitation(email = `acceso${++counter}@example.com`) {
  const space = await createCastSpace(context, cast);
  const response = await invite(context, cast.admin, space.id, { email });
  expect(response.statusCode).toBe(201);
  return { space, id: response.json().data.id as string, email };
}

describe('who may manage invitations (ADMINs of the space)', () => {
  it('GET /api/spaces/{spaceId}/invitations', async () => {
    const { space } = await pendingInvitation();
    await expectRoleTable(
      context,
      cast,
      () => ({ method: 'GET', url: `/api/spaces/${space.id}/invitations` }),
      {
        anonymous: 401,
        outsider: 404,
        member: 403,
        admin: 200,
      },
    );
  });

  it('POST /api/spaces/{spaceId}/invitations', async () => {
    const space = await createCastSpace(context, cast);
    await expectRoleTable(
      context,
      cast,
      () => ({
        method: 'POST',
        url: `/api/spaces/${space.id}/invitations`,
        payload: { email: 'tabla@example.com', role: 'MEMBER' },
      }),
      { anonymous: 401, outsider: 404, member: 403, admin: 201 },
    );
  });

  it('DELETE /api/spaces/invitations/{id}', async () => {
    const { id } = await pendingInvitation();
    await expectRoleTable(context, cast, () => ({ method: 'DELETE', url: `/api/spaces/invitations/${id}` }), {
      anonymous: 401,
      outsider: 404,
      member: 403,
      admin: 200,
    });
  });

  it('POST /api/spaces/invitations/{id}/resend', async () => {
    const { id } = await pendingInvitation();
    context.clock.advance(61_000);
    await expectRoleTable(
      context,
      cast,
      () => ({ method: 'POST', url: `/api/spaces/invitations/${id}/resend` }),
      {
        anonymous: 401,
        outsider: 404,
        member: 403,
        admin: 200,
      },
    );
  });
});

describe('who may answer an invitation (its invitee only)', () => {
  // Here the table's roles are people around the invitation: nobody, someone else, and the invitee.
  async function answerTable(action: 'accept' | 'reject', reference: 'id' | 'token') {
    const invitee: TestUser = await registerTestUser(context.app);
    // By id only a verified address answers (the e-mailed token needs no verification).
    if (reference === 'id') await verifyTestUser(context, invitee);
    const { space, id } = await pendingInvitation(invitee.email);
    const { token } = await lastInvitationEmail(context, invitee.email);
    const target = reference === 'id' ? id : token;
    const anonymous = await respond(context, null, target, action);
    const admin = await respond(context, cast.admin, target, action);
    const outsider = await respond(context, cast.outsider, target, action);
    const member = await respond(context, cast.member, target, action);
    const own = await respond(context, invitee, target, action);
    expect({
      anonymous: anonymous.statusCode,
      admin: admin.statusCode,
      outsider: outsider.statusCode,
      member: member.statusCode,
      invitee: own.statusCode,
    }).toEqual({ anonymous: 401, admin: 403, outsider: 403, member: 403, invitee: 200 });
    expect(admin.json().message).toBe('Esta invitación fue enviada a otro email');
    return space;
  }

  it.each([
    ['accept', 'id'],
    ['accept', 'token'],
    ['reject', 'id'],
    ['reject', 'token'],
  ] as const)('POST /api/spaces/invitations/{%s by %s}', async (action, reference) => {
    await answerTable(action, reference);
  });

  it('GET /api/invitations/by-token/{token} is public', async () => {
    const { email } = await pendingInvitation();
    const { token } = await lastInvitationEmail(context, email);
    for (const role of ['anonymous', 'outsider', 'member', 'admin'] as const) {
      const response = await injectAs(context, cast, role, {
        method: 'GET',
        url: `/api/invitations/by-token/${token}`,
      });
      expect({ role, status: response.statusCode }).toEqual({ role, status: 200 });
    }
  });
});
