import type { Media } from '@citavet/domain/media/media.schema';
import type { Storage } from '../../storage/storage';
import type { MediaRecord } from './media.repository';

/** A gallery item as the API answers it, under both names the spec uses for type and order. */
export function presentMedia(record: MediaRecord, storage: Storage): Media {
  return {
    id: record.id,
    spaceId: record.spaceId,
    type: record.mediaType,
    mediaType: record.mediaType,
    mimeType: record.mimeType,
    url: storage.publicUrl(record.storageKey),
    thumbnailUrl: record.thumbnailKey ? storage.publicUrl(record.thumbnailKey) : null,
    description: record.description,
    originalName: record.originalName,
    fileSize: record.fileSize,
    width: record.width,
    height: record.height,
    duration: record.duration,
    displayOrder: record.displayOrder,
    order: record.displayOrder,
    createdAt: record.createdAt.toISOString(),
  };
}
