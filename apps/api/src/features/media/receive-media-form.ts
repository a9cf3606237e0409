import type { Readable } from 'node:stream';
import { MEDIA_MESSAGES, MediaDescriptionSchema } from '@citavet/domain/media/media.schema';
import type { MediaFileProblem } from '@citavet/domain/media/media-file-rules';
import type { Multipart } from '@fastify/multipart';
import type { AppDependencies } from '../../app-dependencies';
import type { AppError } from '../../http/app-error';
import { UploadSourceError } from '../../uploads/receive-upload';
import { removeStoredFiles } from '../../uploads/remove-stored-files';
import { fileTooLarge, hasErrorCode, invalidFile } from '../../uploads/upload-errors';
import type { MediaFileOutcome, StoredMediaFile } from './store-media-file';

const FILE_FIELDS = new Set(['media[]', 'media']);
const DESCRIPTION_FIELDS = new Set(['descriptions[]', 'descriptions']);
const FILE_NAME_MAX_LENGTH = 255;

export type AcceptedMediaFile = StoredMediaFile & { position: number; originalName: string };
export type RefusedMediaFile = {
  position: number;
  fileName: string;
  problem: MediaFileProblem;
  reason: string;
};

/** The upload form once read: stored files, refused files and one description per file position. */
export type MediaForm = {
  accepted: AcceptedMediaFile[];
  refused: RefusedMediaFile[];
  descriptions: Array<string | null>;
  fileCount: number;
};

export type StoreFile = (stream: Readable) => Promise<MediaFileOutcome>;

/** The name to show for a file: no path, no control characters, never empty. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(0, FILE_NAME_MAX_LENGTH) || 'archivo';
}

/**
 * Reads the multipart form `media[]` (files) + `descriptions[]` (texts, one per file, in order) part
 * by part. Each file is checked and stored as it arrives, so a 100 MB video never sits in memory.
 * A mistake in the form itself is answered only once the whole body has been read, and then every
 * file stored so far is removed: nothing of a refused request stays behind.
 */
export async function receiveMediaForm(
  deps: Pick<AppDependencies, 'storage'>,
  parts: AsyncIterable<Multipart>,
  storeFile: StoreFile,
): Promise<MediaForm> {
  const form: MediaForm = { accepted: [], refused: [], descriptions: [], fileCount: 0 };
  let formError: AppError | undefined;
  try {
    for await (const part of readParts(parts)) {
      if (part.type === 'file') {
        const position = form.fileCount;
        if (FILE_FIELDS.has(part.fieldname)) form.fileCount += 1;
        else formError ??= invalidFile(MEDIA_MESSAGES.unknownField, 'UNKNOWN_FIELD');
        if (formError) {
          await drain(part.file);
          continue;
        }
        const fileName = cleanFileName(part.filename);
        const outcome = await storeFile(part.file);
        if (outcome.isStored) form.accepted.push({ ...outcome.file, position, originalName: fileName });
        else form.refused.push({ position, fileName, problem: outcome.problem, reason: outcome.reason });
        continue;
      }
      if (!DESCRIPTION_FIELDS.has(part.fieldname)) {
        formError ??= invalidFile(MEDIA_MESSAGES.unknownField, 'UNKNOWN_FIELD');
        continue;
      }
      if (typeof part.value !== 'string') {
        formError ??= invalidFile(MEDIA_MESSAGES.invalidForm, 'INVALID_FORM');
        continue;
      }
      const description = MediaDescriptionSchema.safeParse(part.value);
      if (part.valueTruncated || !description.success) {
        formError ??= invalidFile(MEDIA_MESSAGES.descriptionTooLong, 'DESCRIPTION_TOO_LONG');
        continue;
      }
      form.descriptions.push(description.data);
    }
    if (formError) throw formError;
    if (form.fileCount === 0) throw invalidFile(MEDIA_MESSAGES.missingFiles, 'MEDIA_MISSING');
    if (form.descriptions.length > form.fileCount) {
      throw invalidFile(MEDIA_MESSAGES.tooManyDescriptions, 'TOO_MANY_DESCRIPTIONS');
    }
    return form;
  } catch (error) {
    await removeStoredFiles(deps, storedKeysOf(form.accepted));
    if (error instanceof UploadSourceError) throw invalidFile(MEDIA_MESSAGES.invalidForm, 'INVALID_FORM');
    throw error;
  }
}

export function storedKeysOf(files: StoredMediaFile[]): string[] {
  return files.flatMap((file) =>
    file.thumbnailKey ? [file.storageKey, file.thumbnailKey] : [file.storageKey],
  );
}

/** The parser's own failures, in the words of the spec's media screen. */
async function* readParts(parts: AsyncIterable<Multipart>): AsyncGenerator<Multipart> {
  try {
    yield* parts;
  } catch (error) {
    if (hasErrorCode(error, 'FST_FILES_LIMIT'))
      throw fileTooLarge(MEDIA_MESSAGES.tooManyFiles, 'TOO_MANY_FILES');
    if (hasErrorCode(error, 'FST_FIELDS_LIMIT') || hasErrorCode(error, 'FST_PARTS_LIMIT')) {
      throw fileTooLarge(MEDIA_MESSAGES.tooManyFields, 'TOO_MANY_FIELDS');
    }
    throw invalidFile(MEDIA_MESSAGES.invalidForm, 'INVALID_FORM');
  }
}

async function drain(stream: Readable) {
  try {
    for await (const _chunk of stream) {
      // Read and dropped: the parser reaches the next part only after this one.
    }
  } catch (error) {
    throw new UploadSourceError(error);
  }
}
