import { SpaceScheduleListSchema } from '@citavet/domain/schedules/schedule.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { serviceQueryKeys } from './service-query-keys';

/**
 * Every range of every service of the space (non-admins get their own): the schedules overview, and
 * the agenda's working hours, working days, occupancy and bookable services.
 */
export async function getSpaceSchedules(spaceId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/schedules`, {
    schema: SpaceScheduleListSchema,
    signal,
  });
  return data.schedules;
}

export const spaceSchedulesQueryOptions = (spaceId: string) =>
  queryOptions({
    queryKey: serviceQueryKeys.spaceSchedules(spaceId),
    queryFn: ({ signal }) => getSpaceSchedules(spaceId, signal),
  });

export function useSpaceSchedules(spaceId: string) {
  return useQuery(spaceSchedulesQueryOptions(spaceId));
}
