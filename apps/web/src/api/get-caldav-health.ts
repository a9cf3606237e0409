import { CalDavHealthSchema } from '@citavet/domain/calendar/caldav-connection.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** How often the agenda asks again: a failure or stale busy time shows within a minute or so. */
const REFRESH_MS = 60_000;

/**
 * The CalDAV connections of the agendas the user may see that fail or whose busy time is out of
 * date (decision 091): the agenda's notice and the new-appointment warning.
 */
export function useCalDavHealth(spaceId: string) {
  return useQuery({
    queryKey: ['caldav-health', spaceId] as const,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/caldav-health`, {
        schema: CalDavHealthSchema,
        signal,
      });
      return data;
    },
    refetchInterval: REFRESH_MS,
    staleTime: REFRESH_MS / 2,
  });
}
