import { ScheduleListSchema } from '@citavet/domain/schedules/schedule.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { serviceQueryKeys } from './service-query-keys';

/** Every range of the service the caller may see (an admin all hosts', anyone else their own). */
export async function getServiceSchedules(serviceId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(`/services/${encodeURIComponent(serviceId)}/schedules`, {
    schema: ScheduleListSchema,
    signal,
  });
  return data.schedules;
}

export const serviceSchedulesQueryOptions = (serviceId: string) =>
  queryOptions({
    queryKey: serviceQueryKeys.schedules(serviceId),
    queryFn: ({ signal }) => getServiceSchedules(serviceId, signal),
  });

export function useServiceSchedules(serviceId: string) {
  return useQuery(serviceSchedulesQueryOptions(serviceId));
}
