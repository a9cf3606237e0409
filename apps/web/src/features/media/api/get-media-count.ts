import { MediaListSchema, type MediaType } from '@citavet/domain/media/media.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { mediaKeys, mediaPath } from './media-query-keys';

/** How many images or videos the space has, when only part of the gallery is loaded. */
export async function getMediaCount(spaceId: string, mediaType: MediaType, signal?: AbortSignal) {
  const { data } = await apiClient.get(`${mediaPath(spaceId)}?mediaType=${mediaType}&limit=1`, {
    schema: MediaListSchema,
    signal,
  });
  return data.pagination.total;
}

export function useMediaCount(spaceId: string, mediaType: MediaType, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: mediaKeys.count(spaceId, mediaType),
    queryFn: ({ signal }) => getMediaCount(spaceId, mediaType, signal),
    enabled: isEnabled,
  });
}
