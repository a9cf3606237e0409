import { MemberSchema } from '@citavet/domain/members/member.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export async function getMembers(spaceId: string) {
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/members`, {
    schema: z.array(MemberSchema),
  });
  return data;
}

export const membersQueryOptions = (spaceId: string) =>
  queryOptions({
    queryKey: ['spaces', spaceId, 'members'],
    queryFn: () => getMembers(spaceId),
    // Invitees join from their own browser: coming back to the tab shows who has joined meanwhile.
    refetchOnWindowFocus: true,
  });

export function useMembers(spaceId: string, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...membersQueryOptions(spaceId), enabled: isEnabled });
}
