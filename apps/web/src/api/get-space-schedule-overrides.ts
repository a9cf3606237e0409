import { ScheduleOverrideListSchema } from '@citavet/domain/schedule-overrides/schedule-override.schema';
import type { LocalDate } from '@citavet/domain/time/zoned-time';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * The extra openings and changed hours the user may see on the space's dates [from, to]: the
 * agenda's labels and the schedules screen's 'Fechas especiales'. Under ['schedule-overrides'], so a
 * change on either refreshes both.
 */
export async function getSpaceScheduleOverrides(
  spaceId: string,
  range: { from: LocalDate; to: LocalDate },
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  const { data } = await apiClient.get(
    `/spaces/${encodeURIComponent(spaceId)}/schedule-overrides?${query.toString()}`,
    { schema: ScheduleOverrideListSchema, signal },
  );
  return data.scheduleOverrides;
}

export const scheduleOverrideQueryKeys = {
  all: ['schedule-overrides'] as const,
  range: (spaceId: string, from: LocalDate, to: LocalDate) =>
    ['schedule-overrides', spaceId, from, to] as const,
};

export const spaceScheduleOverridesQueryOptions = (
  spaceId: string,
  range: { from: LocalDate; to: LocalDate },
) =>
  queryOptions({
    queryKey: scheduleOverrideQueryKeys.range(spaceId, range.from, range.to),
    queryFn: ({ signal }) => getSpaceScheduleOverrides(spaceId, range, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useSpaceScheduleOverrides(spaceId: string, range: { from: LocalDate; to: LocalDate }) {
  return useQuery(spaceScheduleOverridesQueryOptions(spaceId, range));
}
