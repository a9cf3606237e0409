import { MemberSpaceSchema } from '@citavet/domain/spaces/space.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function getSpace(spaceId: string) {
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}`, {
    schema: MemberSpaceSchema,
  });
  return data;
}

export const spaceQueryOptions = (spaceId: string) =>
  queryOptions({ queryKey: ['spaces', spaceId], queryFn: () => getSpace(spaceId) });

export function useSpace(spaceId: string) {
  return useQuery(spaceQueryOptions(spaceId));
}
