import { join } from 'node:path';
import { spaces } from '@citavet/db/schema/spaces';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { createSpaceAs, type TestUser } from '../spaces/spaces.test-support';
import { listFiles, type MultipartFile, makeImage, multipartBody } from './logo.test-support';

let context: TestContext;
let ana: TestUser;

beforeAll(async () => {
  context = await createTestContext();
  ana = await registerTestUser(context.app, { name: 'Ana Admin' });
});
afterAll(async () => {
  await context.close();
});

const uploadsDir = () => join(context.dataDir, 'uploads');

async function upload(spaceId: string, file: MultipartFile) {
  const body = await multipartBody(file);
  return context.app.inject({
    method: 'POST',
    url: `/api/spaces/${spaceId}/logo`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(ana.token) },
  });
}

const get = (url: string, token?: string) =>
  context.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });

describe('POST /api/spaces/{spaceId}/logo', () => {
  it('re-encodes a PNG as WebP within 512×512 and serves it with a long cache', async () => {
    const space = await createSpaceAs(context, ana);
    const response = await upload(space.id, {
      bytes: await makeImage('png', 1600, 1200),
      filename: 'logo.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(200);
    const logo = response.json().data.space;
    expect(logo.logoKey).toMatch(new RegExp(`^spaces/${space.id}/logo-[0-9a-f]{32}\\.webp$`));
    expect(logo).toEqual({ id: space.id, logoKey: logo.logoKey, logoUrl: `/api/files/${logo.logoKey}` });

    const file = await get(logo.logoUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(file.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 512, 384]);

    expect((await get(`/api/spaces/${space.id}`, ana.token)).json().data.logoUrl).toBe(logo.logoUrl);
  });

  it.each([
    ['jpeg', 'image/jpeg', 'foto.jpg'],
    ['webp', 'image/webp', 'logo.webp'],
    ['gif', 'image/gif', 'logo.gif'],
  ] as const)('accepts %s', async (format, type, filename) => {
    const space = await createSpaceAs(context, ana);
    const response = await upload(space.id, { bytes: await makeImage(format, 200, 100), filename, type });
    expect(response.statusCode).toBe(200);
    const stored = await get(response.json().data.space.logoUrl);
    const metadata = await sharp(stored.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 200, 100]);
  });

  it('applies the EXIF orientation and strips the metadata', async () => {
    const space = await createSpaceAs(context, ana);
    const photo = await sharp(await makeImage('jpeg', 400, 200))
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Dato privado', Artist: 'Ana' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(space.id, { bytes: photo, filename: 'foto.jpg', type: 'image/jpeg' });
    const stored = await get(response.json().data.space.logoUrl);
    const metadata = await sharp(stored.rawPayload).metadata();
    expect([metadata.width, metadata.height, metadata.exif, metadata.orientation]).toEqual([
      200,
      400,
      undefined,
      undefined,
    ]);
    expect(stored.rawPayload.includes(Buffer.from('Dato privado'))).toBe(false);
  });

  it('replaces the previous logo and removes its file', async () => {
    const space = await createSpaceAs(context, ana);
    const first = (
      await upload(space.id, { bytes: await makeImage('png'), filename: 'a.png', type: 'image/png' })
    ).json().data.space;
    const second = (
      await upload(space.id, { bytes: await makeImage('gif'), filename: 'b.gif', type: 'image/gif' })
    ).json().data.space;
    expect(second.logoKey).not.toBe(first.logoKey);
    expect((await get(first.logoUrl)).statusCode).toBe(404);
    expect(await listFiles(join(uploadsDir(), 'spaces', space.id))).toEqual([
      second.logoKey.split('/').pop(),
    ]);
  });

  it('refuses bad files with the spec messages and leaves nothing behind', async () => {
    const space = await createSpaceAs(context, ana);
    const jpeg = await makeImage('jpeg', 1200, 900);
    const cases: Array<[MultipartFile, number, string]> = [
      [
        { bytes: 'esto no es una imagen', filename: 'falso.png', type: 'image/png' },
        415,
        'Solo se permiten archivos JPEG, PNG, GIF o WebP',
      ],
      [
        {
          bytes:
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
          filename: 'logo.svg',
          type: 'image/svg+xml',
        },
        415,
        'Solo se permiten archivos JPEG, PNG, GIF o WebP',
      ],
      [
        { bytes: await sharp(jpeg).tiff().toBuffer(), filename: 'logo.tiff', type: 'image/tiff' },
        415,
        'Solo se permiten archivos JPEG, PNG, GIF o WebP',
      ],
      [
        { bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)), filename: 'cortado.jpg', type: 'image/jpeg' },
        400,
        'Archivo no válido',
      ],
      [{ bytes: Buffer.alloc(0), filename: 'vacio.png', type: 'image/png' }, 400, 'Archivo no válido'],
      [
        {
          bytes: Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024 + 1 - jpeg.length)]),
          filename: 'grande.jpg',
          type: 'image/jpeg',
        },
        413,
        'El logo debe ser menor a 10MB',
      ],
      [
        { bytes: Buffer.alloc(12 * 1024 * 1024, 1), filename: 'enorme.png', type: 'image/png' },
        413,
        'El logo debe ser menor a 10MB',
      ],
      [
        { field: 'imagen', bytes: await makeImage('png'), filename: 'logo.png', type: 'image/png' },
        400,
        'Adjunta una imagen en el campo "logo"',
      ],
    ];
    for (const [file, status, message] of cases) {
      const response = await upload(space.id, file);
      expect({ file: file.filename, status: response.statusCode, message: response.json().message }).toEqual({
        file: file.filename,
        status,
        message,
      });
    }
    const json = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${space.id}/logo`,
      headers: bearer(ana.token),
      payload: { logo: 'data:image/png;base64,AAAA' },
    });
    expect([json.statusCode, json.json().message]).toEqual([400, 'Adjunta una imagen en el campo "logo"']);

    expect(await listFiles(uploadsDir())).not.toContainEqual(expect.stringContaining(space.id));
    const [row] = await context.database.db.select().from(spaces).where(eq(spaces.id, space.id));
    expect(row?.logoKey).toBeNull();
  });

  it('accepts an image of exactly 10 MB', async () => {
    const space = await createSpaceAs(context, ana);
    const png = await makeImage('png', 300, 300);
    // PNG decoders ignore bytes after the IEND chunk, so this is a valid 10 MB PNG.
    const padded = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 - png.length)]);
    const response = await upload(space.id, { bytes: padded, filename: 'justo.png', type: 'image/png' });
    expect(response.statusCode).toBe(200);
  });
});

describe('logo info, redirect, delete and files', () => {
  it('tells there is no logo with a 404, then describes it', async () => {
    const space = await createSpaceAs(context, ana, { route: 'clinica-con-logo' });
    const none = await get(`/api/spaces/${space.id}/logo/info`, ana.token);
    expect([none.statusCode, none.json().message]).toEqual([404, 'Este espacio no tiene logo']);
    expect((await get(`/api/spaces/${space.id}/logo`)).statusCode).toBe(404);

    const logo = (
      await upload(space.id, { bytes: await makeImage('png'), filename: 'l.png', type: 'image/png' })
    ).json().data.space;
    const info = await get(`/api/spaces/${space.id}/logo/info`, ana.token);
    expect(info.json().data.logo).toEqual({
      url: logo.logoUrl,
      key: logo.logoKey,
      directUrl: `http://citavet.test${logo.logoUrl}`,
    });

    for (const reference of [space.id, 'clinica-con-logo', 'Clinica-Con-Logo']) {
      const redirect = await get(`/api/spaces/${reference}/logo`);
      expect([redirect.statusCode, redirect.headers.location]).toEqual([302, logo.logoUrl]);
    }
  });

  it('deletes the logo and its file', async () => {
    const space = await createSpaceAs(context, ana);
    const logo = (
      await upload(space.id, { bytes: await makeImage('webp'), filename: 'l.webp', type: 'image/webp' })
    ).json().data.space;
    const remove = () =>
      context.app.inject({
        method: 'DELETE',
        url: `/api/spaces/${space.id}/logo`,
        headers: bearer(ana.token),
      });
    const deleted = await remove();
    expect([deleted.statusCode, deleted.json().data.space]).toEqual([
      200,
      { id: space.id, logoUrl: null, logoKey: null },
    ]);
    expect((await get(logo.logoUrl)).statusCode).toBe(404);
    expect((await get(`/api/spaces/${space.id}`, ana.token)).json().data.logoUrl).toBeNull();
    const again = await remove();
    expect([again.statusCode, again.json().message]).toEqual([404, 'Este espacio no tiene logo']);
  });

  it('keeps the logo file of a deleted space for its restore, and stops offering it (decision 067)', async () => {
    const space = await createSpaceAs(context, ana);
    await upload(space.id, { bytes: await makeImage('png'), filename: 'l.png', type: 'image/png' });
    const deleted = await context.app.inject({
      method: 'DELETE',
      url: `/api/spaces/${space.id}`,
      headers: bearer(ana.token),
      payload: { currentPassword: ana.password, confirmName: space.name },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await listFiles(join(uploadsDir(), 'spaces', space.id))).toHaveLength(1);
    expect((await get(`/api/public/space/by-route/${space.route}/logo`)).statusCode).toBe(404);
  });

  it('serves only stored files with a known type', async () => {
    for (const url of [
      '/api/files/spaces/nada/logo-0.webp',
      '/api/files/%2e%2e/%2e%2e/etc/passwd',
      '/api/files/..%2f..%2fetc%2fhosts.png',
      '/api/files/spaces',
      '/api/files/',
    ]) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });
});
