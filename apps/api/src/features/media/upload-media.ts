import type { MediaUploadResult, RejectedFile } from '@citavet/domain/media/media.schema';
import { MEDIA_MESSAGES } from '@citavet/domain/media/media.schema';
import type { Multipart } from '@fastify/multipart';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireSpaceAdmin, SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { removeStoredFiles } from '../../uploads/remove-stored-files';
import { settleStoredFiles } from '../../uploads/settle-stored-files';
import { assertStorageQuota } from '../../uploads/storage-quota';
import { fileTooLarge, unsupportedFileType } from '../../uploads/upload-errors';
import { countMedia, insertMediaItems, lockGallery } from './media.repository';
import { presentMedia } from './media-dto';
import { type MediaForm, type RefusedMediaFile, receiveMediaForm, storedKeysOf } from './receive-media-form';
import { storeMediaFile } from './store-media-file';

export type UploadMediaAnswer = { result: MediaUploadResult; message: string };

/**
 * An ADMIN adds files to the gallery. The caller's role is checked before a byte is read; each file
 * is judged by its magic bytes; valid files are appended in the order sent, the others are listed
 * with their reason. When no file is valid the answer is the first reason (413/415) with the list.
 */
export async function uploadMedia(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  readParts: () => AsyncIterable<Multipart>,
): Promise<UploadMediaAnswer> {
  const { db } = deps.database;
  await requireSpaceAdmin(db, spaceId, userId);
  const form = await receiveMediaForm(deps, readParts(), (stream) => storeMediaFile(deps, spaceId, stream));
  const rejected = form.refused.map(({ fileName, reason }): RejectedFile => ({ fileName, reason }));
  const [firstRefused] = form.refused;
  if (form.accepted.length === 0 && firstRefused) throw refusal(firstRefused, rejected);

  let saved: Awaited<ReturnType<typeof saveForm>>;
  try {
    saved = await saveForm(deps, userId, spaceId, form);
  } catch (error) {
    await removeStoredFiles(deps, storedKeysOf(form.accepted));
    throw error;
  }
  await settleStoredFiles(deps, storedKeysOf(form.accepted));
  return {
    result: {
      media: saved.records
        .toSorted((first, second) => first.displayOrder - second.displayOrder)
        .map((record) => presentMedia(record, deps.storage)),
      pagination: { total: saved.total },
      rejected,
    },
    message: rejected.length > 0 ? MEDIA_MESSAGES.someInvalid : MEDIA_MESSAGES.uploaded,
  };
}

/** One transaction: the caller is still an ADMIN of a space that still exists, then the rows. */
function saveForm(deps: AppDependencies, userId: string, spaceId: string, form: MediaForm) {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const gallery = await lockGallery(tx, spaceId);
    if (!gallery) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
    await requireSpaceAdmin(tx, spaceId, userId);
    // Under the space's lock, so two uploads at once cannot both slip under the quota.
    const incomingBytes = form.accepted.reduce((total, file) => total + file.fileSize, 0);
    await assertStorageQuota(deps, tx, { id: spaceId, logoKey: gallery.logoKey }, incomingBytes);
    const records = await insertMediaItems(
      tx,
      spaceId,
      form.accepted.map((file) => ({
        mediaType: file.mediaType,
        storageKey: file.storageKey,
        thumbnailKey: file.thumbnailKey,
        mimeType: file.mimeType,
        originalName: file.originalName,
        fileSize: file.fileSize,
        width: file.width,
        height: file.height,
        duration: null,
        description: form.descriptions[file.position] ?? null,
      })),
      now,
    );
    return { records, total: await countMedia(tx, spaceId) };
  });
}

function refusal(first: RefusedMediaFile, rejected: RejectedFile[]) {
  const extra = { rejected };
  return first.problem === 'TOO_LARGE'
    ? fileTooLarge(first.reason, 'FILE_TOO_LARGE', extra)
    : unsupportedFileType(first.reason, 'UNSUPPORTED_FILE_TYPE', extra);
}
