import { ServiceListSchema } from '@citavet/domain/services/service.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceQueryKeys } from '@/api/service-query-keys';
import { apiClient } from '@/lib/api-client';

export async function getServices(spaceId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/services`, {
    schema: ServiceListSchema,
    signal,
  });
  return data.services;
}

export const servicesQueryOptions = (spaceId: string) =>
  queryOptions({
    queryKey: serviceQueryKeys.list(spaceId),
    queryFn: ({ signal }) => getServices(spaceId, signal),
  });

export function useServices(spaceId: string) {
  return useQuery(servicesQueryOptions(spaceId));
}
