import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Media } from '@citavet/domain/media/media.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { createSpaceAs } from '../spaces/spaces.test-support';
import { uploadForm } from './media.test-support';
import { mp4Bytes } from './media-test-files';

let context: TestContext;
let video: Buffer;
let url: string;

beforeAll(async () => {
  context = await createTestContext();
  const admin = await registerTestUser(context.app, { name: 'Ana Admin' });
  const space = await createSpaceAs(context, admin);
  video = mp4Bytes(200_000);
  for (let index = 0; index < video.length; index += 1) video[index] ||= index % 251;
  const response = await uploadForm(context, admin.token, space.id, [{ bytes: video, filename: 'v.mp4' }]);
  url = (response.json().data.media as Media[])[0]?.url ?? '';
});
afterAll(async () => {
  await context.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url: path, headers });

describe('GET /api/files/* serves videos the way players need them', () => {
  it('sends the whole file with its type, length and accept-ranges', async () => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(video.length),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    expect(response.rawPayload.equals(video)).toBe(true);
  });

  it('answers a byte range with 206 and Content-Range', async () => {
    const cases: Array<[string, number, number]> = [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-', 1000, video.length - 1],
      ['bytes=-500', video.length - 500, video.length - 1],
      ['bytes=199000-999999', 199_000, video.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await get(url, { range });
      expect({ range, status: response.statusCode, contentRange: response.headers['content-range'] }).toEqual(
        {
          range,
          status: 206,
          contentRange: `bytes ${start}-${end}/${video.length}`,
        },
      );
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.rawPayload.equals(video.subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers 416 with the real size for a range past the end, and ignores ranges it cannot read', async () => {
    const past = await get(url, { range: `bytes=${video.length}-` });
    expect([past.statusCode, past.headers['content-range'], past.json().success]).toEqual([
      416,
      `bytes */${video.length}`,
      false,
    ]);
    const several = await get(url, { range: 'bytes=0-1,5-9' });
    expect([several.statusCode, several.rawPayload.length]).toEqual([200, video.length]);
  });

  it('answers HEAD without a body', async () => {
    const response = await context.app.inject({ method: 'HEAD', url });
    expect([response.statusCode, response.headers['content-length'], response.rawPayload.length]).toEqual([
      200,
      String(video.length),
      0,
    ]);
  });

  it('never serves a temporary .partial file left by a crash mid-upload', async () => {
    const key = url.replace('/api/files/', '');
    await writeFile(join(context.dataDir, 'uploads', `${key}.partial-1-2`), 'a medio escribir');
    expect((await get(`${url}.partial-1-2`)).statusCode).toBe(404);
  });
});
