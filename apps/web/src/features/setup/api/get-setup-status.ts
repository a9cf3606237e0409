import type { SetupStatus } from '@citavet/domain/setup/setup.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

// Typed, not parsed: the guards only read `isFirstRunComplete` and `spaces`, and a stricter parse here would
// lock every signed-in user out of the app over an unrelated field.
export async function getSetupStatus() {
  const { data } = await apiClient.get('/setup/status');
  return data as SetupStatus;
}

/** Keyed by user so one user's status is never shown to the next one on the same browser. */
export const setupStatusQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['setup', 'status', userId],
    queryFn: getSetupStatus,
    enabled: Boolean(userId),
    staleTime: 60_000,
  });

export function useSetupStatus(userId: string | undefined) {
  return useQuery(setupStatusQueryOptions(userId));
}
