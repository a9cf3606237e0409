import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Space } from './space-types';

/** Members default to an empty list (part 1 §3). */
export function withMemberList(space: Space): Space {
  return { ...space, members: space.members ?? [] };
}

// Typed, not parsed: every dashboard page hangs off this list, and one unexpected field of one space
// must not lock the user out of all of them. The single-space calls parse their answer.
export async function getSpaces() {
  const { data } = await apiClient.get('/spaces');
  return ((data as Space[] | null) ?? []).map(withMemberList);
}

export const spacesQueryOptions = () => queryOptions({ queryKey: ['spaces'], queryFn: getSpaces });

export function useSpaces() {
  return useQuery(spacesQueryOptions());
}
