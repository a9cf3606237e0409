import type { BulkCreateSchedulesSchema } from '@citavet/domain/schedules/schedule.schema';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

type CreateSchedulesInput = Pick<z.input<typeof BulkCreateSchedulesSchema>, 'serviceId' | 'schedules'>;

/** Every range of every selected day in one call: all are stored, or none. The host is the caller. */
export async function createSchedules(input: CreateSchedulesInput) {
  await apiClient.post('/services/schedules/bulk', { body: input });
}

export function useCreateSchedules() {
  return useMutation({ mutationFn: createSchedules });
}
