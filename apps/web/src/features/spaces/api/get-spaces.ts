import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Space } from '../space-types';

export async function getSpaces() {
  const { data } = await apiClient.get('/spaces');
  // Members default to an empty list (part 1 §3).
  return ((data as Space[] | null) ?? []).map((space) => ({ ...space, members: space.members ?? [] }));
}

export const spacesQueryOptions = () => queryOptions({ queryKey: ['spaces'], queryFn: getSpaces });

export function useSpaces() {
  return useQuery(spacesQueryOptions());
}
