import { hostname } from 'node:os';
import { MILLISECONDS_PER_DAY } from '@citavet/domain/time/civil-calendar';
import { isProcessAlive } from '../process-liveness';

/**
 * Every stored file is first written as `<key>.partial-<host>-<pid>-<time>`. That name stays (as a
 * second link to the same bytes) until the database row that references the key is committed, so
 * after a crash the upload directory itself tells which files belonged to uploads that never
 * finished, and which process wrote them.
 */

/** No upload is in flight this long; a partial file this old is abandoned whoever wrote it. */
export const MAX_UPLOAD_MS = MILLISECONDS_PER_DAY;

/** The writing process, as a start-up sees itself when it judges the partial files it finds. */
export type WriterIdentity = { host: string; pid: number; startedAt: number };

export type PartialFile = {
  /** The name of the stored file this one is (or was going to be) linked to. */
  finalName: string;
  /** Undefined for names written before the host was part of them (treated as this host). */
  host: string | undefined;
  pid: number;
  writtenAt: number;
};

// Host names become [a-z0-9_]: a '.' or '-' in the name would make it ambiguous or servable.
const thisHost =
  hostname()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_')
    .slice(0, 63) || 'host';

const PARTIAL_NAME = /^(.+)\.partial-(?:([a-z0-9_]+)-)?(\d+)-(\d+)$/;

export function currentWriter(): WriterIdentity {
  return { host: thisHost, pid: process.pid, startedAt: Math.floor(Date.now() - process.uptime() * 1000) };
}

export function partialNameOf(finalName: string, writer = currentWriter(), now = Date.now()): string {
  return `${finalName}.partial-${writer.host}-${writer.pid}-${Math.floor(now)}`;
}

export function parsePartialName(name: string): PartialFile | null {
  const match = PARTIAL_NAME.exec(name);
  if (!match) return null;
  const [, finalName = '', host, pid, writtenAt] = match;
  return { finalName, host, pid: Number(pid), writtenAt: Number(writtenAt) };
}

/**
 * True when the process that wrote `file` can no longer finish its upload. Processes of another
 * host sharing the directory (NFS) cannot be seen from here, so their files count as in flight
 * until MAX_UPLOAD_MS has passed. A file with this process's pid but older than its start was left
 * by an earlier process that had the same pid (containers restart with the same one).
 */
export function isAbandoned(file: PartialFile, self: WriterIdentity, now = Date.now()): boolean {
  if (now - file.writtenAt > MAX_UPLOAD_MS) return true;
  if ((file.host ?? self.host) !== self.host) return false;
  if (file.pid === self.pid) return file.writtenAt < self.startedAt;
  return !isProcessAlive(file.pid);
}
