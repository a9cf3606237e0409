import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** What the schedules step needs of each service: which one the ranges belong to. */
const SetupServiceListSchema = z.object({
  services: z.array(z.object({ id: z.string(), name: z.string(), duration: z.number() })),
});
export type SetupService = z.infer<typeof SetupServiceListSchema>['services'][number];

export async function getSpaceServices(spaceId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/services`, {
    schema: SetupServiceListSchema,
    signal,
  });
  return data.services;
}

export const spaceServicesQueryOptions = (spaceId: string | undefined) =>
  queryOptions({
    // Its own key: this is a slimmer read than the services screen's list of the same call.
    queryKey: ['setup', 'services', spaceId],
    queryFn: ({ signal }) => getSpaceServices(spaceId ?? '', signal),
    enabled: Boolean(spaceId),
  });

export function useSpaceServices(spaceId: string | undefined) {
  return useQuery(spaceServicesQueryOptions(spaceId));
}
