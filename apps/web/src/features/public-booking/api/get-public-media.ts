import { PUBLIC_MEDIA_PAGE_SIZE } from '@citavet/domain/public/public-constants';
import type { PublicMedia } from '@citavet/domain/public/public-space.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useHasPainted } from '@/lib/use-has-painted';
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
 * The gallery: the space's answer already carries its first page of items, shown at once; this call
 * adds the total, which the '+N más' overlay needs. A first page that is not full is the whole
 * gallery, so its length is the total and nothing is asked.
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
  // Asked once the landing has painted: the total only changes the last thumbnail's overlay.
  const hasPainted = useHasPainted();
  return useQuery({
    ...publicMediaQueryOptions(spaceId, initialMedia),
    enabled: hasPainted && initialMedia.length >= PUBLIC_MEDIA_PAGE_SIZE,
  });
}
