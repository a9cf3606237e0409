import type { Readable } from 'node:stream';
import type { AppDependencies } from '../../app-dependencies';
import { AppError, notFound } from '../../http/app-error';
import { parseRangeHeader } from '../../uploads/byte-range';

// Only uploads the API itself writes are served, each with the type its extension stands for.
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
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
export const RANGE_NOT_SATISFIABLE_MESSAGE = 'El rango pedido está fuera del archivo';

export function contentTypeOfKey(key: string): string | null {
  const extension = SERVABLE_KEY.exec(key)?.[1]?.toLowerCase();
  if (!extension || key.includes('..')) return null;
  return CONTENT_TYPES[extension] ?? null;
}

export type StoredFileAnswer = {
  status: 200 | 206;
  body: Readable;
  contentType: string;
  contentLength: number;
  /** `bytes start-end/size` of a partial answer. */
  contentRange?: string;
};

/**
 * A stored file (or the byte range of it a video player asks for) and its content type; anything
 * not stored, or not a servable key, is a 404. A range past the end is a 416 that names the size.
 */
export async function readStoredFile(
  deps: AppDependencies,
  key: string,
  rangeHeader?: string,
): Promise<StoredFileAnswer> {
  const contentType = contentTypeOfKey(key);
  const size = contentType ? await deps.storage.size(key) : null;
  if (!contentType || size === null) throw notFound(FILE_NOT_FOUND_MESSAGE, 'FILE_NOT_FOUND');
  const request = parseRangeHeader(rangeHeader, size);
  if (request.kind === 'unsatisfiable') {
    throw new AppError(416, 'RANGE_NOT_SATISFIABLE', RANGE_NOT_SATISFIABLE_MESSAGE, { size });
  }
  if (request.kind === 'whole') {
    return { status: 200, body: await deps.storage.read(key), contentType, contentLength: size };
  }
  const { start, end } = request.range;
  return {
    status: 206,
    body: await deps.storage.read(key, request.range),
    contentType,
    contentLength: end - start + 1,
    contentRange: `bytes ${start}-${end}/${size}`,
  };
}
