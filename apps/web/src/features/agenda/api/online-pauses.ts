import {
  type OnlinePauseInput,
  OnlinePauseListSchema,
  OnlinePauseResultSchema,
} from '@citavet/domain/online-pauses/online-pause.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const pausesPath = (spaceId: string) => `/spaces/${encodeURIComponent(spaceId)}/online-pauses`;

export const onlinePausesQueryOptions = (spaceId: string) =>
  queryOptions({
    queryKey: ['agenda', spaceId, 'online-pauses'] as const,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(pausesPath(spaceId), { schema: OnlinePauseListSchema, signal });
      return data.pauses;
    },
    // A pause ends by itself: the band goes when its end comes, read again each minute.
    refetchInterval: 60_000,
  });

export function useOnlinePauses(spaceId: string) {
  return useQuery(onlinePausesQueryOptions(spaceId));
}

export function useStartOnlinePause(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: OnlinePauseInput) =>
      apiClient.post(pausesPath(spaceId), { body: input, schema: OnlinePauseResultSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: onlinePausesQueryOptions(spaceId).queryKey }),
  });
}

export function useResumeOnlinePause(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pauseId: string) =>
      apiClient.post(`${pausesPath(spaceId)}/${encodeURIComponent(pauseId)}/resume`, {
        schema: OnlinePauseResultSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: onlinePausesQueryOptions(spaceId).queryKey }),
  });
}
