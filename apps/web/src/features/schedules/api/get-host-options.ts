import { MemberSchema } from '@citavet/domain/members/member.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { scheduleQueryKeys } from './schedule-query-keys';

/** Any member of the space can host (design.md §4.6): the host picker lists them all. */
export async function getHostOptions(spaceId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/members`, {
    schema: z.array(MemberSchema),
    signal,
  });
  return data
    .map((member) => ({ id: member.userId, name: member.user.name, email: member.user.email }))
    .sort((first, second) => first.name.localeCompare(second.name, 'es'));
}

export type HostOption = Awaited<ReturnType<typeof getHostOptions>>[number];

export const hostOptionsQueryOptions = (spaceId: string) =>
  queryOptions({
    queryKey: scheduleQueryKeys.hostOptions(spaceId),
    queryFn: ({ signal }) => getHostOptions(spaceId, signal),
  });

/** Only admins assign schedules to others; for everyone else the list is never asked for. */
export function useHostOptions(spaceId: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...hostOptionsQueryOptions(spaceId), enabled: isEnabled });
}
