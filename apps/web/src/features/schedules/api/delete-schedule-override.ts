import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scheduleOverrideQueryKeys } from '@/api/get-space-schedule-overrides';
import { apiClient } from '@/lib/api-client';

export async function deleteScheduleOverride(spaceId: string, id: string) {
  const { message } = await apiClient.delete(
    `/spaces/${encodeURIComponent(spaceId)}/schedule-overrides/${encodeURIComponent(id)}`,
  );
  return { message };
}

export function useDeleteScheduleOverride(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteScheduleOverride(spaceId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleOverrideQueryKeys.all }),
  });
}
