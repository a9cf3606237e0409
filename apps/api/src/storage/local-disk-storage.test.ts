import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listFiles } from '../features/logo/logo.test-support';
import { createLocalDiskStorage } from './local-disk-storage';
import { parsePartialName } from './partial-files';
import type { Storage } from './storage';

let root: string;
let storage: Storage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'citavet-storage-'));
  storage = createLocalDiskStorage(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('local disk storage', () => {
  it('serves a stored file at once and keeps it marked as in flight until it is settled', async () => {
    expect(await storage.put('spaces/s/a.webp', Buffer.from('imagen'))).toEqual({ size: 6 });
    const files = await listFiles(root);
    expect(files).toHaveLength(2);
    const partial = files.find((name) => parsePartialName(name));
    expect(parsePartialName(partial ?? '')).toMatchObject({ finalName: 'spaces/s/a.webp', pid: process.pid });
    // The partial name is a second link to the same bytes, not a copy.
    const [whole, marked] = await Promise.all([
      stat(join(root, 'spaces/s/a.webp')),
      stat(join(root, partial ?? '')),
    ]);
    expect([whole.ino, whole.nlink]).toEqual([marked.ino, 2]);
    expect(await readFile(join(root, 'spaces/s/a.webp'), 'utf8')).toBe('imagen');

    await storage.settle('spaces/s/a.webp');
    expect(await listFiles(root)).toEqual(['spaces/s/a.webp']);
    await storage.settle('spaces/s/a.webp');
    expect(await storage.size('spaces/s/a.webp')).toBe(6);
  });

  it('removes a file in flight together with its mark', async () => {
    await storage.put('spaces/s/v.mp4', Readable.from([Buffer.alloc(1000), Buffer.alloc(24)]));
    expect(await storage.size('spaces/s/v.mp4')).toBe(1024);
    await storage.remove('spaces/s/v.mp4');
    expect(await listFiles(root)).toEqual([]);
    expect(await storage.exists('spaces/s/v.mp4')).toBe(false);
  });

  it('leaves nothing when the source fails mid-way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('conexión cortada'));
      },
    });
    await expect(storage.put('spaces/s/roto.mp4', failing)).rejects.toThrow('conexión cortada');
    expect(await listFiles(root)).toEqual([]);
  });

  it('refuses keys that leave the root', async () => {
    await expect(storage.put('../fuera.webp', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    await expect(storage.put('spaces/../../fuera.webp', Buffer.from('x'))).rejects.toThrow(
      'Invalid storage key',
    );
  });
});
