import { MemberSchema } from '@citavet/domain/members/member.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { disabledDateQueryKeys } from './disabled-date-query-keys';

/** Hosts an admin can block: the members with role ADMIN or MEMBER (part 2 §5, design.md §4.6). */
export async function getHostOptions(spaceId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/members`, {
    schema: z.array(MemberSchema),
    signal,
  });
  return data
    .filter((member) => member.role === 'ADMIN' || member.role === 'MEMBER')
    .map((member) => ({ id: member.userId, name: member.user.name, role: member.role }))
    .sort((first, second) => first.name.localeCompare(second.name, 'es'));
}

export type HostOption = Awaited<ReturnType<typeof getHostOptions>>[number];

export const hostOptionsQueryOptions = (spaceId: string) =>
  queryOptions({
    queryKey: disabledDateQueryKeys.hostOptions(spaceId),
    queryFn: ({ signal }) => getHostOptions(spaceId, signal),
  });

/** Only admins choose a host; for anyone else the list is never asked for. */
export function useHostOptions(spaceId: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...hostOptionsQueryOptions(spaceId), enabled: isEnabled });
}
