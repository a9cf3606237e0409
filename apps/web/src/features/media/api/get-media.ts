import { MEDIA_DEFAULT_PAGE_SIZE, type Media, MediaListSchema } from '@citavet/domain/media/media.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { mediaKeys, mediaPath } from './media-query-keys';

/** The gallery as far as it has been loaded, in display order, and how many items it has in all. */
export interface MediaGallery {
  media: Media[];
  total: number;
}

export async function getMediaPage(spaceId: string, offset: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(MEDIA_DEFAULT_PAGE_SIZE), offset: String(offset) });
  const { data } = await apiClient.get(`${mediaPath(spaceId)}?${query}`, { schema: MediaListSchema, signal });
  return data;
}

/**
 * The first `pageCount` pages of 50 (the settings screen loads 50). Pages are read one
 * after the other so they line up even if the gallery changes between them.
 */
export async function getMediaGallery(spaceId: string, pageCount: number, signal?: AbortSignal) {
  const gallery: MediaGallery = { media: [], total: 0 };
  for (let page = 0; page < pageCount; page++) {
    const { media, pagination } = await getMediaPage(spaceId, page * MEDIA_DEFAULT_PAGE_SIZE, signal);
    gallery.media.push(...media);
    gallery.total = pagination.total;
    if (gallery.media.length >= pagination.total || media.length === 0) break;
  }
  return gallery;
}

export const mediaGalleryQueryOptions = (spaceId: string, pageCount: number) =>
  queryOptions({
    queryKey: mediaKeys.gallery(spaceId, pageCount),
    queryFn: ({ signal }) => getMediaGallery(spaceId, pageCount, signal),
  });

export function useMediaGallery(spaceId: string, pageCount: number) {
  // While "Cargar más" fetches, the items already shown stay on screen.
  return useQuery({ ...mediaGalleryQueryOptions(spaceId, pageCount), placeholderData: keepPreviousData });
}
