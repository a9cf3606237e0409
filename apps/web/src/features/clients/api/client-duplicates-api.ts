import { ClientSchema } from '@citavet/domain/clients/client.schema';
import {
  DuplicateClientsSchema,
  DuplicateDismissalSchema,
} from '@citavet/domain/clients/client-duplicates.schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { clientQueryKeys } from './clients-api';

const base = (spaceId: string) => `/spaces/${encodeURIComponent(spaceId)}/clients`;
export const DUPLICATES_PAGE_SIZE = 20;

/** Under the clients root, so a merge or an edit anywhere refreshes the suggestions. */
const duplicatesKey = (spaceId: string, offset: number) => [
  ...clientQueryKeys.all,
  'duplicates',
  spaceId,
  offset,
];

export function useDuplicateClients(spaceId: string, offset: number) {
  return useQuery({
    queryKey: duplicatesKey(spaceId, offset),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(
        `${base(spaceId)}/duplicates?limit=${DUPLICATES_PAGE_SIZE}&offset=${offset}`,
        {
          schema: DuplicateClientsSchema,
          signal,
        },
      );
      return data;
    },
    placeholderData: keepPreviousData,
  });
}

export function useMergeClients(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pair: { targetId: string; sourceId: string }) => {
      const { data, message } = await apiClient.post(`${base(spaceId)}/merge`, {
        body: pair,
        schema: z.object({ client: ClientSchema, movedPets: z.number(), movedBookings: z.number() }),
      });
      return { ...data, message };
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['pets'] }),
      ]),
  });
}

/** 'No son duplicados': the pair leaves the suggestions for good. */
export function useDismissDuplicateClients(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pair: { targetId: string; sourceId: string }) => {
      const { data, message } = await apiClient.post(`${base(spaceId)}/duplicates/dismissals`, {
        body: pair,
        schema: z.object({ dismissal: DuplicateDismissalSchema }),
      });
      return { ...data, message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...clientQueryKeys.all, 'duplicates'] }),
  });
}
