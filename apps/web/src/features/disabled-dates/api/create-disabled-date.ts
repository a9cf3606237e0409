import {
  type DisabledDateFormValues,
  DisabledDateResultSchema,
} from '@citavet/domain/disabled-dates/disabled-date.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { disabledDateQueryKeys } from './disabled-date-query-keys';

export async function createDisabledDate(spaceId: string, payload: DisabledDateFormValues) {
  const { data, message } = await apiClient.post(`/spaces/${encodeURIComponent(spaceId)}/disabled-dates`, {
    body: payload,
    schema: DisabledDateResultSchema,
  });
  return { disabledDate: data.disabledDate, message };
}

export function useCreateDisabledDate(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: DisabledDateFormValues) => createDisabledDate(spaceId, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disabledDateQueryKeys.all }),
  });
}
