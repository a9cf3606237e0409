import { MEDIA_MESSAGES, type Media } from '@citavet/domain/media/media.schema';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { createSpaceAs, type TestUser } from '../spaces/spaces.test-support';
import { type ImageFormat, leftovers, makeImage, uploadForm } from './media.test-support';
import { ebmlBytes, mp4Bytes, riffBytes } from './media-test-files';

let context: TestContext;
let admin: TestUser;

beforeAll(async () => {
  context = await createTestContext();
  admin = await registerTestUser(context.app, { name: 'Ana Admin' });
});
afterAll(async () => {
  await context.close();
});

const fetchFile = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url, headers });

describe('POST /api/spaces/{spaceId}/media stores good files', () => {
  it('re-encodes png, jpeg, webp, gif and avif images as WebP of at most 2560 px with a thumbnail', async () => {
    const space = await createSpaceAs(context, admin);
    const formats: ImageFormat[] = ['png', 'jpeg', 'webp', 'gif', 'avif'];
    // One large image shows the cap; the others stay small to keep the test quick.
    const files = await Promise.all(
      formats.map(async (format) => ({
        bytes: format === 'png' ? await makeImage(format, 3000, 1500) : await makeImage(format, 1000, 500),
        filename: `foto.${format}`,
      })),
    );
    const response = await uploadForm(context, admin.token, space.id, files);
    expect(response.statusCode).toBe(201);
    const { media, pagination, rejected } = response.json().data as {
      media: Media[];
      pagination: { total: number };
      rejected: unknown[];
    };
    expect([response.json().message, pagination.total, rejected]).toEqual([MEDIA_MESSAGES.uploaded, 5, []]);
    expect(media.map((item) => [item.originalName, item.displayOrder, item.order])).toEqual(
      formats.map((format, index) => [`foto.${format}`, index, index]),
    );
    for (const item of media) {
      expect(item).toMatchObject({
        type: 'IMAGE',
        mediaType: 'IMAGE',
        mimeType: 'image/webp',
        width: item.originalName === 'foto.png' ? 2560 : 1000,
        height: item.originalName === 'foto.png' ? 1280 : 500,
      });
      expect(item.duration).toBeNull();
      const stored = await fetchFile(item.url);
      expect([stored.statusCode, stored.headers['content-type'], stored.rawPayload.length]).toEqual([
        200,
        'image/webp',
        item.fileSize,
      ]);
      const thumbnail = await fetchFile(item.thumbnailUrl ?? '');
      const size = await sharp(thumbnail.rawPayload).metadata();
      expect([thumbnail.headers['content-type'], size.format, size.width, size.height]).toEqual([
        'image/webp',
        'webp',
        480,
        240,
      ]);
    }
  });

  it('strips EXIF metadata and applies the EXIF orientation', async () => {
    const space = await createSpaceAs(context, admin);
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#0f766e' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Clínica secreta', Make: 'Cámara', ImageDescription: 'GPS 40.4,-3.7' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const original = await sharp(photo).metadata();
    expect([original.orientation, (original.exif?.length ?? 0) > 0]).toEqual([6, true]);

    const response = await uploadForm(context, admin.token, space.id, [
      { bytes: photo, filename: 'exif.jpg' },
    ]);
    const [item] = response.json().data.media as Media[];
    const stored = (await fetchFile(item?.url ?? '')).rawPayload;
    const metadata = await sharp(stored).metadata();
    expect([metadata.exif, metadata.orientation, metadata.icc, metadata.xmp]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(stored.includes(Buffer.from('secreta'))).toBe(false);
    // Orientation 6 is a quarter turn: the stored image stands upright.
    expect([item?.width, item?.height, metadata.width, metadata.height]).toEqual([200, 400, 200, 400]);
  });

  it('keeps the frames of an animated GIF and drops what follows a valid image', async () => {
    const space = await createSpaceAs(context, admin);
    const frame = (colour: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#ff0000'), await frame('#00ff00'), await frame('#0000ff')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    const withScript = Buffer.concat([
      await makeImage('png', 20, 20),
      Buffer.from('<script>alert(1)</script>'),
    ]);
    const response = await uploadForm(context, admin.token, space.id, [
      { bytes: animated, filename: 'anim.gif' },
      { bytes: withScript, filename: 'cola.png' },
    ]);
    const [gif, png] = response.json().data.media as Media[];
    const stored = await sharp((await fetchFile(gif?.url ?? '')).rawPayload, { animated: true }).metadata();
    expect([stored.pages, gif?.width, gif?.height]).toEqual([3, 40, 30]);
    expect((await fetchFile(png?.url ?? '')).rawPayload.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('streams mp4, webm, mov, avi and mpeg videos as they are, judged by their bytes', async () => {
    const space = await createSpaceAs(context, admin);
    const mpeg = Buffer.concat([Buffer.from([0, 0, 1, 0xba, 0x44, 0, 4, 0, 4, 1]), Buffer.alloc(20_000)]);
    // A minimal ISO-BMFF `ftyp` box is all file-type needs to call a file MP4 or QuickTime.
    const videos = [
      { bytes: mp4Bytes(300_000), filename: 'paseo.mp4', mime: 'video/mp4', extension: 'mp4' },
      { bytes: ebmlBytes('webm', 20_000), filename: 'paseo.webm', mime: 'video/webm', extension: 'webm' },
      { bytes: mp4Bytes(20_000, 'qt  '), filename: 'paseo.mov', mime: 'video/quicktime', extension: 'mov' },
      { bytes: riffBytes('AVI ', 20_000), filename: 'paseo.avi', mime: 'video/x-msvideo', extension: 'avi' },
      { bytes: mpeg, filename: 'paseo.mpg', mime: 'video/mpeg', extension: 'mpeg' },
    ];
    const response = await uploadForm(context, admin.token, space.id, videos);
    expect(response.statusCode).toBe(201);
    const media = response.json().data.media as Media[];
    for (const [index, video] of videos.entries()) {
      const item = media[index];
      expect(item).toMatchObject({
        type: 'VIDEO',
        mimeType: video.mime,
        thumbnailUrl: null,
        width: null,
        height: null,
        duration: null,
        fileSize: video.bytes.length,
        originalName: video.filename,
      });
      expect(item?.url.endsWith(`.${video.extension}`)).toBe(true);
      const served = await fetchFile(item?.url ?? '');
      expect([served.headers['content-type'], served.headers['accept-ranges']]).toEqual([
        video.mime,
        'bytes',
      ]);
      expect(served.rawPayload.equals(video.bytes)).toBe(true);
    }
  });

  it('trusts bytes over names: an image named .mp4 is an IMAGE, a video named .jpg is a VIDEO', async () => {
    const space = await createSpaceAs(context, admin);
    const response = await uploadForm(context, admin.token, space.id, [
      { bytes: await makeImage('png'), filename: 'no-soy-video.mp4', type: 'video/mp4' },
      { bytes: mp4Bytes(), filename: 'no-soy-foto.jpg', type: 'image/jpeg' },
    ]);
    const media = response.json().data.media as Media[];
    expect(media.map((item) => [item.originalName, item.mediaType, item.mimeType])).toEqual([
      ['no-soy-video.mp4', 'IMAGE', 'image/webp'],
      ['no-soy-foto.jpg', 'VIDEO', 'video/mp4'],
    ]);
  });

  it('accepts an image of exactly 10 MB', async () => {
    const space = await createSpaceAs(context, admin);
    const png = await makeImage('png', 300, 300);
    const padded = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 - png.length)]);
    const response = await uploadForm(context, admin.token, space.id, [
      { bytes: padded, filename: 'justo.png' },
    ]);
    expect(response.statusCode).toBe(201);
  });

  it('stores the valid files of a mixed batch, lists the others and matches descriptions by position', async () => {
    const space = await createSpaceAs(context, admin);
    const first = await uploadForm(context, admin.token, space.id, [
      { bytes: await makeImage('png'), filename: 'a.png' },
    ]);
    expect(first.json().data.pagination.total).toBe(1);

    const response = await uploadForm(context, admin.token, space.id, [
      { bytes: await makeImage('jpeg'), filename: 'perro.jpg' },
      { field: 'descriptions[]', value: '  Max en la consulta  ' },
      { bytes: '<svg onload="alert(1)"/>', filename: 'malo.svg' },
      { field: 'descriptions[]', value: 'descripción del archivo malo' },
      { bytes: mp4Bytes(), filename: 'gato.mp4' },
      { field: 'descriptions[]', value: '' },
      { bytes: await makeImage('webp'), filename: 'sin-descripcion.webp' },
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(MEDIA_MESSAGES.someInvalid);
    expect(body.data.rejected).toEqual([{ fileName: 'malo.svg', reason: MEDIA_MESSAGES.notMedia }]);
    expect(body.data.pagination).toEqual({ total: 4 });
    expect(
      (body.data.media as Media[]).map((item) => [item.originalName, item.description, item.displayOrder]),
    ).toEqual([
      ['perro.jpg', 'Max en la consulta', 1],
      ['gato.mp4', null, 2],
      ['sin-descripcion.webp', null, 3],
    ]);
    const { files, rows } = await leftovers(context, space.id);
    // Three images (file + thumbnail each) and one video.
    expect([files.length, rows]).toEqual([7, 4]);
  });
});
