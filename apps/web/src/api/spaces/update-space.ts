import { MemberSpaceSchema, type UpdateSpaceSchema } from '@citavet/domain/spaces/space.schema';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type UpdateSpaceRequest = z.input<typeof UpdateSpaceSchema>;

/** Only the fields sent change; '' or null clears an optional field. */
export async function updateSpace(spaceId: string, changes: UpdateSpaceRequest) {
  const { data, message } = await apiClient.put(`/spaces/${encodeURIComponent(spaceId)}`, {
    body: changes,
    schema: MemberSpaceSchema,
  });
  return { space: data, message };
}
