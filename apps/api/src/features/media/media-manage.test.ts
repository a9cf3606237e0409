import { join } from 'node:path';
import { MEDIA_MESSAGES, type Media } from '@citavet/domain/media/media.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../app-dependencies';
import { createLocalDiskStorage } from '../../storage/local-disk-storage';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { purgeDeletedSpaces } from '../spaces/purge-deleted-spaces';
import { createSpaceAs, type TestUser } from '../spaces/spaces.test-support';
import { leftovers, makeImage, uploadForm } from './media.test-support';
import { mp4Bytes } from './media-test-files';

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

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function call(method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return context.app.inject({
    method,
    url,
    headers: bearer(admin.token),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A space with images a, b, c and videos d, e (in that order). */
async function gallery() {
  const space = await createSpaceAs(context, admin);
  const response = await uploadForm(context, admin.token, space.id, [
    { bytes: png, filename: 'a.png' },
    { bytes: png, filename: 'b.png' },
    { bytes: png, filename: 'c.png' },
    { bytes: mp4Bytes(), filename: 'd.mp4' },
    { bytes: mp4Bytes(), filename: 'e.mp4' },
  ]);
  const media = response.json().data.media as Media[];
  const idOf = (name: string) => media.find((item) => item.originalName === name)?.id ?? '';
  return { space, media, idOf, base: `/api/spaces/${space.id}/media` };
}

const names = (media: Media[]) => media.map((item) => item.originalName);
const orders = (media: Media[]) => media.map((item) => [item.originalName, item.displayOrder]);

describe('GET /api/spaces/{spaceId}/media', () => {
  it('lists in display order with pagination and a type filter', async () => {
    const { base } = await gallery();
    const all = (await call('GET', base)).json().data;
    expect([names(all.media), all.pagination]).toEqual([
      ['a.png', 'b.png', 'c.png', 'd.mp4', 'e.mp4'],
      { total: 5, limit: 50, offset: 0 },
    ]);
    const page = (await call('GET', `${base}?limit=2&offset=1`)).json().data;
    expect([names(page.media), page.pagination]).toEqual([
      ['b.png', 'c.png'],
      { total: 5, limit: 2, offset: 1 },
    ]);
    const videos = (await call('GET', `${base}?mediaType=VIDEO`)).json().data;
    expect([names(videos.media), videos.pagination.total]).toEqual([['d.mp4', 'e.mp4'], 2]);
    const images = (await call('GET', `${base}?mediaType=image&limit=20`)).json().data;
    expect([images.media.length, images.pagination]).toEqual([3, { total: 3, limit: 20, offset: 0 }]);
    expect((await call('GET', `${base}?mediaType=`)).json().data.pagination.total).toBe(5);
  });

  it('refuses bad query values with a 400', async () => {
    const { base } = await gallery();
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'mediaType=AUDIO', 'orden=1']) {
      const response = await call('GET', `${base}?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
  });
});

describe('GET and PUT /api/spaces/{spaceId}/media/{mediaId}', () => {
  it('reads one item and rewrites or clears its description', async () => {
    const { idOf, base } = await gallery();
    const one = await call('GET', `${base}/${idOf('b.png')}`);
    expect(one.json().data.media).toMatchObject({
      originalName: 'b.png',
      displayOrder: 1,
      description: null,
    });

    const updated = await call('PUT', `${base}/${idOf('b.png')}`, { description: '  Sala de espera  ' });
    expect([updated.json().message, updated.json().data.media.description]).toEqual([
      MEDIA_MESSAGES.updated,
      'Sala de espera',
    ]);
    const cleared = await call('PUT', `${base}/${idOf('b.png')}`, { description: '' });
    expect(cleared.json().data.media.description).toBeNull();
    expect((await call('PUT', `${base}/${idOf('b.png')}`, { description: null })).statusCode).toBe(200);
  });

  it('answers 400 for bad input and 404 for an item that is not here', async () => {
    const { idOf, base } = await gallery();
    const other = await gallery();
    const cases: Array<[string, 'GET' | 'PUT', string, object | undefined, number, string?]> = [
      ['too long', 'PUT', idOf('a.png'), { description: 'x'.repeat(501) }, 400],
      ['unknown field', 'PUT', idOf('a.png'), { description: 'x', displayOrder: 3 }, 400],
      ['no description', 'PUT', idOf('a.png'), {}, 400],
      ['malformed id', 'GET', 'no-es-un-id', undefined, 400],
      ['unknown id', 'GET', UNKNOWN_ID, undefined, 404, MEDIA_MESSAGES.notFound],
      ['another space', 'GET', other.idOf('a.png'), undefined, 404, MEDIA_MESSAGES.notFound],
      ['another space', 'PUT', other.idOf('a.png'), { description: 'mío' }, 404, MEDIA_MESSAGES.notFound],
    ];
    for (const [label, method, id, payload, status, message] of cases) {
      const response = await call(method, `${base}/${id}`, payload);
      expect({ label, status: response.statusCode }).toEqual({ label, status });
      if (message) expect(response.json().message).toBe(message);
    }
    expect(
      (await call('GET', `${other.base}/${other.idOf('a.png')}`)).json().data.media.description,
    ).toBeNull();
  });
});

describe('PUT /api/spaces/{spaceId}/media/reorder', () => {
  it('puts the whole gallery in the given order, 0..n-1', async () => {
    const { idOf, base } = await gallery();
    const order = ['e.mp4', 'c.png', 'a.png', 'd.mp4', 'b.png'];
    const response = await call('PUT', `${base}/reorder`, { mediaIds: order.map(idOf) });
    expect([response.statusCode, response.json().message]).toEqual([200, MEDIA_MESSAGES.reordered]);
    expect(orders(response.json().data.media)).toEqual(order.map((name, index) => [name, index]));
    expect(names((await call('GET', base)).json().data.media)).toEqual(order);
    const images = (await call('GET', `${base}?mediaType=IMAGE`)).json().data.media as Media[];
    expect(orders(images)).toEqual([
      ['c.png', 1],
      ['a.png', 2],
      ['b.png', 4],
    ]);
  });

  it('refuses anything but a permutation and changes nothing', async () => {
    const { idOf, base } = await gallery();
    const other = await gallery();
    const ids = ['a.png', 'b.png', 'c.png', 'd.mp4', 'e.mp4'].map(idOf);
    const cases: Array<[string, unknown, number, string?]> = [
      ['missing items', { mediaIds: ids.slice(0, 4) }, 409, MEDIA_MESSAGES.reorderIncomplete],
      ['an unknown id', { mediaIds: [...ids.slice(0, 4), UNKNOWN_ID] }, 404, MEDIA_MESSAGES.notFound],
      ['an id of another space', { mediaIds: [...ids.slice(0, 4), other.idOf('a.png')] }, 404],
      ['a repeated id', { mediaIds: [...ids.slice(0, 4), ids[0]] }, 400],
      ['an empty list', { mediaIds: [] }, 400],
      ['a malformed id', { mediaIds: ['uno'] }, 400],
      ['no list', {}, 400],
    ];
    for (const [label, payload, status, message] of cases) {
      const response = await call('PUT', `${base}/reorder`, payload as object);
      expect({ label, status: response.statusCode }).toEqual({ label, status });
      if (message) expect(response.json().message).toBe(message);
    }
    expect(names((await call('GET', base)).json().data.media)).toEqual([
      'a.png',
      'b.png',
      'c.png',
      'd.mp4',
      'e.mp4',
    ]);
  });
});

describe('DELETE /api/spaces/{spaceId}/media[/{mediaId}]', () => {
  it('deletes one item, its files, and closes ranks', async () => {
    const { space, idOf, base } = await gallery();
    const response = await call('DELETE', `${base}/${idOf('b.png')}`);
    expect([response.statusCode, response.json().message, response.json().data]).toEqual([
      200,
      MEDIA_MESSAGES.deleted,
      { deletedIds: [idOf('b.png')], pagination: { total: 4 } },
    ]);
    const rest = (await call('GET', base)).json().data.media as Media[];
    expect(orders(rest)).toEqual([
      ['a.png', 0],
      ['c.png', 1],
      ['d.mp4', 2],
      ['e.mp4', 3],
    ]);
    // Four items left: two images with thumbnails and two videos.
    expect(await leftovers(context, space.id)).toMatchObject({ rows: 4, files: expect.any(Array) });
    expect((await leftovers(context, space.id)).files).toHaveLength(6);
    expect((await call('DELETE', `${base}/${idOf('b.png')}`)).statusCode).toBe(404);
  });

  it('deletes several at once, all or nothing', async () => {
    const { space, idOf, base } = await gallery();
    const other = await gallery();
    const refused: Array<[string, unknown, number]> = [
      ['an unknown id among them', { mediaIds: [idOf('a.png'), UNKNOWN_ID] }, 404],
      ['an id of another space', { mediaIds: [idOf('a.png'), other.idOf('a.png')] }, 404],
      ['a repeated id', { mediaIds: [idOf('a.png'), idOf('a.png')] }, 400],
      ['an empty list', { mediaIds: [] }, 400],
    ];
    for (const [label, payload, status] of refused) {
      const response = await call('DELETE', base, payload as object);
      expect({ label, status: response.statusCode }).toEqual({ label, status });
    }
    expect((await leftovers(context, space.id)).rows).toBe(5);
    expect((await leftovers(context, other.space.id)).rows).toBe(5);

    const response = await call('DELETE', base, { mediaIds: [idOf('a.png'), idOf('d.mp4'), idOf('e.mp4')] });
    expect([response.statusCode, response.json().message, response.json().data.pagination]).toEqual([
      200,
      MEDIA_MESSAGES.deletedMany,
      { total: 2 },
    ]);
    expect(orders((await call('GET', base)).json().data.media)).toEqual([
      ['b.png', 0],
      ['c.png', 1],
    ]);
    expect((await leftovers(context, space.id)).files).toHaveLength(4);
  });

  it('keeps the gallery of a deleted space for its restore; the purge after the retention removes it', async () => {
    const { space } = await gallery();
    const deleted = await context.app.inject({
      method: 'DELETE',
      url: `/api/spaces/${space.id}`,
      headers: bearer(admin.token),
      payload: { currentPassword: admin.password, confirmName: space.name },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await leftovers(context, space.id)).files.length).toBeGreaterThan(0);
    context.clock.advance(31 * 86_400_000);
    await purgeDeletedSpaces({
      database: context.database,
      clock: context.clock,
      storage: createLocalDiskStorage(join(context.dataDir, 'uploads')),
      config: {
        publicUrl: 'http://citavet.test',
        rateLimits: DEFAULT_RATE_LIMITS,
        logLevel: 'silent',
        geocoder: 'off',
      },
    });
    expect(await leftovers(context, space.id)).toEqual({ files: [], rows: 0 });
  });
});
