import { media } from '@citavet/db/schema/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { makeImage as makeLogoImage, multipartBody } from '../logo/logo.test-support';
import { createSpaceAs, type TestUser } from '../spaces/spaces.test-support';
import { leftovers, makeImage, uploadForm } from './media.test-support';

// The per-space storage quota (SPACE_STORAGE_QUOTA_MB → config.spaceStorageQuotaBytes), counted from
// the gallery's recorded sizes and the logo's stored size.
const QUOTA_BYTES = 2 * 1024 * 1024;
const QUOTA_MESSAGE =
  'Se alcanzó el límite de almacenamiento del espacio (2 MB). Elimina archivos de la galería para subir otros.';
let context: TestContext;
let admin: TestUser;

beforeAll(async () => {
  context = await createTestContext({ config: { spaceStorageQuotaBytes: QUOTA_BYTES } });
  admin = await registerTestUser(context.app, { name: 'Ana Admin' });
});
afterAll(async () => {
  await context.close();
});

/** A gallery row as if a file of `fileSize` bytes had been uploaded before. */
async function fillGallery(spaceId: string, fileSize: number) {
  await context.database.db.insert(media).values({
    spaceId,
    mediaType: 'VIDEO',
    storageKey: `spaces/${spaceId}/media/relleno.mp4`,
    mimeType: 'video/mp4',
    originalName: 'relleno.mp4',
    fileSize,
  });
}

async function uploadLogo(spaceId: string) {
  const body = await multipartBody({
    bytes: await makeLogoImage('png', 400, 300),
    filename: 'logo.png',
    type: 'image/png',
  });
  return context.app.inject({
    method: 'POST',
    url: `/api/spaces/${spaceId}/logo`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin.token) },
  });
}

describe('the per-space storage quota', () => {
  it('accepts uploads under the quota', async () => {
    const space = await createSpaceAs(context, admin);
    await fillGallery(space.id, QUOTA_BYTES - 200_000);
    const response = await uploadForm(context, admin.token, space.id, [
      { bytes: await makeImage('png', 200, 100), filename: 'foto.png' },
    ]);
    expect(response.statusCode).toBe(201);
  });

  it('answers 413 in Spanish and keeps nothing once the space is full', async () => {
    const space = await createSpaceAs(context, admin);
    await fillGallery(space.id, QUOTA_BYTES - 10);
    const before = await leftovers(context, space.id);
    const response = await uploadForm(context, admin.token, space.id, [
      { bytes: await makeImage('png', 200, 100), filename: 'foto.png' },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'STORAGE_QUOTA_EXCEEDED',
      message: QUOTA_MESSAGE,
    });
    expect(await leftovers(context, space.id)).toEqual({ ...before, files: before.files });

    const logo = await uploadLogo(space.id);
    expect([logo.statusCode, logo.json().code]).toEqual([413, 'STORAGE_QUOTA_EXCEEDED']);

    // Freeing space lets uploads in again.
    await context.database.db.delete(media).where(eq(media.spaceId, space.id));
    expect((await uploadLogo(space.id)).statusCode).toBe(200);
  });

  it('counts the logo too', async () => {
    const space = await createSpaceAs(context, admin);
    expect((await uploadLogo(space.id)).statusCode).toBe(200);
    const [logoFile] = (await leftovers(context, space.id)).files;
    expect(logoFile).toBeDefined();
    await fillGallery(space.id, QUOTA_BYTES - 50);
    const response = await uploadForm(context, admin.token, space.id, [
      { bytes: await makeImage('png', 50, 50), filename: 'foto.png' },
    ]);
    expect(response.statusCode).toBe(413);
  });
});
