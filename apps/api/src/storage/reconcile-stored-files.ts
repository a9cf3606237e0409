import type { Dirent } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { isUuid } from '@citavet/domain/api/uuid';
import { currentWriter, isAbandoned, parsePartialName, type WriterIdentity } from './partial-files';

/** Every storage key the rows of one space point at (gallery files, thumbnails, logo). */
export type ReferencedKeys = (spaceId: string) => Promise<Iterable<string>>;

export type ReconcileReport = {
  /** Stored files that no row references and that no live upload is about to (storage keys). */
  orphans: string[];
  /** Partial files of uploads whose process is gone (paths under the root). */
  abandoned: string[];
};

export type ReconcileOptions = {
  /** Who is asking: partial files of this process since it started are uploads in flight. */
  writer?: WriterIdentity;
  now?: number;
  /** Checked between spaces, so a shutdown does not wait for a whole large directory. */
  signal?: AbortSignal;
};

/** Every file under `directory`, as '/'-separated paths relative to it; [] when it does not exist. */
async function listFiles(directory: string): Promise<string[]> {
  try {
    const entries = await readdir(directory, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split(sep).join('/'));
  } catch {
    return [];
  }
}

async function listEntries(directory: string) {
  try {
    return await readdir(directory, { withFileTypes: true });
  } catch {
    return [];
  }
}

/**
 * Makes the upload directory agree with the database after a crash. A process killed mid-upload
 * can leave a file stored under its key whose row was never committed, a partial file, or (killed
 * between a commit and the file removal that follows it) the file of a deleted item or of a
 * replaced logo. Under `spaces/<spaceId>/` every stored file that no row of the space references
 * is removed, unless a live process still has it in flight (its partial name is still there), and
 * so are the partial files of dead processes; elsewhere only those partial files are.
 *
 * Safe while other processes upload into the same directory: for each space the stored files are
 * listed first, then the partial names, then the rows are read. A file seen in the first listing
 * had its partial name before; if that name is gone by the second listing, its upload had
 * committed (or given up) by then, so the rows read afterwards include it (or it is garbage).
 */
export async function reconcileStoredFiles(
  root: string,
  referencedKeys: ReferencedKeys,
  options: ReconcileOptions = {},
): Promise<ReconcileReport> {
  const writer = options.writer ?? currentWriter();
  const now = options.now ?? Date.now();
  const report: ReconcileReport = { orphans: [], abandoned: [] };

  const sweepPartial = async (directory: string, name: string, prefix: string) => {
    const partial = parsePartialName(name);
    if (!partial || !isAbandoned(partial, writer, now)) return;
    await rm(join(directory, name), { force: true });
    report.abandoned.push(`${prefix}${name}`);
  };
  /** `entry` of `directory`: the partial files of dead processes in it (or it) go, nothing else. */
  const sweepPartials = async (directory: string, entry: Dirent, prefix: string) => {
    if (!entry.isDirectory()) return sweepPartial(directory, entry.name, prefix);
    const inside = join(directory, entry.name);
    for (const name of await listFiles(inside)) await sweepPartial(inside, name, `${prefix}${entry.name}/`);
  };

  const reconcileSpace = async (spaceId: string) => {
    const directory = join(root, 'spaces', spaceId);
    const keyOf = (name: string) => `spaces/${spaceId}/${name}`;
    const stored = (await listFiles(directory)).filter((name) => !parsePartialName(name));
    const partials = (await listFiles(directory)).flatMap((name) => {
      const partial = parsePartialName(name);
      return partial ? [{ name, partial }] : [];
    });
    const inFlight = new Set(
      partials
        .filter(({ partial }) => !isAbandoned(partial, writer, now))
        .map(({ partial }) => partial.finalName),
    );
    const referenced = new Set(stored.length > 0 ? await referencedKeys(spaceId) : []);
    for (const name of stored) {
      if (referenced.has(keyOf(name)) || inFlight.has(name)) continue;
      await rm(join(directory, name), { force: true });
      report.orphans.push(keyOf(name));
    }
    for (const { name, partial } of partials) {
      if (!isAbandoned(partial, writer, now)) continue;
      await rm(join(directory, name), { force: true });
      report.abandoned.push(keyOf(name));
    }
  };

  for (const entry of await listEntries(root)) {
    options.signal?.throwIfAborted();
    if (entry.name !== 'spaces' || !entry.isDirectory()) {
      await sweepPartials(root, entry, '');
      continue;
    }
    const spaces = join(root, 'spaces');
    for (const space of await listEntries(spaces)) {
      options.signal?.throwIfAborted();
      if (space.isDirectory() && isUuid(space.name)) await reconcileSpace(space.name);
      else await sweepPartials(spaces, space, 'spaces/');
    }
  }
  return report;
}
