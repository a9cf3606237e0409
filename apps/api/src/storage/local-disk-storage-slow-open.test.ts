import * as fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listFiles } from '../features/logo/logo.test-support';
import { createLocalDiskStorage, type WriteStreamFileSystem } from './local-disk-storage';

// A write whose source fails before its file is even open must still leave nothing. Here every file
// opens 50 ms late (as on a busy disk or a loaded machine), so the source's failure always comes
// first: the write must wait for the file to be opened and closed before removing it, or the late
// open creates it after the removal.
const slowOpen = ((...args: Parameters<typeof fs.open>) => {
  setTimeout(() => (fs.open as (...rest: unknown[]) => void)(...args), 50);
}) as typeof fs.open;
// The stream also calls fsync, to flush before it closes (Node's types leave it out).
const slowFileSystem = {
  open: slowOpen,
  write: fs.write,
  writev: fs.writev,
  close: fs.close,
  fsync: fs.fsync,
} as WriteStreamFileSystem;

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'citavet-storage-slow-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('local disk storage on a slow disk', () => {
  it('leaves nothing when the source fails before the file is open', async () => {
    const storage = createLocalDiskStorage(root, { fileSystem: slowFileSystem });
    const failing = new Readable({
      read() {
        this.destroy(new Error('conexión cortada'));
      },
    });
    await expect(storage.put('spaces/s/roto.mp4', failing)).rejects.toThrow('conexión cortada');
    // Past the late open: a file it created after the write gave up would be listed now.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await listFiles(root)).toEqual([]);
  });

  it('still stores a whole file', async () => {
    const storage = createLocalDiskStorage(root, { fileSystem: slowFileSystem });
    expect(await storage.put('spaces/s/a.webp', Buffer.from('imagen'))).toEqual({ size: 6 });
    await storage.settle('spaces/s/a.webp');
    expect(await listFiles(root)).toEqual(['spaces/s/a.webp']);
  });
});
