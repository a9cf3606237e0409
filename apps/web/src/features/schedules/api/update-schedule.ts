import { ScheduleResultSchema, type UpdateScheduleSchema } from '@citavet/domain/schedules/schedule.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { scheduleDependentKeys } from './schedule-query-keys';

export type UpdateSchedulePayload = z.input<typeof UpdateScheduleSchema>;

export async function updateSchedule(scheduleId: string, payload: UpdateSchedulePayload) {
  const { data, message } = await apiClient.put(`/schedules/${encodeURIComponent(scheduleId)}`, {
    body: payload,
    schema: ScheduleResultSchema,
  });
  return { schedule: data.schedule, message };
}

export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scheduleId, payload }: { scheduleId: string; payload: UpdateSchedulePayload }) =>
      updateSchedule(scheduleId, payload),
    onSuccess: () =>
      Promise.all(scheduleDependentKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
