import { spaceMembers } from '@citavet/db/schema/spaces';
import type { MemberSpace } from '@citavet/domain/spaces/space.schema';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, markEmailVerified, registerTestUser, type TestContext } from '../../test/test-app';

// Helpers shared by the tests of spaces, members, invitations and logo (not a test file itself).

export type TestUser = Awaited<ReturnType<typeof registerTestUser>>;

export async function createSpaceAs(
  context: TestContext,
  user: TestUser,
  body: Record<string, unknown> = {},
): Promise<MemberSpace> {
  // Creating a space needs a proven address (the verification e-mail has its own tests).
  await markEmailVerified(context, user.user.id);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/spaces',
    headers: bearer(user.token),
    payload: { name: `Clínica ${Math.random().toString(36).slice(2, 8)}`, ...body },
  });
  if (response.statusCode !== 201) throw new Error(`create space failed: ${response.body}`);
  return response.json().data as MemberSpace;
}

/** Adds a membership directly: the invitation flow has its own tests. */
export async function addMember(context: TestContext, spaceId: string, user: TestUser, role: SpaceRole) {
  await context.database.db.insert(spaceMembers).values({ spaceId, userId: user.user.id, role });
}

export const ROLES = ['anonymous', 'outsider', 'member', 'admin'] as const;
export type RoleName = (typeof ROLES)[number];
export type RoleTable = Record<RoleName, number>;

/** Three signed-in people around a space: its ADMIN, a MEMBER of it, and the ADMIN of another space. */
export type RoleCast = { admin: TestUser; member: TestUser; outsider: TestUser };

export async function createRoleCast(context: TestContext): Promise<RoleCast> {
  const admin = await registerTestUser(context.app, { name: 'Ana Admin' });
  const member = await registerTestUser(context.app, { name: 'Mario Miembro' });
  const outsider = await registerTestUser(context.app, { name: 'Olga Otra' });
  await createSpaceAs(context, outsider, { name: 'Clínica de Olga' });
  // Every one of them has proven their address: creating a space and inviting need it.
  await markEmailVerified(context, admin.user.id);
  await markEmailVerified(context, member.user.id);
  return { admin, member, outsider };
}

/** A fresh space of the cast's admin with the cast's member in it. */
export async function createCastSpace(context: TestContext, cast: RoleCast): Promise<MemberSpace> {
  const space = await createSpaceAs(context, cast.admin);
  await addMember(context, space.id, cast.member, 'MEMBER');
  return space;
}

export type InjectRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
};

export function injectAs(
  context: TestContext,
  cast: RoleCast,
  role: RoleName,
  request: InjectRequest,
): Promise<LightMyRequestResponse> {
  const headers = { ...request.headers, ...(role === 'anonymous' ? {} : bearer(cast[role].token)) };
  return context.app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

/**
 * Calls the route as each role in turn (the ADMIN last, as its call may change the state) and
 * asserts every cell of the table.
 */
export async function expectRoleTable(
  context: TestContext,
  cast: RoleCast,
  makeRequest: (role: RoleName) => InjectRequest | Promise<InjectRequest>,
  expected: RoleTable,
) {
  for (const role of ROLES) {
    const response = await injectAs(context, cast, role, await makeRequest(role));
    expect({
      role,
      status: response.statusCode,
      body: response.statusCode >= 400 ? response.json() : 'ok',
    }).toEqual({
      role,
      status: expected[role],
      body: response.statusCode >= 400 ? expect.objectContaining({ success: false }) : 'ok',
    });
  }
}
