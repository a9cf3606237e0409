import { MemberSpaceSchema } from '@citavet/domain/spaces/space.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The space with its time zone: every time of the agenda is read and shown in it. */
export async function getAgendaSpace(spaceId: string) {
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}`, {
    schema: MemberSpaceSchema,
  });
  return data;
}

export const agendaSpaceQueryOptions = (spaceId: string) =>
  queryOptions({ queryKey: ['agenda', spaceId, 'space'], queryFn: () => getAgendaSpace(spaceId) });

export function useAgendaSpace(spaceId: string) {
  return useQuery(agendaSpaceQueryOptions(spaceId));
}
