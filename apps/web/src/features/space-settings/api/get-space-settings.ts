import { MemberSpaceSchema } from '@citavet/domain/spaces/space.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { spaceSettingsKeys } from './space-settings-query-keys';

export async function getSpaceSettings(spaceId: string) {
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}`, {
    schema: MemberSpaceSchema,
  });
  return data;
}

export const spaceSettingsQueryOptions = (spaceId: string) =>
  queryOptions({ queryKey: spaceSettingsKeys.space(spaceId), queryFn: () => getSpaceSettings(spaceId) });

export function useSpaceSettings(spaceId: string, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...spaceSettingsQueryOptions(spaceId), enabled: isEnabled });
}
