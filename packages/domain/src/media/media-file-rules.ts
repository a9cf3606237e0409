import {
  IMAGE_MIME_TYPES,
  MEDIA_IMAGE_MAX_BYTES,
  MEDIA_MESSAGES,
  MEDIA_VIDEO_MAX_BYTES,
  type MediaType,
  VIDEO_MIME_TYPES,
} from './media.schema';

// The media file rules, in one place for the API (fed the type its magic bytes reveal)
// and the web (fed the browser's File.type for an early hint; the server decides).

/** Why a file is refused: too big, a format of the right family we do not take, or not media at all. */
export type MediaFileProblem = 'TOO_LARGE' | 'UNSUPPORTED_FORMAT' | 'NOT_MEDIA';

export type MediaKind =
  | { isMedia: true; mediaType: MediaType; maxBytes: number }
  | { isMedia: false; problem: MediaFileProblem; reason: string };

export type MediaFileVerdict =
  | { isAccepted: true; mediaType: MediaType }
  | { isAccepted: false; problem: MediaFileProblem; reason: string };

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** What the gallery makes of a MIME type (undefined: nothing recognisable, e.g. zero bytes or text). */
export function mediaKindOf(mimeType: string | undefined): MediaKind {
  const mime = (mimeType ?? '').toLowerCase();
  if (isOneOf(IMAGE_MIME_TYPES, mime))
    return { isMedia: true, mediaType: 'IMAGE', maxBytes: MEDIA_IMAGE_MAX_BYTES };
  if (isOneOf(VIDEO_MIME_TYPES, mime))
    return { isMedia: true, mediaType: 'VIDEO', maxBytes: MEDIA_VIDEO_MAX_BYTES };
  // SVG is text that can carry scripts: it is refused as "not media", never as an image format.
  if (mime.startsWith('image/') && !mime.startsWith('image/svg')) {
    return { isMedia: false, problem: 'UNSUPPORTED_FORMAT', reason: MEDIA_MESSAGES.unsupportedImage };
  }
  if (mime.startsWith('video/')) {
    return { isMedia: false, problem: 'UNSUPPORTED_FORMAT', reason: MEDIA_MESSAGES.unsupportedVideo };
  }
  return { isMedia: false, problem: 'NOT_MEDIA', reason: MEDIA_MESSAGES.notMedia };
}

export function tooLargeReason(mediaType: MediaType): string {
  return mediaType === 'IMAGE' ? MEDIA_MESSAGES.imageTooLarge : MEDIA_MESSAGES.videoTooLarge;
}

/** The whole check for a file whose type and size are known. */
export function checkMediaFile(file: { mimeType: string | undefined; size: number }): MediaFileVerdict {
  const kind = mediaKindOf(file.mimeType);
  if (!kind.isMedia) return { isAccepted: false, problem: kind.problem, reason: kind.reason };
  if (file.size === 0) return { isAccepted: false, problem: 'NOT_MEDIA', reason: MEDIA_MESSAGES.notMedia };
  if (file.size > kind.maxBytes) {
    return { isAccepted: false, problem: 'TOO_LARGE', reason: tooLargeReason(kind.mediaType) };
  }
  return { isAccepted: true, mediaType: kind.mediaType };
}
