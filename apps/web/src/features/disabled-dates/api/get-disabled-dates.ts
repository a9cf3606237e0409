import { DisabledDateListSchema } from '@citavet/domain/disabled-dates/disabled-date.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { disabledDateQueryKeys } from './disabled-date-query-keys';

/** Every entry the signed-in member may see; the server already leaves out others' absences. */
export async function getDisabledDates(spaceId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/disabled-dates`, {
    schema: DisabledDateListSchema,
    signal,
  });
  return data.disabledDates;
}

export const disabledDatesQueryOptions = (spaceId: string) =>
  queryOptions({
    queryKey: disabledDateQueryKeys.list(spaceId),
    queryFn: ({ signal }) => getDisabledDates(spaceId, signal),
  });

export function useDisabledDates(spaceId: string) {
  return useQuery(disabledDatesQueryOptions(spaceId));
}
