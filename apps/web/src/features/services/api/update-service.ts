import { ServiceResultSchema, type UpdateServiceSchema } from '@citavet/domain/services/service.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { serviceQueryKeys } from '@/api/service-query-keys';
import { apiClient } from '@/lib/api-client';

export type UpdateServicePayload = z.input<typeof UpdateServiceSchema>;

export async function updateService(serviceId: string, payload: UpdateServicePayload) {
  const { data, message } = await apiClient.put(`/services/${encodeURIComponent(serviceId)}`, {
    body: payload,
    schema: ServiceResultSchema,
  });
  return { service: data.service, message };
}

/** Edits a service, or only flips `isActive` (the Estado toggle and 'Desactivar servicio'). */
export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, payload }: { serviceId: string; payload: UpdateServicePayload }) =>
      updateService(serviceId, payload),
    onSuccess: ({ service }) => {
      queryClient.setQueryData(serviceQueryKeys.detail(service.id), service);
      return queryClient.invalidateQueries({ queryKey: serviceQueryKeys.all });
    },
  });
}
