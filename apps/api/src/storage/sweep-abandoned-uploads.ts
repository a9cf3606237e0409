import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

const PARTIAL_NAME = /\.partial-(\d+)-\d+$/;

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A process killed mid-upload leaves its `.partial-<pid>-<time>` file behind (the real key is only
 * written by a rename). At start-up, remove the partial files of processes that no longer run; a
 * live process's uploads in flight are left alone. Returns the paths removed.
 */
export async function sweepAbandonedUploads(root: string): Promise<string[]> {
  const removed: string[] = [];
  async function walk(directory: string) {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(directory, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        await walk(path);
        continue;
      }
      const match = PARTIAL_NAME.exec(entry.name);
      if (match && !isProcessAlive(Number(match[1]))) {
        await rm(path, { force: true });
        removed.push(path);
      }
    }
  }
  await walk(root);
  return removed;
}
