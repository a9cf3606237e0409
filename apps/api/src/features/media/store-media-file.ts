import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MEDIA_MESSAGES, type MediaType } from '@citavet/domain/media/media.schema';
import { type MediaFileProblem, mediaKindOf, tooLargeReason } from '@citavet/domain/media/media-file-rules';
import type { AppDependencies } from '../../app-dependencies';
import { receiveUpload, type UploadPlan } from '../../uploads/receive-upload';
import { type ReencodedImage, reencodeImage } from '../../uploads/reencode-image';
import { removeStoredFiles } from '../../uploads/remove-stored-files';

/** A file that passed every check and now sits in storage, waiting for its database row. */
export type StoredMediaFile = {
  mediaType: MediaType;
  mimeType: string;
  storageKey: string;
  thumbnailKey: string | null;
  fileSize: number;
  width: number | null;
  height: number | null;
};

export type MediaFileOutcome =
  | { isStored: true; file: StoredMediaFile }
  | { isStored: false; problem: MediaFileProblem; reason: string };

// Large enough for any screen the gallery is shown on, small enough to keep pages light.
const IMAGE_MAX_SIDE = 2560;
const THUMBNAIL_MAX_SIDE = 480;

const VIDEO_EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/mpeg': 'mpeg',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
  'video/webm': 'webm',
};

const refused = (problem: MediaFileProblem, reason: string): MediaFileOutcome => ({
  isStored: false,
  problem,
  reason,
});

/**
 * Checks one uploaded file by its magic bytes and stores it: images are decoded and re-encoded
 * (plus a thumbnail), videos stream straight to storage and are never held in memory. A refused
 * file leaves nothing in storage.
 */
export async function storeMediaFile(
  deps: Pick<AppDependencies, 'storage'>,
  spaceId: string,
  stream: Readable,
): Promise<MediaFileOutcome> {
  // Random names: a stored file never changes, so it can be cached forever and never guessed.
  const baseKey = `spaces/${spaceId}/media/${randomBytes(16).toString('hex')}`;
  const received = await receiveUpload(stream, deps.storage, (type): UploadPlan => {
    const kind = mediaKindOf(type?.mime);
    if (!kind.isMedia) return { action: 'discard' };
    if (kind.mediaType === 'IMAGE') return { action: 'buffer', maxBytes: kind.maxBytes };
    return {
      action: 'store',
      maxBytes: kind.maxBytes,
      storageKey: `${baseKey}.${VIDEO_EXTENSIONS[type?.mime ?? '']}`,
    };
  });
  const kind = mediaKindOf(received.type?.mime);
  if (!kind.isMedia) return refused(kind.problem, kind.reason);
  if (received.outcome === 'too-large') return refused('TOO_LARGE', tooLargeReason(kind.mediaType));
  if (received.outcome === 'stored') {
    return {
      isStored: true,
      file: {
        mediaType: 'VIDEO',
        mimeType: received.type?.mime ?? 'video/mp4',
        storageKey: received.storageKey,
        thumbnailKey: null,
        fileSize: received.size,
        width: null,
        height: null,
      },
    };
  }
  if (received.outcome !== 'buffered' || received.bytes.length === 0) {
    return refused('NOT_MEDIA', MEDIA_MESSAGES.notMedia);
  }
  return storeImage(deps, baseKey, received.bytes);
}

async function storeImage(
  deps: Pick<AppDependencies, 'storage'>,
  baseKey: string,
  bytes: Buffer,
): Promise<MediaFileOutcome> {
  let image: ReencodedImage;
  let thumbnail: ReencodedImage;
  try {
    image = await reencodeImage(bytes, { maxSide: IMAGE_MAX_SIDE, quality: 85, keepAnimation: true });
    thumbnail = await reencodeImage(image.data, { maxSide: THUMBNAIL_MAX_SIDE, quality: 75 });
  } catch {
    // Magic bytes of an image that does not decode: truncated, corrupt, a polyglot or a bomb.
    return refused('UNSUPPORTED_FORMAT', MEDIA_MESSAGES.unsupportedImage);
  }
  const storageKey = `${baseKey}.webp`;
  const thumbnailKey = `${baseKey}-thumb.webp`;
  try {
    await deps.storage.put(storageKey, image.data);
    await deps.storage.put(thumbnailKey, thumbnail.data);
  } catch (error) {
    await removeStoredFiles(deps, [storageKey, thumbnailKey]);
    throw error;
  }
  return {
    isStored: true,
    file: {
      mediaType: 'IMAGE',
      mimeType: 'image/webp',
      storageKey,
      thumbnailKey,
      fileSize: image.data.length,
      width: image.width,
      height: image.height,
    },
  };
}
