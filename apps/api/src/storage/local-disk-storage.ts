import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage } from './storage';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function createLocalDiskStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const full = resolve(join(base, key));
    if (!SAFE_KEY.test(key) || key.includes('..') || !full.startsWith(base + sep)) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    return full;
  };
  return {
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // Write to a temporary name first so a crash never leaves a half file under the real key.
      const temporary = `${target}.partial-${process.pid}-${Date.now()}`;
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, createWriteStream(temporary));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { size: (await stat(target)).size };
    },
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
    },
    publicUrl(key) {
      return `/api/files/${key}`;
    },
  };
}
