import { MemberSchema } from '@citavet/domain/members/member.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

const MemberListSchema = z.array(MemberSchema);

export async function getSpaceMembers(spaceId: string) {
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/members`, {
    schema: MemberListSchema,
  });
  return [...data].sort((first, second) => first.user.name.localeCompare(second.user.name, 'es'));
}

export const spaceMembersQueryOptions = (spaceId: string) =>
  queryOptions({ queryKey: ['agenda', spaceId, 'members'], queryFn: () => getSpaceMembers(spaceId) });

export function useSpaceMembers(spaceId: string) {
  return useQuery(spaceMembersQueryOptions(spaceId));
}
