import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { createSpaceAs, type TestUser } from '../spaces/spaces.test-support';
import { makeImage, multipartBody } from './logo.test-support';

// Uploads are limited per IP and per signed-in user (apps/api/src/uploads/upload-limits.ts); the
// per-user count covers the logo and the media routes together.
let context: TestContext;
let ana: TestUser;
let bruno: TestUser;
let image: Buffer;
beforeAll(async () => {
  context = await createTestContext({
    config: { rateLimits: { uploadsPerMinute: 2 } as never, trustProxy: ['127.0.0.1'] },
  });
  ana = await registerTestUser(context.app, { name: 'Ana Admin' });
  bruno = await registerTestUser(context.app, { name: 'Bruno Admin' });
  image = await makeImage('png', 64, 64);
});
afterAll(async () => {
  await context.close();
});

async function uploadLogo(user: TestUser, spaceId: string, ip: string) {
  const body = await multipartBody({ bytes: image, filename: 'logo.png', type: 'image/png' });
  return context.app.inject({
    method: 'POST',
    url: `/api/spaces/${spaceId}/logo`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(user.token), 'x-forwarded-for': ip },
  });
}

describe('upload limits', () => {
  it('limits one user over many addresses, logo and media together', async () => {
    const space = await createSpaceAs(context, ana);
    expect((await uploadLogo(ana, space.id, '203.0.113.1')).statusCode).toBe(200);
    expect((await uploadLogo(ana, space.id, '203.0.113.2')).statusCode).toBe(200);
    const body = await multipartBody({
      field: 'files',
      bytes: image,
      filename: 'foto.png',
      type: 'image/png',
    });
    const media = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${space.id}/media`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(ana.token), 'x-forwarded-for': '203.0.113.3' },
    });
    expect(media.statusCode).toBe(429);
    expect(media.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(media.json().message).toMatch(
      /^Demasiadas subidas de archivos\. Inténtalo de nuevo en \d+ segundos?\.$/,
    );
    expect(media.headers['retry-after']).toBeDefined();
  });

  it('limits one address over many users', async () => {
    const space = await createSpaceAs(context, bruno);
    const other = await registerTestUser(context.app);
    const otherSpace = await createSpaceAs(context, other);
    expect((await uploadLogo(bruno, space.id, '198.51.100.7')).statusCode).toBe(200);
    expect((await uploadLogo(other, otherSpace.id, '198.51.100.7')).statusCode).toBe(200);
    const third = await uploadLogo(other, otherSpace.id, '198.51.100.7');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Demasiadas solicitudes/);
  });

  it('answers 401, not 429, to a caller without a session', async () => {
    const space = await createSpaceAs(context, await registerTestUser(context.app));
    const body = await multipartBody({ bytes: image, filename: 'logo.png', type: 'image/png' });
    const anonymous = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${space.id}/logo`,
      payload: body.payload,
      headers: { ...body.headers, 'x-forwarded-for': '192.0.2.50' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
