import {
  type MemberSpace,
  MemberSpaceSchema,
  type UpdateSpaceSchema,
} from '@citavet/domain/spaces/space.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { changeCachedSpace, mergeSpaceChanges } from '@/api/spaces/get-spaces';
import { apiClient } from '@/lib/api-client';
import { spaceSettingsKeys } from './space-settings-query-keys';

export type SpaceSettingsChanges = z.input<typeof UpdateSpaceSchema>;

/** PUT /spaces/{id}: only the fields sent change. */
export async function updateSpaceSettings(spaceId: string, changes: SpaceSettingsChanges) {
  const { data, message } = await apiClient.put(`/spaces/${encodeURIComponent(spaceId)}`, {
    body: changes,
    schema: MemberSpaceSchema,
  });
  return { space: data, message };
}

/** Keeps both cached copies of the space in step: this screen's and the space list the header reads. */
export function useStoreSpace() {
  const queryClient = useQueryClient();
  return (spaceId: string, changes: Partial<MemberSpace>) => {
    queryClient.setQueryData<MemberSpace>(spaceSettingsKeys.space(spaceId), (space) =>
      space ? { ...space, ...changes } : space,
    );
    changeCachedSpace(queryClient, spaceId, mergeSpaceChanges(changes));
  };
}

export function useUpdateSpaceSettings(spaceId: string) {
  const storeSpace = useStoreSpace();
  return useMutation({
    mutationFn: (changes: SpaceSettingsChanges) => updateSpaceSettings(spaceId, changes),
    onSuccess: ({ space }) => storeSpace(spaceId, space),
  });
}
