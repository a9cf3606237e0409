import { PUBLIC_MEDIA_PAGE_SIZE } from '@citavet/domain/public/public-constants';
import type { PublicMedia } from '@citavet/domain/public/public-space.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { requestWithLazySchema } from './public-answer-schemas';
import { publicBookingKeys } from './public-booking-query-keys';

export async function getPublicMedia(spaceId: string, signal?: AbortSignal) {
  const path = `/public/space/${encodeURIComponent(spaceId)}/media?limit=${PUBLIC_MEDIA_PAGE_SIZE}`;
  return requestWithLazySchema(
    `GET ${path}`,
    apiClient.get(path, { signal }),
    (schemas) => schemas.PublicMediaListSchema,
  );
}

/**
 * The gallery: the space's answer already carries its first items, shown at once; this call adds the
 * total, which the '+N más' overlay needs.
 */
export function publicMediaQueryOptions(spaceId: string, initialMedia: PublicMedia[]) {
  return queryOptions({
    queryKey: publicBookingKeys.media(spaceId),
    queryFn: ({ signal }) => getPublicMedia(spaceId, signal),
    placeholderData: {
      media: initialMedia,
      pagination: { total: initialMedia.length, limit: PUBLIC_MEDIA_PAGE_SIZE, offset: 0 },
    },
  });
}

export function usePublicMedia(spaceId: string, initialMedia: PublicMedia[]) {
  return useQuery(publicMediaQueryOptions(spaceId, initialMedia));
}
