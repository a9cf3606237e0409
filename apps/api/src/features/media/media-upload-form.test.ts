import { MEDIA_MESSAGES } from '@citavet/domain/media/media.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { createSpaceAs, type TestUser } from '../spaces/spaces.test-support';
import { leftovers, makeImage, uploadForm } from './media.test-support';
import { type FormEntry, mp4Bytes } from './media-test-files';

let context: TestContext;
let admin: TestUser;
let png: Buffer;

beforeAll(async () => {
  context = await createTestContext();
  admin = await registerTestUser(context.app, { name: 'Ana Admin' });
  png = await makeImage('png', 64, 64);
});
afterAll(async () => {
  await context.close();
});

describe('POST /api/spaces/{spaceId}/media refuses a wrong form and keeps nothing', () => {
  it('answers form mistakes with a 4xx after removing the files already stored', async () => {
    const space = await createSpaceAs(context, admin);
    const good = { bytes: png, filename: 'bien.png' };
    const cases: Array<[string, FormEntry[], number, string]> = [
      ['no files at all', [{ field: 'descriptions[]', value: 'sola' }], 400, MEDIA_MESSAGES.missingFiles],
      ['a file in another field', [{ ...good, field: 'imagen' }], 400, MEDIA_MESSAGES.unknownField],
      ['an unknown text field', [good, { field: 'titulo', value: 'x' }], 400, MEDIA_MESSAGES.unknownField],
      [
        'more descriptions than files',
        [good, { field: 'descriptions[]', value: 'uno' }, { field: 'descriptions[]', value: 'dos' }],
        400,
        MEDIA_MESSAGES.tooManyDescriptions,
      ],
      [
        'a description of 501 characters',
        [good, { field: 'descriptions[]', value: 'a'.repeat(501) }],
        400,
        MEDIA_MESSAGES.descriptionTooLong,
      ],
      [
        'a description over the parser field size',
        [good, { field: 'descriptions[]', value: 'ñ'.repeat(5000) }],
        400,
        MEDIA_MESSAGES.descriptionTooLong,
      ],
      [
        '21 files',
        Array.from({ length: 21 }, (_, index) => ({ bytes: mp4Bytes(2048), filename: `v${index}.mp4` })),
        413,
        MEDIA_MESSAGES.tooManyFiles,
      ],
    ];
    for (const [label, entries, status, message] of cases) {
      const response = await uploadForm(context, admin.token, space.id, entries);
      expect({ label, status: response.statusCode, message: response.json().message }).toEqual({
        label,
        status,
        message,
      });
      expect({ label, ...(await leftovers(context, space.id)) }).toEqual({ label, files: [], rows: 0 });
    }
  });

  it('accepts 20 files and a description of exactly 500 characters', async () => {
    const space = await createSpaceAs(context, admin);
    const entries: FormEntry[] = Array.from({ length: 20 }, (_, index) => ({
      bytes: mp4Bytes(2048),
      filename: `v${index}.mp4`,
    }));
    entries.push({ field: 'descriptions[]', value: 'é'.repeat(500) });
    const response = await uploadForm(context, admin.token, space.id, entries);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.media[0].description).toBe('é'.repeat(500));
    expect(response.json().data.pagination.total).toBe(20);
  });

  it('refuses a body that is not a multipart form', async () => {
    const space = await createSpaceAs(context, admin);
    const asJson = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${space.id}/media`,
      headers: bearer(admin.token),
      payload: { media: ['data:image/png;base64,AAAA'] },
    });
    expect([asJson.statusCode, asJson.json().message]).toEqual([400, MEDIA_MESSAGES.missingFiles]);
    const asText = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${space.id}/media`,
      headers: { ...bearer(admin.token), 'content-type': 'text/plain' },
      payload: 'hola',
    });
    expect(asText.statusCode).toBe(415);
  });

  it('answers a broken multipart body with a 400 and keeps nothing', async () => {
    const space = await createSpaceAs(context, admin);
    const boundary = '----citavetroto';
    const truncated = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="media[]"; filename="v.mp4"\r\n` +
          'Content-Type: video/mp4\r\n\r\n',
      ),
      mp4Bytes(50_000),
    ]);
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${space.id}/media`,
      headers: { ...bearer(admin.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: truncated,
    });
    expect([response.statusCode, response.json().message]).toEqual([400, MEDIA_MESSAGES.invalidForm]);
    expect(await leftovers(context, space.id)).toEqual({ files: [], rows: 0 });
  });

  it('refuses a malformed space id with a 400 and an unknown space with a 404', async () => {
    const malformed = await uploadForm(context, admin.token, 'no-es-un-id', [
      { bytes: png, filename: 'a.png' },
    ]);
    expect(malformed.statusCode).toBe(400);
    const unknown = await uploadForm(context, admin.token, '00000000-0000-4000-8000-000000000000', [
      { bytes: png, filename: 'a.png' },
    ]);
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps a clean name for the file: no path, no control characters', async () => {
    const space = await createSpaceAs(context, admin);
    const response = await uploadForm(context, admin.token, space.id, [
      { bytes: png, filename: '../../etc/\u0007foto final.png' },
    ]);
    expect(response.json().data.media[0].originalName).toBe('foto final.png');
  });
});
