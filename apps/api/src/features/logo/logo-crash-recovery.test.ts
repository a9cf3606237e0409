import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { link, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentWriter, partialNameOf } from '../../storage/partial-files';
import { reconcileStoredFiles } from '../../storage/reconcile-stored-files';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { createSpaceAs, type TestUser } from '../spaces/spaces.test-support';
import { findLogoKey } from './logo.repository';
import { listFiles, makeImage, multipartBody } from './logo.test-support';

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

async function uploadLogo(spaceId: string) {
  const body = await multipartBody({
    bytes: await makeImage('png'),
    filename: 'logo.png',
    type: 'image/png',
  });
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/spaces/${spaceId}/logo`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(ana.token) },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.space as { logoKey: string; logoUrl: string };
}

async function deadPid(): Promise<number> {
  const child = spawn('true');
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
}

describe('a process killed while replacing a logo', () => {
  it('leaves files that the next start removes, and the logo the row points at keeps being served', async () => {
    const space = await createSpaceAs(context, ana);
    await uploadLogo(space.id);
    const current = await uploadLogo(space.id);
    // Killed between the commit of a replacement and the removal of the file it replaced.
    const replaced = `spaces/${space.id}/logo-${randomBytes(16).toString('hex')}.webp`;
    await writeFile(join(uploadsDir(), replaced), 'logo anterior');
    // Killed between storing a new logo and committing the row that would point at it.
    const neverCommitted = `spaces/${space.id}/logo-${randomBytes(16).toString('hex')}.webp`;
    await writeFile(join(uploadsDir(), neverCommitted), 'logo nuevo');
    const partial = partialNameOf(neverCommitted, { ...currentWriter(), pid: await deadPid() });
    await link(join(uploadsDir(), neverCommitted), join(uploadsDir(), partial));

    const report = await reconcileStoredFiles(uploadsDir(), async (spaceId) => {
      const key = await findLogoKey(context.database.db, { spaceId });
      return key ? [key] : [];
    });

    expect(report.orphans.toSorted()).toEqual([neverCommitted, replaced].toSorted());
    expect(report.abandoned).toEqual([partial]);
    expect(await listFiles(join(uploadsDir(), 'spaces', space.id))).toEqual([
      current.logoKey.split('/').pop(),
    ]);
    const served = await context.app.inject({ method: 'GET', url: `/api/spaces/${space.id}/logo` });
    expect([served.statusCode, served.headers.location]).toEqual([302, current.logoUrl]);
    expect((await context.app.inject({ method: 'GET', url: current.logoUrl })).statusCode).toBe(200);
  });
});
