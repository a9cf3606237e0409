import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

const SpaceTimeZoneSchema = z.object({ timeZone: z.string() });

/** The zone the schedules are wall-clock times in (design.md §4.1). */
export async function getSpaceTimeZone(spaceId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}`, {
    schema: SpaceTimeZoneSchema,
    signal,
  });
  return data.timeZone;
}

export const spaceTimeZoneQueryOptions = (spaceId: string | undefined) =>
  queryOptions({
    queryKey: ['setup', 'space-time-zone', spaceId],
    queryFn: ({ signal }) => getSpaceTimeZone(spaceId ?? '', signal),
    enabled: Boolean(spaceId),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSpaceTimeZone(spaceId: string | undefined) {
  return useQuery(spaceTimeZoneQueryOptions(spaceId));
}
