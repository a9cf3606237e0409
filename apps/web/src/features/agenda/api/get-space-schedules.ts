import { SpaceScheduleListSchema } from '@citavet/domain/schedules/schedule.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Every schedule range of the space: working hours, working days, occupancy and bookable services. */
export async function getSpaceSchedules(spaceId: string) {
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/schedules`, {
    schema: SpaceScheduleListSchema,
  });
  return data.schedules;
}

export const spaceSchedulesQueryOptions = (spaceId: string) =>
  queryOptions({ queryKey: ['agenda', spaceId, 'schedules'], queryFn: () => getSpaceSchedules(spaceId) });

export function useSpaceSchedules(spaceId: string) {
  return useQuery(spaceSchedulesQueryOptions(spaceId));
}
