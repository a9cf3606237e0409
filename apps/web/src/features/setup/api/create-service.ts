import type { SetupServiceForm } from '@citavet/domain/services/setup-service-form.schema';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

const CreatedServiceSchema = z.object({ service: z.object({ id: z.string(), name: z.string() }) });

interface CreateServiceInput {
  spaceId: string;
  service: SetupServiceForm;
}

/** The wizard's first service: name, description, price and duration; the API fills the other defaults. */
export async function createService({ spaceId, service }: CreateServiceInput) {
  const { data } = await apiClient.post(`/spaces/${encodeURIComponent(spaceId)}/services`, {
    body: service,
    schema: CreatedServiceSchema,
  });
  return data.service;
}

export function useCreateService() {
  return useMutation({ mutationFn: createService });
}
