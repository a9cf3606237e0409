import { ServiceListSchema } from '@citavet/domain/services/service.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceQueryKeys } from '@/api/service-query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * The space's services, for the pickers of other screens (the closures limited to some services).
 * The same request and key as the services screen's list, so a change there refreshes them.
 */
export async function getServiceOptions(spaceId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/services`, {
    schema: ServiceListSchema,
    signal,
  });
  return data.services;
}

export function useServiceOptions(spaceId: string) {
  return useQuery(
    queryOptions({
      queryKey: serviceQueryKeys.list(spaceId),
      queryFn: ({ signal }) => getServiceOptions(spaceId, signal),
    }),
  );
}
