import { MediaItemResultSchema, type UpdateMediaInput } from '@citavet/domain/media/media.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { updateGalleryCache } from './gallery-cache';
import { mediaPath } from './media-query-keys';

export async function updateMedia(spaceId: string, mediaId: string, changes: UpdateMediaInput) {
  const { data, message } = await apiClient.put(`${mediaPath(spaceId)}/${encodeURIComponent(mediaId)}`, {
    body: changes,
    schema: MediaItemResultSchema,
  });
  return { media: data.media, message };
}

export function useUpdateMedia(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mediaId, changes }: { mediaId: string; changes: UpdateMediaInput }) =>
      updateMedia(spaceId, mediaId, changes),
    onSuccess: ({ media }) =>
      updateGalleryCache(queryClient, spaceId, (gallery) => ({
        ...gallery,
        media: gallery.media.map((item) => (item.id === media.id ? media : item)),
      })),
  });
}
