import type { Media } from '@citavet/domain/media/media.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import {
  createCastSpace,
  createRoleCast,
  expectRoleTable,
  type InjectRequest,
  type RoleCast,
} from '../spaces/spaces.test-support';
import { makeImage } from './media.test-support';
import { multipartForm } from './media-test-files';

let context: TestContext;
let cast: RoleCast;
let png: Buffer;

beforeAll(async () => {
  context = await createTestContext();
  cast = await createRoleCast(context);
  png = await makeImage('png', 32, 32);
});
afterAll(async () => {
  await context.close();
});

const READ = { anonymous: 401, outsider: 404, member: 200, admin: 200 };
const WRITE = { anonymous: 401, outsider: 404, member: 403, admin: 200 };

/** A space of the cast with two items uploaded by its ADMIN. */
async function spaceWithMedia() {
  const space = await createCastSpace(context, cast);
  const form = await multipartForm([
    { bytes: png, filename: 'a.png' },
    { bytes: png, filename: 'b.png' },
  ]);
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/spaces/${space.id}/media`,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(cast.admin.token) },
  });
  const media = response.json().data.media as Media[];
  return { base: `/api/spaces/${space.id}/media`, ids: media.map((item) => item.id) };
}

async function uploadRequest(base: string): Promise<InjectRequest> {
  const form = await multipartForm([{ bytes: png, filename: 'c.png' }]);
  return { method: 'POST', url: base, payload: form.payload, headers: form.headers };
}

describe('who may call the media routes', () => {
  it('POST /api/spaces/{spaceId}/media: only an ADMIN uploads', async () => {
    const { base } = await spaceWithMedia();
    await expectRoleTable(context, cast, () => uploadRequest(base), { ...WRITE, admin: 201 });
  });

  it('GET /api/spaces/{spaceId}/media: members read', async () => {
    const { base } = await spaceWithMedia();
    await expectRoleTable(context, cast, () => ({ method: 'GET', url: `${base}?limit=20` }), READ);
  });

  it('GET /api/spaces/{spaceId}/media/{mediaId}: members read', async () => {
    const { base, ids } = await spaceWithMedia();
    await expectRoleTable(context, cast, () => ({ method: 'GET', url: `${base}/${ids[0]}` }), READ);
  });

  it('PUT /api/spaces/{spaceId}/media/{mediaId}: only an ADMIN edits', async () => {
    const { base, ids } = await spaceWithMedia();
    await expectRoleTable(
      context,
      cast,
      () => ({ method: 'PUT', url: `${base}/${ids[0]}`, payload: { description: 'Recepción' } }),
      WRITE,
    );
  });

  it('PUT /api/spaces/{spaceId}/media/reorder: only an ADMIN reorders', async () => {
    const { base, ids } = await spaceWithMedia();
    await expectRoleTable(
      context,
      cast,
      () => ({ method: 'PUT', url: `${base}/reorder`, payload: { mediaIds: [...ids].reverse() } }),
      WRITE,
    );
  });

  it('DELETE /api/spaces/{spaceId}/media/{mediaId}: only an ADMIN deletes', async () => {
    const { base, ids } = await spaceWithMedia();
    await expectRoleTable(context, cast, () => ({ method: 'DELETE', url: `${base}/${ids[0]}` }), WRITE);
  });

  it('DELETE /api/spaces/{spaceId}/media: only an ADMIN deletes several', async () => {
    const { base, ids } = await spaceWithMedia();
    await expectRoleTable(
      context,
      cast,
      () => ({ method: 'DELETE', url: base, payload: { mediaIds: ids } }),
      WRITE,
    );
  });

  it('answers 401 before looking at the input', async () => {
    await expectRoleTable(
      context,
      cast,
      () => ({ method: 'PUT', url: '/api/spaces/no-es-un-id/media/reorder', payload: { nada: true } }),
      { anonymous: 401, outsider: 400, member: 400, admin: 400 },
    );
  });

  it('documents every media route in the OpenAPI description', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json().paths as Record<string, unknown>);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/spaces/{spaceId}/media',
        '/api/spaces/{spaceId}/media/reorder',
        '/api/spaces/{spaceId}/media/{mediaId}',
      ]),
    );
  });
});
