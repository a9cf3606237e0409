import type { Readable } from 'node:stream';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';

// Only uploads the API itself writes are served, each with the type its extension stands for.
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  mpeg: 'video/mpeg',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  webm: 'video/webm',
};
const SERVABLE_KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*\.([a-z0-9]+)$/i;

export const FILE_NOT_FOUND_MESSAGE = 'Archivo no encontrado';

export function contentTypeOfKey(key: string): string | null {
  const extension = SERVABLE_KEY.exec(key)?.[1]?.toLowerCase();
  if (!extension || key.includes('..')) return null;
  return CONTENT_TYPES[extension] ?? null;
}

/** A stored file and its content type; anything not stored, or not a servable key, is a 404. */
export async function readStoredFile(
  deps: AppDependencies,
  key: string,
): Promise<{ body: Readable; contentType: string }> {
  const contentType = contentTypeOfKey(key);
  if (!contentType || !(await deps.storage.exists(key)))
    throw notFound(FILE_NOT_FOUND_MESSAGE, 'FILE_NOT_FOUND');
  return { body: await deps.storage.read(key), contentType };
}
