import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { link, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listFiles } from '../features/logo/logo.test-support';
import { createLocalDiskStorage } from './local-disk-storage';
import { currentWriter, MAX_UPLOAD_MS, partialNameOf, type WriterIdentity } from './partial-files';
import { reconcileStoredFiles } from './reconcile-stored-files';

let root: string;
let dead: WriterIdentity;
const self = currentWriter();

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'citavet-reconcile-'));
  const child = spawn('true');
  await new Promise((resolve) => child.once('exit', resolve));
  dead = { host: self.host, pid: child.pid ?? 0, startedAt: 0 };
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function write(key: string) {
  await mkdir(dirname(join(root, key)), { recursive: true });
  await writeFile(join(root, key), key);
}

/** What a writer leaves between storing `key` and committing its row: the file and its partial link. */
async function inFlight(key: string, writer: WriterIdentity, writtenAt = Date.now()) {
  await write(key);
  const partial = partialNameOf(key, writer, writtenAt);
  await link(join(root, key), join(root, partial));
  return partial;
}

const references = (keys: string[]) => async () => keys;

describe('reconcileStoredFiles', () => {
  it('removes stored files no row references and keeps the referenced ones', async () => {
    const space = randomUUID();
    const kept = [
      `spaces/${space}/logo-a.webp`,
      `spaces/${space}/media/b.webp`,
      `spaces/${space}/media/b-thumb.webp`,
    ];
    const orphans = [`spaces/${space}/logo-old.webp`, `spaces/${space}/media/deleted.mp4`];
    for (const key of [...kept, ...orphans]) await write(key);
    // A deleted space: its rows are gone, so are its files.
    const gone = randomUUID();
    await write(`spaces/${gone}/media/c.webp`);
    const asked: string[] = [];
    const report = await reconcileStoredFiles(root, async (spaceId) => {
      asked.push(spaceId);
      return spaceId === space ? kept : [];
    });
    expect(report.orphans.toSorted()).toEqual([...orphans, `spaces/${gone}/media/c.webp`].toSorted());
    expect(report.abandoned).toEqual([]);
    expect((await listFiles(root)).toSorted()).toEqual(kept.toSorted());
    expect(asked.toSorted()).toEqual([space, gone].toSorted());
  });

  it('finishes what a dead writer left: its unreferenced file and its partial links go, a committed file stays', async () => {
    const space = randomUUID();
    const neverCommitted = `spaces/${space}/media/a.webp`;
    const committed = `spaces/${space}/media/b.mp4`;
    const beingWritten = `spaces/${space}/media/c.mp4`;
    const partials = [await inFlight(neverCommitted, dead), await inFlight(committed, dead)];
    const halfWritten = partialNameOf(beingWritten, dead);
    await writeFile(join(root, halfWritten), 'a medias');
    const report = await reconcileStoredFiles(root, references([committed]));
    expect(report.orphans).toEqual([neverCommitted]);
    expect(report.abandoned.toSorted()).toEqual([...partials, halfWritten].toSorted());
    expect(await listFiles(root)).toEqual([committed]);
  });

  it('leaves the uploads of live writers alone, here and on other hosts', async () => {
    const space = randomUUID();
    const mine = await inFlight(`spaces/${space}/media/mine.webp`, self);
    const myHalf = partialNameOf(`spaces/${space}/media/half.mp4`, self);
    await writeFile(join(root, myHalf), 'a medias');
    const other = { host: 'another_host', pid: dead.pid, startedAt: 0 };
    const theirs = await inFlight(`spaces/${space}/media/theirs.webp`, other);
    const report = await reconcileStoredFiles(root, references([]));
    expect(report).toEqual({ orphans: [], abandoned: [] });
    expect((await listFiles(root)).toSorted()).toEqual(
      [
        `spaces/${space}/media/mine.webp`,
        mine,
        myHalf,
        `spaces/${space}/media/theirs.webp`,
        theirs,
      ].toSorted(),
    );
  });

  it('gives up on any writer after a day, and on an earlier process that had this pid', async () => {
    const space = randomUUID();
    const other = { host: 'another_host', pid: dead.pid, startedAt: 0 };
    const stale = await inFlight(
      `spaces/${space}/media/stale.webp`,
      other,
      Date.now() - MAX_UPLOAD_MS - 1000,
    );
    const earlier = await inFlight(`spaces/${space}/logo-earlier.webp`, self, self.startedAt - 1000);
    const report = await reconcileStoredFiles(root, references([]));
    expect(report.orphans.toSorted()).toEqual(
      [`spaces/${space}/logo-earlier.webp`, `spaces/${space}/media/stale.webp`].toSorted(),
    );
    expect(report.abandoned.toSorted()).toEqual([earlier, stale].toSorted());
    expect(await listFiles(root)).toEqual([]);
  });

  it('reads the rows only after listing the files: a file that appears meanwhile waits for the next run', async () => {
    const space = randomUUID();
    await write(`spaces/${space}/media/old.webp`);
    const report = await reconcileStoredFiles(root, async () => {
      await write(`spaces/${space}/media/new.webp`);
      return [];
    });
    expect(report.orphans).toEqual([`spaces/${space}/media/old.webp`]);
    expect(await listFiles(root)).toEqual([`spaces/${space}/media/new.webp`]);
  });

  it('outside the spaces only sweeps dead partial files, and copes with no directory at all', async () => {
    const unknown = ['exports/informe.csv', 'spaces/no-es-un-id/a.webp', 'suelto.txt'];
    for (const key of unknown) await write(key);
    const partials = [
      partialNameOf('exports/informe2.csv', dead),
      partialNameOf('spaces/no-es-un-id/b.webp', dead),
      partialNameOf('suelto2.txt', dead),
    ];
    for (const key of partials) await write(key);
    const live = partialNameOf('exports/informe3.csv', self);
    await write(live);
    const report = await reconcileStoredFiles(root, references([]));
    expect(report).toEqual({ orphans: [], abandoned: expect.arrayContaining(partials) });
    expect(report.abandoned).toHaveLength(3);
    expect((await listFiles(root)).toSorted()).toEqual([...unknown, live].toSorted());
    expect(await reconcileStoredFiles(join(root, 'missing'), references([]))).toEqual({
      orphans: [],
      abandoned: [],
    });
  });

  it('agrees with what the storage writes: a put not yet settled is in flight, a settled one is judged by its row', async () => {
    const space = randomUUID();
    const storage = createLocalDiskStorage(root);
    await storage.put(`spaces/${space}/media/pending.webp`, Buffer.from('a'));
    await storage.put(`spaces/${space}/media/settled.webp`, Buffer.from('b'));
    await storage.settle(`spaces/${space}/media/settled.webp`);
    const report = await reconcileStoredFiles(root, references([]));
    expect(report.orphans).toEqual([`spaces/${space}/media/settled.webp`]);
    expect(await storage.exists(`spaces/${space}/media/pending.webp`)).toBe(true);
  });

  it('stops between spaces when asked to', async () => {
    await write(`spaces/${randomUUID()}/a.webp`);
    const stop = new AbortController();
    stop.abort();
    await expect(reconcileStoredFiles(root, references([]), { signal: stop.signal })).rejects.toThrow();
    expect(await listFiles(root)).toHaveLength(1);
  });
});
