import {
  IMAGE_MIME_TYPES,
  MEDIA_MAX_FILES_PER_UPLOAD,
  MEDIA_MESSAGES,
  type MediaType,
  type RejectedFile,
  VIDEO_MIME_TYPES,
} from '@citavet/domain/media/media.schema';
import { checkMediaFile } from '@citavet/domain/media/media-file-rules';

/** A file waiting in the upload dialog. */
export interface PendingFile {
  id: string;
  file: File;
  mediaType: MediaType;
}

export const MEDIA_ACCEPT = [...IMAGE_MIME_TYPES, ...VIDEO_MIME_TYPES].join(',');
export const TOO_MANY_FILES_MESSAGE = MEDIA_MESSAGES.tooManyFiles;
export const MAX_FILES_PER_UPLOAD = MEDIA_MAX_FILES_PER_UPLOAD;

let nextPendingId = 0;

/**
 * The browser's early check with the spec's limits and types, the same rules
 * the API applies to the file's real bytes. The server still decides.
 */
export function sortPickedFiles(files: readonly File[]): {
  accepted: PendingFile[];
  rejected: RejectedFile[];
} {
  const accepted: PendingFile[] = [];
  const rejected: RejectedFile[] = [];
  for (const file of files) {
    const verdict = checkMediaFile({ mimeType: file.type, size: file.size });
    if (verdict.isAccepted) {
      nextPendingId += 1;
      accepted.push({ id: `archivo-${nextPendingId}`, file, mediaType: verdict.mediaType });
    } else {
      rejected.push({ fileName: file.name, reason: verdict.reason });
    }
  }
  return { accepted, rejected };
}

const sizeFormatter = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/** '850 KB', '12,4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormatter.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${sizeFormatter.format(bytes / (1024 * 1024))} MB`;
}

/** '1 archivo', '12 archivos'. */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${new Intl.NumberFormat('es-ES').format(count)} ${count === 1 ? singular : plural}`;
}

/**
 * The delete question; the plural follows the brief's wording, '… eliminar estos {n}
 * archivos?', which the shared helper in the domain package words without "estos".
 */
export function deleteQuestion(count: number): string {
  return count === 1
    ? MEDIA_MESSAGES.confirmDelete
    : `¿Estás seguro de que quieres eliminar estos ${new Intl.NumberFormat('es-ES').format(count)} archivos?`;
}
