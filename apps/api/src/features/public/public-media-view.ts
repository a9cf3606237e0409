import type { PublicMedia } from '@citavet/domain/public/public-space.schema';
import type { Storage } from '../../storage/storage';
import type { PublicMediaRecord } from './public.repository';

/** A gallery item with only what a visitor needs to show it. */
export function presentPublicMedia(record: PublicMediaRecord, storage: Storage): PublicMedia {
  return {
    id: record.id,
    mediaType: record.mediaType,
    url: storage.publicUrl(record.storageKey),
    thumbnailUrl: record.thumbnailKey ? storage.publicUrl(record.thumbnailKey) : null,
    description: record.description,
    displayOrder: record.displayOrder,
  };
}
