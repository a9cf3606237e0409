import { ServiceResultSchema } from '@citavet/domain/services/service.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { serviceQueryKeys } from './service-query-keys';

export async function getService(serviceId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(`/services/${encodeURIComponent(serviceId)}`, {
    schema: ServiceResultSchema,
    signal,
  });
  return data.service;
}

export const serviceQueryOptions = (serviceId: string) =>
  queryOptions({
    queryKey: serviceQueryKeys.detail(serviceId),
    queryFn: ({ signal }) => getService(serviceId, signal),
  });

export function useService(serviceId: string) {
  return useQuery(serviceQueryOptions(serviceId));
}
