import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { scheduleDependentKeys } from './schedule-query-keys';

export async function deleteSchedule(scheduleId: string) {
  await apiClient.delete(`/schedules/${encodeURIComponent(scheduleId)}`);
}

/**
 * Deletes one range or a whole day's ranges (one call each). Every call is tried; if any fails the
 * mutation fails after the others went through, and the lists are refreshed either way.
 */
export async function deleteSchedules(scheduleIds: readonly string[]) {
  const results = await Promise.allSettled(scheduleIds.map(deleteSchedule));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return { deletedCount: results.length };
}

export function useDeleteSchedules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSchedules,
    onSettled: () =>
      Promise.all(scheduleDependentKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
