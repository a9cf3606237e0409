import { AuditListSchema } from '@citavet/domain/audit/audit-event.schema';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const AUDIT_PAGE_SIZE = 50;

export const auditQueryKeys = {
  all: ['audit'] as const,
  list: (spaceId: string, query: string) => ['audit', spaceId, query] as const,
};

/** One keyset page per 'Cargar más': the next page starts after the last event shown. */
export const auditEventsQueryOptions = (spaceId: string, query: URLSearchParams) =>
  infiniteQueryOptions({
    queryKey: auditQueryKeys.list(spaceId, query.toString()),
    queryFn: async ({ pageParam, signal }) => {
      const parameters = new URLSearchParams(query);
      parameters.set('limit', String(AUDIT_PAGE_SIZE));
      if (pageParam) parameters.set('cursor', pageParam);
      const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/audit?${parameters}`, {
        schema: AuditListSchema,
        signal,
      });
      return data;
    },
    initialPageParam: '',
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useAuditEvents(
  spaceId: string,
  query: URLSearchParams,
  { isEnabled }: { isEnabled: boolean },
) {
  return useInfiniteQuery({
    ...auditEventsQueryOptions(spaceId, query),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
