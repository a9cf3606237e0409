import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, createCast, sender, type TestUser } from '../../test/clients-test-support';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { makeImage, multipartBody } from '../logo/logo.test-support';

// A pet's photo: the upload pipeline's checks (type by magic bytes, re-encoding, size, quota),
// its own stored file (never a gallery item), removed with the photo or the pet.

let context: TestContext;
let cast: Cast;
let send: ReturnType<typeof sender>;
const QUOTA_BYTES = 200_000;

beforeAll(async () => {
  context = await createTestContext({ config: { spaceStorageQuotaBytes: QUOTA_BYTES } });
  cast = await createCast(context);
  send = sender(context);
});
afterAll(() => context.close());

async function newPet(spaceId = cast.spaceId, user: TestUser = cast.admin) {
  const client = await send('POST', `/api/spaces/${spaceId}/clients`, user, { name: 'Dueña' });
  const pet = await send(
    'POST',
    `/api/spaces/${spaceId}/clients/${client.json().data.client.id}/pets`,
    user,
    {
      name: 'Luna',
      species: 'gato',
    },
  );
  return pet.json().data.pet.id as string;
}

async function uploadPhoto(
  petId: string,
  file: { bytes: Buffer | string; type: string; field?: string },
  user: TestUser = cast.member,
  spaceId = cast.spaceId,
) {
  const form = await multipartBody({ field: 'photo', filename: 'foto', ...file });
  return context.app.inject({
    method: 'PUT',
    url: `/api/spaces/${spaceId}/pets/${petId}/photo`,
    headers: { ...bearer(user.token), ...form.headers },
    payload: form.payload,
  });
}

/** The photo as a member's browser loads it (with the session's token). */
const fetchFile = (url: string) =>
  context.app.inject({ method: 'GET', url, headers: bearer(cast.member.token) });
/** The storage key a photo URL stands for (its `v` is the key's file name). */
const keyOf = (url: string) =>
  `spaces/${cast.spaceId}/pets/${new URL(url, 'http://citavet.test').searchParams.get('v')}.webp`;
const isStored = (url: string) =>
  access(join(context.dataDir, 'uploads', keyOf(url))).then(
    () => true,
    () => false,
  );

describe('PUT /api/spaces/{spaceId}/pets/{petId}/photo', () => {
  it('stores the photo re-encoded as WebP, shows it on the pet and its owner, and replaces it', async () => {
    const petId = await newPet();
    const first = await uploadPhoto(petId, { bytes: await makeImage('png', 1600, 1200), type: 'image/png' });
    expect(first.statusCode, first.body).toBe(200);
    const photoUrl = first.json().data.pet.photoUrl as string;
    expect(photoUrl).toMatch(
      new RegExp(`^/api/spaces/${cast.spaceId}/pets/${petId}/photo\\?v=[0-9a-f]{32}$`),
    );
    const file = await fetchFile(photoUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('private, max-age=3600');
    expect(await isStored(photoUrl)).toBe(true);

    const pet = await send('GET', `/api/spaces/${cast.spaceId}/pets/${petId}`, cast.admin);
    expect(pet.json().data.pet.photoUrl).toBe(photoUrl);
    const owner = await send(
      'GET',
      `/api/spaces/${cast.spaceId}/clients/${pet.json().data.pet.owner.id}`,
      cast.admin,
    );
    expect(owner.json().data.client.pets[0].photoUrl).toBe(photoUrl);
    // Not a gallery item: the public gallery of the space stays empty.
    const gallery = await send('GET', `/api/spaces/${cast.spaceId}/media`, cast.admin);
    expect(gallery.json().data.media).toEqual([]);

    const second = await uploadPhoto(petId, { bytes: await makeImage('jpeg'), type: 'image/jpeg' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.pet.photoUrl).not.toBe(photoUrl);
    expect(await isStored(photoUrl)).toBe(false);
  });

  it('is never served without a member token, nor by its storage key', async () => {
    const petId = await newPet();
    const uploaded = await uploadPhoto(petId, { bytes: await makeImage('png', 80, 80), type: 'image/png' });
    const photoUrl = uploaded.json().data.pet.photoUrl as string;
    expect((await context.app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(401);
    const outsider = await context.app.inject({
      method: 'GET',
      url: photoUrl,
      headers: bearer(cast.outsider.token),
    });
    expect(outsider.statusCode).toBe(404);
    // Before: anyone with the key (a former member, a log, a cache) loaded it from /api/files.
    const byKey = await context.app.inject({ method: 'GET', url: `/api/files/${keyOf(photoUrl)}` });
    expect(byKey.statusCode).toBe(404);
    expect((await fetchFile(photoUrl)).statusCode).toBe(200);
  });

  it('refuses what is not an image by its bytes (415), a missing field (400) and a file past the quota (413)', async () => {
    const petId = await newPet();
    const svg = await uploadPhoto(petId, {
      bytes: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      type: 'image/png',
    });
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe('Solo se permiten archivos JPEG, PNG, GIF o WebP');
    const wrongField = await uploadPhoto(petId, {
      bytes: await makeImage('png'),
      type: 'image/png',
      field: 'foto',
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({
      code: 'PET_PHOTO_MISSING',
      message: 'Adjunta una imagen en el campo "photo"',
    });
    // Random pixels do not compress: the WebP stays large and the small quota is passed.
    const noise = await import('sharp').then(({ default: sharp }) =>
      sharp(Buffer.from(Array.from({ length: 900 * 900 * 3 }, () => Math.floor(Math.random() * 256))), {
        raw: { width: 900, height: 900, channels: 3 },
      })
        .png()
        .toBuffer(),
    );
    const overQuota = await uploadPhoto(petId, { bytes: noise, type: 'image/png' });
    expect(overQuota.statusCode, overQuota.body.slice(0, 200)).toBe(413);
    expect(overQuota.json().code).toBe('STORAGE_QUOTA_EXCEEDED');
    const pet = await send('GET', `/api/spaces/${cast.spaceId}/pets/${petId}`, cast.admin);
    expect(pet.json().data.pet.photoUrl).toBeNull();
  });

  it('answers 404 for another space’s pet or an outsider, and 401 without a token', async () => {
    const foreignPet = await newPet(cast.otherSpaceId, cast.outsider);
    const image = { bytes: await makeImage('png', 40, 40), type: 'image/png' };
    expect((await uploadPhoto(foreignPet, image, cast.admin, cast.spaceId)).statusCode).toBe(404);
    const petId = await newPet();
    expect((await uploadPhoto(petId, image, cast.outsider)).statusCode).toBe(404);
    const form = await multipartBody({ field: 'photo', filename: 'foto', ...image });
    const anonymous = await context.app.inject({
      method: 'PUT',
      url: `/api/spaces/${cast.spaceId}/pets/${petId}/photo`,
      headers: form.headers,
      payload: form.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DELETE /api/spaces/{spaceId}/pets/{petId}/photo and deleting the pet', () => {
  it('removes the stored file with the photo, and with the pet', async () => {
    const image = { bytes: await makeImage('webp', 60, 60), type: 'image/webp' };
    const petId = await newPet();
    const uploaded = await uploadPhoto(petId, image);
    const photoUrl = uploaded.json().data.pet.photoUrl as string;
    const removed = await send('DELETE', `/api/spaces/${cast.spaceId}/pets/${petId}/photo`, cast.member);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.pet.photoUrl).toBeNull();
    expect((await fetchFile(photoUrl)).statusCode).toBe(404);
    expect(await isStored(photoUrl)).toBe(false);

    const again = await uploadPhoto(petId, image);
    const secondUrl = again.json().data.pet.photoUrl as string;
    expect((await send('DELETE', `/api/spaces/${cast.spaceId}/pets/${petId}`, cast.admin)).statusCode).toBe(
      200,
    );
    expect(await isStored(secondUrl)).toBe(false);
    const outsider = await send('DELETE', `/api/spaces/${cast.spaceId}/pets/${petId}/photo`, cast.outsider);
    expect(outsider.statusCode).toBe(404);
  });
});
