import { ServiceListSchema } from '@citavet/domain/services/service.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function getSpaceServices(spaceId: string) {
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/services`, {
    schema: ServiceListSchema,
  });
  return data.services;
}

export const spaceServicesQueryOptions = (spaceId: string) =>
  queryOptions({ queryKey: ['agenda', spaceId, 'services'], queryFn: () => getSpaceServices(spaceId) });

export function useSpaceServices(spaceId: string) {
  return useQuery(spaceServicesQueryOptions(spaceId));
}
