import type { Readable } from 'node:stream';

/** Where uploaded files live: local disk by default, swappable for object storage. */
export type Storage = {
  /**
   * Stores the file under `key`, readable at once, but marked as an upload in flight until
   * `settle(key)` or `remove(key)`: the start-up reconciliation removes a marked file whose writer
   * died and that no row references.
   */
  put(key: string, body: Readable | Buffer): Promise<{ size: number }>;
  /** The row that references `key` is committed: the file is no longer an upload in flight. */
  settle(key: string): Promise<void>;
  /** The file, or only the bytes `start`..`end` (inclusive) of it, for HTTP range requests. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** The size in bytes of a stored file, or null when there is none. */
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** The path the API serves the file under. */
  publicUrl(key: string): string;
};
