import { type CreateScheduleSchema, ScheduleResultSchema } from '@citavet/domain/schedules/schedule.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { scheduleDependentKeys } from './schedule-query-keys';

export type CreateSchedulePayload = z.input<typeof CreateScheduleSchema>;

export async function createSchedule(serviceId: string, payload: CreateSchedulePayload) {
  const { data, message } = await apiClient.post(`/services/${encodeURIComponent(serviceId)}/schedules`, {
    body: payload,
    schema: ScheduleResultSchema,
  });
  return { schedule: data.schedule, message };
}

export function useCreateSchedule(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateSchedulePayload) => createSchedule(serviceId, payload),
    onSuccess: () =>
      Promise.all(scheduleDependentKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
