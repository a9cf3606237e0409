import type { Readable } from 'node:stream';

/** Where uploaded files live (design.md §4.10): local disk by default, swappable for object storage. */
export type Storage = {
  put(key: string, body: Readable | Buffer): Promise<{ size: number }>;
  read(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** The path the API serves the file under. */
  publicUrl(key: string): string;
};
