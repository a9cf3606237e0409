import type { PublicMedia } from '@citavet/domain/public/public-space.schema';

// The landing gallery: images first, then videos, each by the clinic's display order; up
// to 8 thumbnails, the 8th covered by '+N más' when there are more.

export const GALLERY_THUMBNAILS = 8;

export function orderGalleryItems(media: readonly PublicMedia[]): PublicMedia[] {
  const byOrder = (first: PublicMedia, second: PublicMedia) => first.displayOrder - second.displayOrder;
  const images = media.filter((item) => item.mediaType === 'IMAGE').sort(byOrder);
  const videos = media.filter((item) => item.mediaType === 'VIDEO').sort(byOrder);
  return [...images, ...videos];
}

/** How many items the '+N más' overlay counts: those beyond the eight thumbnails. */
export function hiddenGalleryCount(total: number): number {
  return Math.max(0, total - GALLERY_THUMBNAILS);
}

/** What a thumbnail or picture is called: its description, else 'Imagen 3' / 'Video 1'. */
export function mediaLabel(item: PublicMedia, index: number): string {
  if (item.description) return item.description;
  return item.mediaType === 'VIDEO' ? `Video ${index + 1}` : `Imagen ${index + 1}`;
}
