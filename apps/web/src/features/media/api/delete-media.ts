import { MediaDeleteResultSchema } from '@citavet/domain/media/media.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { updateGalleryCache } from './gallery-cache';
import { mediaKeys, mediaPath } from './media-query-keys';

/**
 * DELETE …/media/{id} for one item, DELETE …/media with { mediaIds } for several (all go, or none).
 * Both answer the ids removed and the new total.
 */
export async function deleteMedia(spaceId: string, mediaIds: string[]) {
  const [onlyId] = mediaIds;
  const { data, message } =
    mediaIds.length === 1 && onlyId
      ? await apiClient.delete(`${mediaPath(spaceId)}/${encodeURIComponent(onlyId)}`, {
          schema: MediaDeleteResultSchema,
        })
      : await apiClient.delete(mediaPath(spaceId), { body: { mediaIds }, schema: MediaDeleteResultSchema });
  return { ...data, message };
}

export function useDeleteMedia(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mediaIds: string[]) => deleteMedia(spaceId, mediaIds),
    onSuccess: ({ deletedIds, pagination }) => {
      const deleted = new Set(deletedIds);
      updateGalleryCache(queryClient, spaceId, (gallery) => ({
        media: gallery.media.filter((item) => !deleted.has(item.id)),
        total: pagination.total,
      }));
      return queryClient.invalidateQueries({ queryKey: mediaKeys.all(spaceId) });
    },
  });
}
