import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  RECORD_ATTACHMENT_MESSAGES,
  recordAttachmentKind,
} from '@citavet/domain/records/record-attachment-rules';
import type { AppDependencies } from '../../app-dependencies';
import { receiveUpload, type UploadPlan } from '../../uploads/receive-upload';
import { reencodeImage } from '../../uploads/reencode-image';
import { removeStoredFiles } from '../../uploads/remove-stored-files';

export type StoredAttachment = { storageKey: string; mimeType: string; fileSize: number };
export type AttachmentOutcome =
  | { isStored: true; file: StoredAttachment }
  | { isStored: false; problem: 'TOO_LARGE' | 'UNSUPPORTED' | 'UNREADABLE'; reason: string };

// X-rays keep their detail: a large side and a high quality (metadata such as GPS is still dropped).
const IMAGE_MAX_SIDE = 4096;
const IMAGE_QUALITY = 92;

/**
 * Clinical files live under `spaces/<spaceId>/records/` with no extension: the public
 * `/api/files/*` route serves only keys with a known extension, so a record's file is reachable
 * only through the records API (members of the space). Being under the space's folder, the
 * start-up reconciliation removes one whose row was never committed (stored-file-keys.ts).
 */
export function attachmentKey(spaceId: string): string {
  return `spaces/${spaceId}/records/${randomBytes(16).toString('hex')}`;
}

/** One uploaded file checked by its magic bytes and stored; a refused file leaves nothing stored. */
export async function storeAttachmentFile(
  deps: Pick<AppDependencies, 'storage'>,
  spaceId: string,
  stream: Readable,
): Promise<AttachmentOutcome> {
  const storageKey = attachmentKey(spaceId);
  const received = await receiveUpload(stream, deps.storage, (type): UploadPlan => {
    const kind = recordAttachmentKind(type?.mime);
    if (!kind.isAccepted) return { action: 'discard' };
    // PDFs stream to storage; images are decoded whole to be re-encoded.
    if (kind.type === 'PDF') return { action: 'store', maxBytes: kind.maxBytes, storageKey };
    return { action: 'buffer', maxBytes: kind.maxBytes };
  });
  const kind = recordAttachmentKind(received.type?.mime);
  if (!kind.isAccepted) return { isStored: false, problem: 'UNSUPPORTED', reason: kind.message };
  if (received.outcome === 'too-large')
    return { isStored: false, problem: 'TOO_LARGE', reason: kind.tooLargeMessage };
  if (received.outcome === 'stored') {
    return { isStored: true, file: { storageKey, mimeType: 'application/pdf', fileSize: received.size } };
  }
  if (received.outcome !== 'buffered') {
    return { isStored: false, problem: 'UNSUPPORTED', reason: RECORD_ATTACHMENT_MESSAGES.unsupported };
  }
  let data: Buffer;
  try {
    data = (await reencodeImage(received.bytes, { maxSide: IMAGE_MAX_SIDE, quality: IMAGE_QUALITY })).data;
  } catch {
    return { isStored: false, problem: 'UNREADABLE', reason: RECORD_ATTACHMENT_MESSAGES.unreadableImage };
  }
  try {
    await deps.storage.put(storageKey, data);
  } catch (error) {
    await removeStoredFiles(deps, [storageKey]);
    throw error;
  }
  return { isStored: true, file: { storageKey, mimeType: 'image/webp', fileSize: data.length } };
}
