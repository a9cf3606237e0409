import type { CreateSpaceInput } from '@citavet/domain/spaces/space.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { spacesQueryKey } from '@/api/spaces/get-spaces';
import { apiClient } from '@/lib/api-client';

/** Only what the wizard reads back; the full answer is a MemberSpace. */
const CreatedSpaceSchema = z.object({ id: z.string(), name: z.string(), timeZone: z.string() });

export type CreateSpaceRequest = Pick<
  CreateSpaceInput,
  'name' | 'description' | 'phone' | 'email' | 'defaultCurrency'
> & {
  timeZone: string;
};

export async function createSpace(input: CreateSpaceRequest) {
  const { data } = await apiClient.post('/spaces', { body: input, schema: CreatedSpaceSchema });
  return data;
}

export function useCreateSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSpace,
    // The dashboard lists the user's spaces from the cache: it must ask again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: spacesQueryKey }),
  });
}
