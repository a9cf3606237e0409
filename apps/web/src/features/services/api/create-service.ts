import { type CreateServiceSchema, ServiceResultSchema } from '@citavet/domain/services/service.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { serviceDependentKeys } from '@/api/service-query-keys';
import { apiClient } from '@/lib/api-client';

export type CreateServicePayload = z.input<typeof CreateServiceSchema>;

export async function createService(spaceId: string, payload: CreateServicePayload) {
  const { data, message } = await apiClient.post(`/spaces/${encodeURIComponent(spaceId)}/services`, {
    body: payload,
    schema: ServiceResultSchema,
  });
  return { service: data.service, message };
}

export function useCreateService(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateServicePayload) => createService(spaceId, payload),
    onSuccess: () =>
      Promise.all(serviceDependentKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
