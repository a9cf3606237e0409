import type { MediaType } from '@citavet/domain/media/media.schema';

export const mediaKeys = {
  all: (spaceId: string) => ['spaces', spaceId, 'media'] as const,
  gallery: (spaceId: string, pageCount: number) =>
    ['spaces', spaceId, 'media', 'gallery', pageCount] as const,
  count: (spaceId: string, mediaType: MediaType) => ['spaces', spaceId, 'media', 'count', mediaType] as const,
};

export const mediaPath = (spaceId: string) => `/spaces/${encodeURIComponent(spaceId)}/media`;
