import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { disabledDateQueryKeys } from './disabled-date-query-keys';

export async function deleteDisabledDate(spaceId: string, id: string) {
  const { message } = await apiClient.delete(
    `/spaces/${encodeURIComponent(spaceId)}/disabled-dates/${encodeURIComponent(id)}`,
  );
  return { message };
}

export function useDeleteDisabledDate(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDisabledDate(spaceId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disabledDateQueryKeys.all }),
  });
}
