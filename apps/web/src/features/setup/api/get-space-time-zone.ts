import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

// What the later wizard steps need of the space created in step 1. Older answers had no currency.
const SpaceBasicsSchema = z.object({ timeZone: z.string(), defaultCurrency: z.string().optional() });
type SpaceBasics = z.infer<typeof SpaceBasicsSchema>;

export async function getSpaceBasics(spaceId: string, signal?: AbortSignal): Promise<SpaceBasics> {
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}`, {
    schema: SpaceBasicsSchema,
    signal,
  });
  return data;
}

export const spaceBasicsQueryOptions = (spaceId: string | undefined) =>
  queryOptions({
    queryKey: ['setup', 'space-basics', spaceId],
    queryFn: ({ signal }) => getSpaceBasics(spaceId ?? '', signal),
    enabled: Boolean(spaceId),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The zone the schedules are wall-clock times in. */
export function useSpaceTimeZone(spaceId: string | undefined) {
  return useQuery({ ...spaceBasicsQueryOptions(spaceId), select: (space) => space.timeZone });
}

/** The currency chosen in step 1, which the first service is priced in. */
export function useSpaceDefaultCurrency(spaceId: string | undefined) {
  return useQuery({ ...spaceBasicsQueryOptions(spaceId), select: (space) => space.defaultCurrency });
}
