import { SpaceScheduleListSchema } from '@citavet/domain/schedules/schedule.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { scheduleQueryKeys } from './schedule-query-keys';

/** Every range of every service of the space (the schedules overview); non-admins get their own. */
export async function getSpaceSchedules(spaceId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/schedules`, {
    schema: SpaceScheduleListSchema,
    signal,
  });
  return data.schedules;
}

export const spaceSchedulesQueryOptions = (spaceId: string) =>
  queryOptions({
    queryKey: scheduleQueryKeys.ofSpace(spaceId),
    queryFn: ({ signal }) => getSpaceSchedules(spaceId, signal),
  });

export function useSpaceSchedules(spaceId: string) {
  return useQuery(spaceSchedulesQueryOptions(spaceId));
}
