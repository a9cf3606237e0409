import {
  type ScheduleOverrideFormValues,
  ScheduleOverrideResultSchema,
} from '@citavet/domain/schedule-overrides/schedule-override.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scheduleOverrideQueryKeys } from '@/api/get-space-schedule-overrides';
import { apiClient } from '@/lib/api-client';

const baseUrl = (spaceId: string) => `/spaces/${encodeURIComponent(spaceId)}/schedule-overrides`;

/** Creates (no id) or replaces (id) an extra opening or a day's changed hours. */
export async function saveScheduleOverride(
  spaceId: string,
  { id, payload }: { id: string | null; payload: ScheduleOverrideFormValues },
) {
  const options = { body: payload, schema: ScheduleOverrideResultSchema };
  const { data, message } = id
    ? await apiClient.put(`${baseUrl(spaceId)}/${encodeURIComponent(id)}`, options)
    : await apiClient.post(baseUrl(spaceId), options);
  return { scheduleOverride: data.scheduleOverride, message };
}

export function useSaveScheduleOverride(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string | null; payload: ScheduleOverrideFormValues }) =>
      saveScheduleOverride(spaceId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleOverrideQueryKeys.all }),
  });
}
