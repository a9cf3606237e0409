import { CommunicationLogSchema } from '@citavet/domain/communications/communication-log.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const COMMUNICATIONS_PAGE_SIZE = 20;

/** Under the 'clients' root: a client change (consent given again) refreshes the log too. */
export const clientCommunicationsQueryKey = (spaceId: string, clientId: string) =>
  ['clients', 'communications', spaceId, clientId] as const;

/** GET /spaces/{spaceId}/clients/{clientId}/communications, one keyset page per 'Cargar más'. */
export const clientCommunicationsQueryOptions = (spaceId: string, clientId: string) =>
  infiniteQueryOptions({
    queryKey: clientCommunicationsQueryKey(spaceId, clientId),
    queryFn: async ({ pageParam, signal }) => {
      const parameters = new URLSearchParams({ limit: String(COMMUNICATIONS_PAGE_SIZE) });
      if (pageParam) parameters.set('cursor', pageParam);
      const path = `/spaces/${encodeURIComponent(spaceId)}/clients/${encodeURIComponent(clientId)}/communications`;
      const { data } = await apiClient.get(`${path}?${parameters}`, {
        schema: CommunicationLogSchema,
        signal,
      });
      return data;
    },
    initialPageParam: '',
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useClientCommunications(spaceId: string, clientId: string) {
  return useInfiniteQuery(clientCommunicationsQueryOptions(spaceId, clientId));
}
