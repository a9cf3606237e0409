import type { QueryClient } from '@tanstack/react-query';
import type { MediaGallery } from './get-media';
import { mediaKeys } from './media-query-keys';

/** Applies a change to every loaded copy of the gallery (one per "Cargar más" depth). */
export function updateGalleryCache(
  queryClient: QueryClient,
  spaceId: string,
  change: (gallery: MediaGallery) => MediaGallery,
) {
  queryClient.setQueriesData<MediaGallery>({ queryKey: [...mediaKeys.all(spaceId), 'gallery'] }, (gallery) =>
    gallery ? change(gallery) : gallery,
  );
}

/** Snapshots of the gallery copies, to put back when an optimistic change is refused. */
export function snapshotGallery(queryClient: QueryClient, spaceId: string) {
  return queryClient.getQueriesData<MediaGallery>({ queryKey: [...mediaKeys.all(spaceId), 'gallery'] });
}

export function restoreGallery(queryClient: QueryClient, snapshot: ReturnType<typeof snapshotGallery>) {
  for (const [queryKey, data] of snapshot) queryClient.setQueryData(queryKey, data);
}
