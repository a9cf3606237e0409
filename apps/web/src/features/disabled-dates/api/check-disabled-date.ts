import { DisabledDateCheckSchema } from '@citavet/domain/disabled-dates/disabled-date.schema';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface CheckDisabledDateRequest {
  /** Clinic-local 'YYYY-MM-DDTHH:MM', read by the server in the space's zone. */
  dateTime: string;
  /** Without a host only space-wide entries count. */
  hostId?: string | undefined;
}

export async function checkDisabledDate(spaceId: string, { dateTime, hostId }: CheckDisabledDateRequest) {
  const query = new URLSearchParams({ dateTime });
  if (hostId) query.set('hostId', hostId);
  const { data } = await apiClient.get(
    `/spaces/${encodeURIComponent(spaceId)}/disabled-dates/check?${query.toString()}`,
    { schema: DisabledDateCheckSchema },
  );
  return data;
}

/** Asked on demand from the check dialog, so it is a mutation: nothing to cache or refetch. */
export function useCheckDisabledDate(spaceId: string) {
  return useMutation({
    mutationFn: (request: CheckDisabledDateRequest) => checkDisabledDate(spaceId, request),
  });
}
