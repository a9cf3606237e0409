import { MediaOrderResultSchema } from '@citavet/domain/media/media.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { restoreGallery, snapshotGallery, updateGalleryCache } from './gallery-cache';
import { mediaKeys, mediaPath } from './media-query-keys';

/** PUT …/media/reorder with every id of the space in the new order (the API refuses a partial list). */
export async function reorderMedia(spaceId: string, mediaIds: string[]) {
  const { data } = await apiClient.put(`${mediaPath(spaceId)}/reorder`, {
    body: { mediaIds },
    schema: MediaOrderResultSchema,
  });
  return data;
}

/**
 * The new order shows at once; a refusal puts the previous order back. Moves run one after the other
 * (one mutation scope), so quick successive moves reach the server in the order they were made.
 */
export function useReorderMedia(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `media-order-${spaceId}` },
    mutationFn: (mediaIds: string[]) => reorderMedia(spaceId, mediaIds),
    onMutate: async (mediaIds) => {
      await queryClient.cancelQueries({ queryKey: mediaKeys.all(spaceId) });
      const snapshot = snapshotGallery(queryClient, spaceId);
      const position = new Map(mediaIds.map((id, index) => [id, index]));
      updateGalleryCache(queryClient, spaceId, (gallery) => ({
        ...gallery,
        media: gallery.media.toSorted(
          (first, second) => (position.get(first.id) ?? 0) - (position.get(second.id) ?? 0),
        ),
      }));
      return { snapshot };
    },
    onError: (_error, _mediaIds, context) => {
      if (context) restoreGallery(queryClient, context.snapshot);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all(spaceId) }),
  });
}
