import { DisabledDateListSchema } from '@citavet/domain/disabled-dates/disabled-date.schema';
import type { LocalDate } from '@citavet/domain/time/zoned-time';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * The space's closures and the absences the user may see, between two days of the space (both
 * included): the agenda's shaded bands and the new-appointment modal's notice. Under
 * ['disabled-dates'], so a change on the disabled-dates screen refreshes them too.
 */
export async function getSpaceClosures(
  spaceId: string,
  range: { from: LocalDate; to: LocalDate },
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  const { data } = await apiClient.get(
    `/spaces/${encodeURIComponent(spaceId)}/disabled-dates?${query.toString()}`,
    { schema: DisabledDateListSchema, signal },
  );
  return data.disabledDates;
}

export const spaceClosuresQueryOptions = (spaceId: string, range: { from: LocalDate; to: LocalDate }) =>
  queryOptions({
    queryKey: ['disabled-dates', 'closures', spaceId, range.from, range.to] as const,
    queryFn: ({ signal }) => getSpaceClosures(spaceId, range, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useSpaceClosures(
  spaceId: string,
  range: { from: LocalDate; to: LocalDate },
  { isEnabled = true }: { isEnabled?: boolean } = {},
) {
  return useQuery({ ...spaceClosuresQueryOptions(spaceId, range), enabled: isEnabled });
}
