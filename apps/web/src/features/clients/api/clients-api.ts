import {
  ClientSchema,
  type CreateClientFormValues,
  type UpdateClientInput,
} from '@citavet/domain/clients/client.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { clientDetailQueryKey, fetchClient, fetchClientList } from '@/api/client-search';
import { apiClient } from '@/lib/api-client';

/** Pets change what a client shows, so both features refresh under the 'clients' and 'pets' roots. */
export const clientQueryKeys = {
  all: ['clients'] as const,
  list: (spaceId: string, search: string) => ['clients', 'list', spaceId, search] as const,
  detail: clientDetailQueryKey,
};

const base = (spaceId: string) => `/spaces/${encodeURIComponent(spaceId)}/clients`;
const ClientResultSchema = z.object({ client: ClientSchema });
export const CLIENT_LIST_LIMIT = 50;

export const clientsQueryOptions = (spaceId: string, search: string) =>
  queryOptions({
    queryKey: clientQueryKeys.list(spaceId, search),
    queryFn: ({ signal }) => fetchClientList(spaceId, { search, limit: CLIENT_LIST_LIMIT }, signal),
  });

export function useClients(spaceId: string, search: string) {
  // The previous answer stays on screen while the next search runs: no flicker while typing.
  return useQuery({ ...clientsQueryOptions(spaceId, search), placeholderData: keepPreviousData });
}

export function useClient(spaceId: string, clientId: string) {
  return useQuery({
    queryKey: clientQueryKeys.detail(spaceId, clientId),
    queryFn: ({ signal }) => fetchClient(spaceId, clientId, signal),
  });
}

function useInvalidateClients() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: clientQueryKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['pets'] }),
    ]);
}

export function useCreateClient(spaceId: string) {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: async (payload: CreateClientFormValues) => {
      const { data, message } = await apiClient.post(base(spaceId), {
        body: payload,
        schema: ClientResultSchema,
      });
      return { client: data.client, message };
    },
    onSuccess: invalidate,
  });
}

export function useUpdateClient(spaceId: string, clientId: string) {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: async (payload: Partial<UpdateClientInput>) => {
      const { data, message } = await apiClient.put(`${base(spaceId)}/${encodeURIComponent(clientId)}`, {
        body: payload,
        schema: ClientResultSchema,
      });
      return { client: data.client, message };
    },
    onSuccess: invalidate,
  });
}

export function useDeleteClient(spaceId: string, clientId: string) {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: async ({ isConfirmed }: { isConfirmed: boolean }) => {
      const url = `${base(spaceId)}/${encodeURIComponent(clientId)}${isConfirmed ? '?confirm=true' : ''}`;
      const { data, message } = await apiClient.delete(url, {
        schema: z.object({ cancelledBookings: z.number() }),
      });
      return { ...data, message };
    },
    onSuccess: invalidate,
  });
}
