import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { createSpaceAs, type TestUser } from '../spaces/spaces.test-support';
import { leftovers } from './media.test-support';
import { ftypBox, streamedMultipartFile } from './media-test-files';

let context: TestContext;
let admin: TestUser;
let baseUrl: string;

beforeAll(async () => {
  context = await createTestContext();
  admin = await registerTestUser(context.app, { name: 'Ana Admin' });
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await context.close();
});

async function waitFor<T extends unknown[]>(read: () => Promise<T>): Promise<T> {
  let found = await read();
  for (let attempt = 0; attempt < 50 && found.length === 0; attempt += 1) {
    await sleep(100);
    found = await read();
  }
  return found;
}

/** Waits until the server has cleaned up after the aborted request. */
async function settledLeftovers(spaceId: string) {
  let found = await leftovers(context, spaceId);
  for (let attempt = 0; attempt < 50 && (found.files.length > 0 || found.rows > 0); attempt += 1) {
    await sleep(100);
    found = await leftovers(context, spaceId);
  }
  return found;
}

describe('a client that disconnects in the middle of an upload', () => {
  it('leaves neither a file nor a row behind', async () => {
    const space = await createSpaceAs(context, admin);
    const upload = streamedMultipartFile({
      head: ftypBox(),
      size: 20 * 1024 * 1024,
      filename: 'cortado.mp4',
      type: 'video/mp4',
    });
    const outgoing = request(`${baseUrl}/api/spaces/${space.id}/media`, {
      method: 'POST',
      headers: {
        ...upload.headers,
        'content-length': String(upload.contentLength),
        authorization: `Bearer ${admin.token}`,
      },
    });
    outgoing.on('error', () => {});
    let sent = 0;
    // Send about 5 MB of the 20 MB, wait until the server has started writing, then hang up.
    for await (const chunk of upload.body) {
      if (!outgoing.write(chunk)) await new Promise((resolve) => outgoing.once('drain', resolve));
      sent += (chunk as Buffer).length;
      if (sent > 5 * 1024 * 1024) break;
    }
    const writing = await waitFor(async () => (await leftovers(context, space.id)).files);
    expect(writing).toEqual([expect.stringMatching(/\.mp4\.partial-/)]);
    outgoing.destroy();
    expect(await settledLeftovers(space.id)).toEqual({ files: [], rows: 0 });
  });
});
