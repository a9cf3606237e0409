import { ScheduleListSchema } from '@citavet/domain/schedules/schedule.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { scheduleQueryKeys } from './schedule-query-keys';

/** The ranges of one service: an admin gets every host's, anyone else only their own. */
export async function getServiceSchedules(serviceId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(`/services/${encodeURIComponent(serviceId)}/schedules`, {
    schema: ScheduleListSchema,
    signal,
  });
  return data.schedules;
}

export const serviceSchedulesQueryOptions = (serviceId: string) =>
  queryOptions({
    queryKey: scheduleQueryKeys.ofService(serviceId),
    queryFn: ({ signal }) => getServiceSchedules(serviceId, signal),
  });

export function useServiceSchedules(serviceId: string) {
  return useQuery(serviceSchedulesQueryOptions(serviceId));
}
