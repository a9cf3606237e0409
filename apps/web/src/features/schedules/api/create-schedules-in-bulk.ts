import {
  type BulkCreateSchedulesSchema,
  ScheduleListSchema,
} from '@citavet/domain/schedules/schedule.schema';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type BulkCreateSchedulesPayload = z.input<typeof BulkCreateSchedulesSchema>;

/** One host's ranges of one service, all created or none. */
export async function createSchedulesInBulk(payload: BulkCreateSchedulesPayload) {
  const { data } = await apiClient.post('/services/schedules/bulk', {
    body: payload,
    schema: ScheduleListSchema,
  });
  return data.schedules;
}
