import { createReadStream, createWriteStream } from 'node:fs';
import { access, link, mkdir, open, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { storedFileUrl } from '@citavet/domain/media/stored-file-url';
import { partialNameOf } from './partial-files';
import type { Storage } from './storage';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

// Directories that cannot be opened or synced on some platforms and file systems (Windows, some
// network mounts): there the rename's durability is the file system's business.
const UNSYNCABLE_DIRECTORY = new Set(['EISDIR', 'EINVAL', 'EPERM', 'ENOTSUP', 'EBADF']);

async function syncDirectory(directory: string) {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(directory, 'r');
    await handle.sync();
  } catch (error) {
    if (!UNSYNCABLE_DIRECTORY.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    await handle?.close();
  }
}

/**
 * The file system calls behind a stored file's write stream: Node's own unless a test slows them
 * down (local-disk-storage-slow-open.test.ts opens every file late).
 */
export type WriteStreamFileSystem = NonNullable<
  Exclude<Parameters<typeof createWriteStream>[1], string>
>['fs'];

export function createLocalDiskStorage(
  root: string,
  options: { fileSystem?: WriteStreamFileSystem } = {},
): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const full = resolve(join(base, key));
    if (!SAFE_KEY.test(key) || key.includes('..') || !full.startsWith(base + sep)) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    return full;
  };
  /** The partial name of each file this process stored and whose row is not committed yet. */
  const inFlight = new Map<string, string>();
  const settle = async (key: string) => {
    const partial = inFlight.get(key);
    if (!partial) return;
    inFlight.delete(key);
    await rm(partial, { force: true });
  };
  return {
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // Written under a partial name first, so a crash never leaves a half file under the real key;
      // then linked to the key and the partial name kept until the row is committed (see
      // partial-files.ts). Both are on disk before the row can be, so no row outlives its file.
      const partial = partialNameOf(target);
      let isLinked = false;
      const sink = createWriteStream(partial, { flush: true, fs: options.fileSystem });
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, sink);
        await link(partial, target);
        isLinked = true;
        await syncDirectory(dirname(target));
      } catch (error) {
        // A source that fails at once can reject the pipeline while the file is still being opened:
        // the open then creates it after the removal below. The stream closes only once it is open.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        if (isLinked) await rm(target, { force: true });
        await rm(partial, { force: true });
        throw error;
      }
      inFlight.set(key, partial);
      return { size: (await stat(target)).size };
    },
    settle,
    async read(key, range) {
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async exists(key) {
      try {
        await access(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
    async size(key) {
      try {
        const found = await stat(pathOf(key));
        return found.isFile() ? found.size : null;
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
      await settle(key);
    },
    publicUrl(key) {
      return storedFileUrl(key);
    },
  };
}
