import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listFiles } from '../features/logo/logo.test-support';
import { ftypBox } from '../features/media/media-test-files';
import { createLocalDiskStorage } from '../storage/local-disk-storage';
import type { Storage } from '../storage/storage';
import { receiveUpload, UploadSourceError } from './receive-upload';

let root: string;
let storage: Storage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'citavet-receive-'));
  storage = createLocalDiskStorage(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** `size` bytes in 16 KB chunks, the first ones an MP4 header. */
function mp4Source(size: number, failAfter?: number) {
  const head = ftypBox();
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('conexión cortada'));
        return;
      }
      if (sent >= size) {
        this.push(null);
        return;
      }
      const length = Math.min(16 * 1024, size - sent);
      const chunk =
        sent === 0 ? Buffer.concat([head, Buffer.alloc(length - head.length)]) : Buffer.alloc(length);
      sent += length;
      this.push(chunk);
    },
  });
}

describe('receiveUpload', () => {
  it('streams a file to storage and tells its type and size', async () => {
    const result = await receiveUpload(mp4Source(300_000), storage, () => ({
      action: 'store',
      maxBytes: 300_000,
      storageKey: 'v/a.mp4',
    }));
    expect(result).toEqual({
      outcome: 'stored',
      type: { mime: 'video/mp4', extension: 'mp4' },
      storageKey: 'v/a.mp4',
      size: 300_000,
    });
    // Stored under its key, still marked in flight by its partial name until its row is committed.
    expect(await listFiles(root)).toEqual(['v/a.mp4', expect.stringMatching(/^v\/a\.mp4\.partial-/)]);
    await storage.settle('v/a.mp4');
    expect(await listFiles(root)).toEqual(['v/a.mp4']);
  });

  it('deletes the partial file the moment the limit is crossed, and still reads the source to its end', async () => {
    const source = mp4Source(500_000);
    const result = await receiveUpload(source, storage, () => ({
      action: 'store',
      maxBytes: 100_000,
      storageKey: 'v/b.mp4',
    }));
    expect(result.outcome).toBe('too-large');
    expect([source.readableEnded, await listFiles(root)]).toEqual([true, []]);
  });

  it('buffers within the limit and drops the bytes past it', async () => {
    const within = await receiveUpload(mp4Source(50_000), storage, () => ({
      action: 'buffer',
      maxBytes: 50_000,
    }));
    expect(within.outcome === 'buffered' && within.bytes.length).toBe(50_000);
    const source = mp4Source(50_001);
    const over = await receiveUpload(source, storage, () => ({ action: 'buffer', maxBytes: 50_000 }));
    expect([over.outcome, source.readableEnded]).toEqual(['too-large', true]);
  });

  it('sniffs a file shorter than the sniffing window', async () => {
    const result = await receiveUpload(Readable.from([Buffer.from('hola')]), storage, () => ({
      action: 'discard',
    }));
    expect(result).toEqual({ outcome: 'discarded', type: undefined });
  });

  it('reports a broken upload as such and leaves no partial file', async () => {
    const upload = receiveUpload(mp4Source(500_000, 64 * 1024), storage, () => ({
      action: 'store',
      maxBytes: 1_000_000,
      storageKey: 'v/c.mp4',
    }));
    await expect(upload).rejects.toBeInstanceOf(UploadSourceError);
    expect(await listFiles(root)).toEqual([]);
  });
});
