import {
  type DisabledDateFormValues,
  DisabledDateResultSchema,
} from '@citavet/domain/disabled-dates/disabled-date.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { disabledDateQueryKeys } from './disabled-date-query-keys';

export interface UpdateDisabledDateRequest {
  id: string;
  /** The whole entry is sent again (PUT), not a patch. */
  payload: DisabledDateFormValues;
}

export async function updateDisabledDate(spaceId: string, { id, payload }: UpdateDisabledDateRequest) {
  const { data, message } = await apiClient.put(
    `/spaces/${encodeURIComponent(spaceId)}/disabled-dates/${encodeURIComponent(id)}`,
    { body: payload, schema: DisabledDateResultSchema },
  );
  return { disabledDate: data.disabledDate, message };
}

export function useUpdateDisabledDate(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateDisabledDateRequest) => updateDisabledDate(spaceId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disabledDateQueryKeys.all }),
  });
}
