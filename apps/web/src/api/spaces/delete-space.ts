import { apiClient } from '@/lib/api-client';

export async function deleteSpace(spaceId: string) {
  const { message } = await apiClient.delete(`/spaces/${encodeURIComponent(spaceId)}`);
  return { message };
}
