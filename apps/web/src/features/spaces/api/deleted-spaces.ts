import { DeletedSpaceSchema } from '@citavet/domain/spaces/space-ownership';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { spacesQueryKey } from '@/api/spaces/get-spaces';
import { apiClient } from '@/lib/api-client';

export const deletedSpacesQueryOptions = () =>
  queryOptions({
    queryKey: ['spaces', 'deleted'],
    queryFn: async ({ signal }) =>
      (await apiClient.get('/spaces/deleted', { signal, schema: z.array(DeletedSpaceSchema) })).data,
  });

export function useDeletedSpaces() {
  return useQuery(deletedSpacesQueryOptions());
}

export function useRestoreSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (spaceId: string) => apiClient.post(`/spaces/${encodeURIComponent(spaceId)}/restore`),
    // Awaited: the restored space must be in the list before its pages open, or the dashboard
    // would not know it yet and send the user elsewhere.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deletedSpacesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: spacesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['setup', 'status'] }),
      ]),
  });
}

/**
 * The lists a deletion changes (the spaces, setup's status, the deleted ones) refreshed once this
 * page is on screen, and not before: a deletion leads here, and the deleted space's dashboard stays
 * mounted until the navigation has committed. A spaces list refreshed while it still was would be
 * answered by its layout with a move to another space, taking the user away from this page.
 */
export function useSpaceListsRefreshedOnArrival() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: deletedSpacesQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: spacesQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['setup', 'status'] }),
    ]);
  }, [queryClient]);
}
