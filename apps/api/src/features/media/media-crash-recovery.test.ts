import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { link, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { media } from '@citavet/db/schema/media';
import type { Media } from '@citavet/domain/media/media.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentWriter, partialNameOf } from '../../storage/partial-files';
import { reconcileStoredFiles } from '../../storage/reconcile-stored-files';
import { createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { createSpaceAs, type TestUser } from '../spaces/spaces.test-support';
import { listMediaFileKeys } from './media.repository';
import { leftovers, makeImage, uploadForm } from './media.test-support';
import { mp4Bytes } from './media-test-files';

let context: TestContext;
let admin: TestUser;

beforeAll(async () => {
  context = await createTestContext();
  admin = await registerTestUser(context.app, { name: 'Ana Admin' });
});
afterAll(async () => {
  await context.close();
});

const uploadsDir = () => join(context.dataDir, 'uploads');
const keyOf = (url: string) => url.replace('/api/files/', '');
const reconcile = () =>
  reconcileStoredFiles(uploadsDir(), (spaceId) => listMediaFileKeys(context.database.db, spaceId));

async function deadPid(): Promise<number> {
  const child = spawn('true');
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
}

describe('a process killed in the middle of gallery uploads and deletions', () => {
  it('leaves files that the next start removes, and every upload answered 201 stays served', async () => {
    const space = await createSpaceAs(context, admin);
    const video = mp4Bytes(100_000);
    const uploaded = await uploadForm(context, admin.token, space.id, [
      { bytes: await makeImage('png'), filename: 'perro.png' },
      { bytes: video, filename: 'paseo.mp4' },
    ]);
    expect(uploaded.statusCode).toBe(201);
    const kept = uploaded.json().data.media as Media[];
    const doomed = (
      await uploadForm(context, admin.token, space.id, [
        { bytes: await makeImage('jpeg'), filename: 'gato.jpg' },
      ])
    ).json().data.media as Media[];
    // Killed between a deletion's commit and the removal of its files.
    await context.database.db.delete(media).where(eq(media.id, doomed[0]?.id ?? ''));
    // Killed between storing a file and committing the row that would point at it.
    const neverCommitted = `spaces/${space.id}/media/${randomBytes(16).toString('hex')}.webp`;
    await writeFile(join(uploadsDir(), neverCommitted), 'imagen sin fila');
    const partial = partialNameOf(neverCommitted, { ...currentWriter(), pid: await deadPid() });
    await link(join(uploadsDir(), neverCommitted), join(uploadsDir(), partial));

    const report = await reconcile();

    const doomedKeys = doomed.flatMap((item) => [keyOf(item.url), keyOf(item.thumbnailUrl ?? '')]);
    expect(report.orphans.toSorted()).toEqual([neverCommitted, ...doomedKeys].toSorted());
    expect(report.abandoned).toEqual([partial]);
    expect(await leftovers(context, space.id)).toEqual({ files: expect.any(Array), rows: 2 });
    expect((await leftovers(context, space.id)).files).toHaveLength(3);
    for (const item of kept) {
      const file = await context.app.inject({ method: 'GET', url: item.url });
      expect([file.statusCode, file.rawPayload.length]).toEqual([200, item.fileSize]);
    }
  });

  it('never removes the files of an upload this process still has in flight', async () => {
    const space = await createSpaceAs(context, admin);
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (context.app.server.address() as AddressInfo).port;
    // An image sent whole, then a video that never finishes: the image waits in storage for its row.
    const boundary = `----citavet${randomBytes(8).toString('hex')}`;
    const head = (name: string, type: string) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="media[]"; filename="${name}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      );
    const sent = Buffer.concat([
      head('antes.png', 'image/png'),
      await makeImage('png'),
      Buffer.from('\r\n'),
      head('largo.mp4', 'video/mp4'),
      mp4Bytes(256 * 1024),
    ]);
    const outgoing = request(`http://127.0.0.1:${port}/api/spaces/${space.id}/media`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${admin.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(sent.length + 10 * 1024 * 1024),
      },
    });
    outgoing.on('error', () => {});
    outgoing.write(sent);
    let files = (await leftovers(context, space.id)).files;
    for (
      let attempt = 0;
      attempt < 100 && files.filter((name) => name.endsWith('.webp')).length < 2;
      attempt += 1
    ) {
      await sleep(50);
      files = (await leftovers(context, space.id)).files;
    }
    const stored = files.filter((name) => name.endsWith('.webp'));
    expect(stored).toHaveLength(2);

    const report = await reconcile();

    expect(report).toEqual({ orphans: [], abandoned: [] });
    expect((await leftovers(context, space.id)).files).toEqual(expect.arrayContaining(stored));
    // The client gives up: the request itself removes what it stored.
    outgoing.destroy();
    let left = await leftovers(context, space.id);
    for (let attempt = 0; attempt < 100 && left.files.length > 0; attempt += 1) {
      await sleep(50);
      left = await leftovers(context, space.id);
    }
    expect(left).toEqual({ files: [], rows: 0 });
  });
});
