import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceDependentKeys, serviceQueryKeys } from '@/api/service-query-keys';
import { apiClient } from '@/lib/api-client';

export async function deleteService(serviceId: string) {
  const { message } = await apiClient.delete(`/services/${encodeURIComponent(serviceId)}`);
  return { message };
}

/** Deletes a service; the server refuses (409) while bookings still to come need it. */
export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: (_result, serviceId) => {
      queryClient.removeQueries({ queryKey: serviceQueryKeys.detail(serviceId) });
      return Promise.all(serviceDependentKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
