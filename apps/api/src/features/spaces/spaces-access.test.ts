import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import {
  createCastSpace,
  createRoleCast,
  expectRoleTable,
  injectAs,
  type RoleCast,
} from './spaces.test-support';

let context: TestContext;
let cast: RoleCast;

beforeAll(async () => {
  context = await createTestContext();
  cast = await createRoleCast(context);
});
afterAll(async () => {
  await context.close();
});

describe('who may call the spaces routes', () => {
  it('GET /api/spaces: signed-in users see their own spaces only', async () => {
    const space = await createCastSpace(context, cast);
    const listed = async (role: 'anonymous' | 'outsider' | 'member' | 'admin') => {
      const response = await injectAs(context, cast, role, { method: 'GET', url: '/api/spaces' });
      if (response.statusCode !== 200) return response.statusCode;
      return response.json().data.some((item: { id: string }) => item.id === space.id);
    };
    expect(await listed('anonymous')).toBe(401);
    expect(await listed('outsider')).toBe(false);
    expect(await listed('member')).toBe(true);
    expect(await listed('admin')).toBe(true);
  });

  it('POST /api/spaces: any signed-in user creates a space', async () => {
    await expectRoleTable(
      context,
      cast,
      () => ({ method: 'POST', url: '/api/spaces', payload: { name: 'Nueva Clínica' } }),
      { anonymous: 401, outsider: 201, member: 201, admin: 201 },
    );
  });

  it('GET /api/spaces/{id}: members read, others do not learn it exists', async () => {
    const space = await createCastSpace(context, cast);
    await expectRoleTable(context, cast, () => ({ method: 'GET', url: `/api/spaces/${space.id}` }), {
      anonymous: 401,
      outsider: 404,
      member: 200,
      admin: 200,
    });
  });

  it('PUT /api/spaces/{id}: only an ADMIN edits', async () => {
    const space = await createCastSpace(context, cast);
    await expectRoleTable(
      context,
      cast,
      () => ({ method: 'PUT', url: `/api/spaces/${space.id}`, payload: { description: 'Nueva' } }),
      { anonymous: 401, outsider: 404, member: 403, admin: 200 },
    );
    const member = await injectAs(context, cast, 'member', {
      method: 'PUT',
      url: `/api/spaces/${space.id}`,
      payload: { description: 'Nueva' },
    });
    expect(member.json().message).toBe('Solo los administradores del espacio pueden realizar esta acción');
  });

  it('DELETE /api/spaces/{id}: only the OWNER (its creator) deletes; a MEMBER is refused', async () => {
    const space = await createCastSpace(context, cast);
    const payload = { currentPassword: cast.admin.password, confirmName: space.name };
    await expectRoleTable(
      context,
      cast,
      () => ({ method: 'DELETE', url: `/api/spaces/${space.id}`, payload }),
      {
        anonymous: 401,
        outsider: 404,
        member: 403,
        admin: 200,
      },
    );
  });

  it('answers 401 to an anonymous caller before looking at the input', async () => {
    const invalid = await injectAs(context, cast, 'anonymous', {
      method: 'PUT',
      url: '/api/spaces/not-a-uuid',
      payload: { latitude: 500 },
    });
    expect(invalid.statusCode).toBe(401);
  });
});
