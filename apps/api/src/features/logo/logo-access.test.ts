import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import {
  createCastSpace,
  createRoleCast,
  expectRoleTable,
  type RoleCast,
} from '../spaces/spaces.test-support';
import { makeImage, multipartBody } from './logo.test-support';

let context: TestContext;
let cast: RoleCast;
let png: Buffer;

beforeAll(async () => {
  context = await createTestContext();
  cast = await createRoleCast(context);
  png = await makeImage('png', 64, 64);
});
afterAll(async () => {
  await context.close();
});

async function uploadRequest(spaceId: string) {
  const body = await multipartBody({ bytes: png, filename: 'logo.png', type: 'image/png' });
  return {
    method: 'POST' as const,
    url: `/api/spaces/${spaceId}/logo`,
    payload: body.payload,
    headers: body.headers,
  };
}

async function spaceWithLogo() {
  const space = await createCastSpace(context, cast);
  const request = await uploadRequest(space.id);
  const response = await context.app.inject({
    ...request,
    headers: { ...request.headers, ...bearer(cast.admin.token) },
  });
  expect(response.statusCode).toBe(200);
  return { space, logoUrl: response.json().data.space.logoUrl as string };
}

describe('who may call the logo routes', () => {
  it('POST /api/spaces/{spaceId}/logo: only an ADMIN uploads', async () => {
    const space = await createCastSpace(context, cast);
    await expectRoleTable(context, cast, () => uploadRequest(space.id), {
      anonymous: 401,
      outsider: 404,
      member: 403,
      admin: 200,
    });
  });

  it('GET /api/spaces/{spaceId}/logo/info: members read', async () => {
    const { space } = await spaceWithLogo();
    await expectRoleTable(
      context,
      cast,
      () => ({ method: 'GET', url: `/api/spaces/${space.id}/logo/info` }),
      {
        anonymous: 401,
        outsider: 404,
        member: 200,
        admin: 200,
      },
    );
  });

  it('DELETE /api/spaces/{spaceId}/logo: only an ADMIN deletes', async () => {
    const { space } = await spaceWithLogo();
    await expectRoleTable(context, cast, () => ({ method: 'DELETE', url: `/api/spaces/${space.id}/logo` }), {
      anonymous: 401,
      outsider: 404,
      member: 403,
      admin: 200,
    });
  });

  it('GET /api/spaces/{spaceId}/logo: public redirect, no sign-in needed', async () => {
    const { space } = await spaceWithLogo();
    await expectRoleTable(context, cast, () => ({ method: 'GET', url: `/api/spaces/${space.id}/logo` }), {
      anonymous: 302,
      outsider: 302,
      member: 302,
      admin: 302,
    });
  });

  it('GET /api/files/*: public files', async () => {
    const { logoUrl } = await spaceWithLogo();
    await expectRoleTable(context, cast, () => ({ method: 'GET', url: logoUrl }), {
      anonymous: 200,
      outsider: 200,
      member: 200,
      admin: 200,
    });
  });

  it('refuses a malformed space id with a 400 and never parses multipart elsewhere', async () => {
    const upload = await uploadRequest('no-es-un-id');
    const malformed = await context.app.inject({
      ...upload,
      headers: { ...upload.headers, ...bearer(cast.admin.token) },
    });
    expect(malformed.statusCode).toBe(400);
    const space = await createCastSpace(context, cast);
    const elsewhere = await uploadRequest(space.id);
    const response = await context.app.inject({
      ...elsewhere,
      method: 'PUT',
      url: `/api/spaces/${space.id}`,
      headers: { ...elsewhere.headers, ...bearer(cast.admin.token) },
    });
    expect(response.statusCode).toBe(415);
  });
});
