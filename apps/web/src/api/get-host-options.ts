import { MemberSchema } from '@citavet/domain/members/member.schema';
import { isProfessionalRole } from '@citavet/domain/members/space-permissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/**
 * The members who can host (ADMIN or MEMBER: reception takes no appointments), for the host pickers of the
 * schedules and disabled-dates screens.
 */
export async function getHostOptions(spaceId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/members`, {
    schema: z.array(MemberSchema),
    signal,
  });
  return data
    .filter((member) => isProfessionalRole(member.role))
    .map((member) => ({
      id: member.userId,
      name: member.user.name,
      email: member.user.email,
      role: member.role,
      /** The professional's daily cap in the space (decision 048); null: none. */
      dailyCap: member.dailyCap,
    }))
    .sort((first, second) => first.name.localeCompare(second.name, 'es'));
}

export type HostOption = Awaited<ReturnType<typeof getHostOptions>>[number];

/** Under the space's member list key, so whatever refreshes the team refreshes the pickers too. */
export const hostOptionsQueryKey = (spaceId: string) =>
  ['spaces', spaceId, 'members', 'host-options'] as const;

export const hostOptionsQueryOptions = (spaceId: string) =>
  queryOptions({
    queryKey: hostOptionsQueryKey(spaceId),
    queryFn: ({ signal }) => getHostOptions(spaceId, signal),
  });

/** Only admins choose a host; for anyone else the list is never asked for. */
export function useHostOptions(spaceId: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...hostOptionsQueryOptions(spaceId), enabled: isEnabled });
}
