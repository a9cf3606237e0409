import {
  type MemberSpace,
  MemberSpaceSchema,
  type UpdateSpaceSchema,
} from '@citavet/domain/spaces/space.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
// The dashboard header and the space switcher read the space from the shared store, so a renamed
// space must land there too.
import { useSpacesStore } from '@/stores/spaces-store';
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

/** Keeps every copy of the space in step: the query cache and the spaces store. */
export function useStoreSpace() {
  const queryClient = useQueryClient();
  return (spaceId: string, changes: Partial<MemberSpace>) => {
    queryClient.setQueryData<MemberSpace>(spaceSettingsKeys.space(spaceId), (space) =>
      space ? { ...space, ...changes } : space,
    );
    useSpacesStore.getState().updateSpace(spaceId, changes);
  };
}

export function useUpdateSpaceSettings(spaceId: string) {
  const storeSpace = useStoreSpace();
  return useMutation({
    mutationFn: (changes: SpaceSettingsChanges) => updateSpaceSettings(spaceId, changes),
    onSuccess: ({ space }) => storeSpace(spaceId, space),
  });
}
