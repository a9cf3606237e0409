import { crc32, deflateSync } from 'node:zlib';
import { MEDIA_MESSAGES } from '@citavet/domain/media/media.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { createSpaceAs, type TestUser } from '../spaces/spaces.test-support';
import { leftovers, makeImage, uploadForm } from './media.test-support';
import {
  ebmlBytes,
  type FormFile,
  ftypBox,
  mp4Bytes,
  riffBytes,
  streamedMultipartFile,
} from './media-test-files';

let context: TestContext;
let admin: TestUser;
let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  context = await createTestContext();
  admin = await registerTestUser(context.app, { name: 'Ana Admin' });
  jpeg = await makeImage('jpeg', 640, 480);
  png = await makeImage('png', 64, 64);
});
afterAll(async () => {
  await context.close();
});

const TEN_MB = 10 * 1024 * 1024;
const NOT_MEDIA = [415, MEDIA_MESSAGES.notMedia] as const;
const BAD_IMAGE = [415, MEDIA_MESSAGES.unsupportedImage] as const;
const BAD_VIDEO = [415, MEDIA_MESSAGES.unsupportedVideo] as const;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** A 3 KB PNG that declares 30000×30000 pixels: decoding it would need 900 MB. */
function decompressionBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header[8] = 8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(30_001 * 100))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** MPEG transport stream: a 0x47 sync byte every 188 bytes. */
function transportStream(): Buffer {
  const bytes = Buffer.alloc(188 * 30);
  for (let offset = 0; offset < bytes.length; offset += 188) bytes[offset] = 0x47;
  return bytes;
}

type RefusalCase = [label: string, file: FormFile, expected: readonly [number, string]];

function refusalCases(): RefusalCase[] {
  return [
    [
      'text behind an image extension',
      { bytes: 'esto no es una imagen', filename: 'foto.png', type: 'image/png' },
      NOT_MEDIA,
    ],
    [
      'random bytes named .jpg',
      { bytes: Buffer.from('0123456789abcdef'.repeat(400)), filename: 'x.jpg', type: 'image/jpeg' },
      NOT_MEDIA,
    ],
    [
      'SVG with a script',
      {
        bytes: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
        filename: 'dibujo.svg',
        type: 'image/svg+xml',
      },
      NOT_MEDIA,
    ],
    [
      'HTML page',
      {
        bytes: '<!doctype html><html><script>alert(1)</script></html>',
        filename: 'a.html',
        type: 'text/html',
      },
      NOT_MEDIA,
    ],
    [
      'HTML named .gif',
      { bytes: '<html><body onload="alert(1)"></body></html>', filename: 'a.gif', type: 'image/gif' },
      NOT_MEDIA,
    ],
    [
      'PDF',
      {
        bytes: '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n',
        filename: 'doc.pdf',
        type: 'application/pdf',
      },
      NOT_MEDIA,
    ],
    ['truncated JPEG', { bytes: Buffer.alloc(0), filename: 'cortada.jpg', type: 'image/jpeg' }, BAD_IMAGE],
    [
      'PNG one byte over 10 MB',
      { bytes: Buffer.alloc(0), filename: 'grande.png', type: 'image/png' },
      [413, MEDIA_MESSAGES.imageTooLarge],
    ],
    ['zero bytes', { bytes: Buffer.alloc(0), filename: 'vacio.jpg', type: 'image/jpeg' }, NOT_MEDIA],
    [
      'polyglot: GIF header then HTML/JS',
      {
        bytes: Buffer.from('GIF89a/*<html><script>alert(1)</script></html>*/'),
        filename: 'poli.gif',
        type: 'image/gif',
      },
      BAD_IMAGE,
    ],
    [
      'polyglot: a PDF carrying a JPEG, named .jpg',
      { bytes: Buffer.alloc(0), filename: 'poli.jpg', type: 'image/jpeg' },
      NOT_MEDIA,
    ],
    [
      'FLV video',
      {
        bytes: Buffer.concat([Buffer.from([0x46, 0x4c, 0x56, 0x01, 0x05, 0, 0, 0, 9]), Buffer.alloc(5000)]),
        filename: 'v.flv',
        type: 'video/x-flv',
      },
      BAD_VIDEO,
    ],
    ['MKV video', { bytes: ebmlBytes('matroska'), filename: 'v.mkv', type: 'video/x-matroska' }, BAD_VIDEO],
    ['MPEG transport stream', { bytes: transportStream(), filename: 'v.ts', type: 'video/mp2t' }, BAD_VIDEO],
    ['M4V video', { bytes: mp4Bytes(8192, 'M4V '), filename: 'v.m4v', type: 'video/x-m4v' }, BAD_VIDEO],
    [
      'BMP image',
      { bytes: Buffer.concat([Buffer.from('BM'), Buffer.alloc(5000)]), filename: 'i.bmp', type: 'image/bmp' },
      BAD_IMAGE,
    ],
    ['TIFF image', { bytes: Buffer.alloc(0), filename: 'i.tiff', type: 'image/tiff' }, BAD_IMAGE],
    [
      'HEIC image',
      {
        bytes: Buffer.concat([ftypBox('heic', ['mif1', 'heic']), Buffer.alloc(5000)]),
        filename: 'i.heic',
        type: 'image/heic',
      },
      BAD_IMAGE,
    ],
    [
      'Photoshop image',
      {
        bytes: Buffer.concat([Buffer.from('8BPS'), Buffer.from([0, 1]), Buffer.alloc(5000)]),
        filename: 'i.psd',
        type: 'image/png',
      },
      BAD_IMAGE,
    ],
    [
      'decompression bomb (30000×30000 PNG)',
      { bytes: decompressionBomb(), filename: 'bomba.png', type: 'image/png' },
      BAD_IMAGE,
    ],
    [
      'Windows executable',
      {
        bytes: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(5000)]),
        filename: 'setup.jpg',
        type: 'image/jpeg',
      },
      NOT_MEDIA,
    ],
    [
      'ELF executable',
      {
        bytes: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(5000)]),
        filename: 'a.mp4',
        type: 'video/mp4',
      },
      NOT_MEDIA,
    ],
    [
      'ZIP archive',
      {
        bytes: Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4, 20, 0, 0, 0]), Buffer.alloc(5000)]),
        filename: 'fotos.zip',
        type: 'application/zip',
      },
      NOT_MEDIA,
    ],
    [
      'JSON file',
      {
        bytes: JSON.stringify({ imagen: 'data:image/png;base64,AAAA' }),
        filename: 'datos.json',
        type: 'application/json',
      },
      NOT_MEDIA,
    ],
    ['WAV audio', { bytes: riffBytes('WAVE'), filename: 'sonido.wav', type: 'audio/wav' }, NOT_MEDIA],
  ];
}

async function withGeneratedBytes(cases: RefusalCase[]): Promise<RefusalCase[]> {
  const tiff = await makeImage('tiff', 64, 64);
  const generated: Record<string, Buffer> = {
    'cortada.jpg': jpeg.subarray(0, Math.floor(jpeg.length / 2)),
    // PNG decoders stop at IEND, so padding keeps it a valid PNG: only the size is wrong.
    'grande.png': Buffer.concat([png, Buffer.alloc(TEN_MB + 1 - png.length)]),
    'poli.jpg': Buffer.concat([Buffer.from('%PDF-1.4\n'), jpeg]),
    'i.tiff': tiff,
  };
  return cases.map(([label, file, expected]) => [
    label,
    { ...file, bytes: generated[file.filename] ?? file.bytes },
    expected,
  ]);
}

describe('POST /api/spaces/{spaceId}/media refuses bad files by their bytes', () => {
  it('answers each bad file with the spec message and keeps nothing of it', async () => {
    const cases = await withGeneratedBytes(refusalCases());
    expect(cases.length).toBeGreaterThanOrEqual(20);
    const space = await createSpaceAs(context, admin);
    for (const [label, file, [status, reason]] of cases) {
      const response = await uploadForm(context, admin.token, space.id, [file]);
      const body = response.json();
      expect({ label, status: response.statusCode, message: body.message, rejected: body.rejected }).toEqual({
        label,
        status,
        message: reason,
        rejected: [{ fileName: file.filename, reason }],
      });
      expect({ label, ...(await leftovers(context, space.id)) }).toEqual({ label, files: [], rows: 0 });
    }
  });

  it('lists every refused file and answers with the first reason when none is valid', async () => {
    const space = await createSpaceAs(context, admin);
    const response = await uploadForm(context, admin.token, space.id, [
      { bytes: Buffer.concat([png, Buffer.alloc(TEN_MB + 1 - png.length)]), filename: 'grande.png' },
      { bytes: '<svg/>', filename: 'b.svg' },
      { bytes: ebmlBytes('matroska'), filename: 'c.mkv' },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'FILE_TOO_LARGE',
      message: MEDIA_MESSAGES.imageTooLarge,
      rejected: [
        { fileName: 'grande.png', reason: MEDIA_MESSAGES.imageTooLarge },
        { fileName: 'b.svg', reason: MEDIA_MESSAGES.notMedia },
        { fileName: 'c.mkv', reason: MEDIA_MESSAGES.unsupportedVideo },
      ],
    });
    expect(await leftovers(context, space.id)).toEqual({ files: [], rows: 0 });
  });

  it('refuses a video one byte over 100 MB while it streams and deletes the partial file', async () => {
    const space = await createSpaceAs(context, admin);
    const upload = streamedMultipartFile({
      head: ftypBox(),
      size: 100 * 1024 * 1024 + 1,
      filename: 'largo.mp4',
      type: 'video/mp4',
    });
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${space.id}/media`,
      payload: upload.body,
      headers: { ...upload.headers, ...bearer(admin.token) },
    });
    expect([response.statusCode, response.json().message]).toEqual([413, MEDIA_MESSAGES.videoTooLarge]);
    expect(await leftovers(context, space.id)).toEqual({ files: [], rows: 0 });
  }, 120_000);
});
