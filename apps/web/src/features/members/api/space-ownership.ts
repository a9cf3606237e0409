import { type DeleteSpaceInput, SpaceOwnershipSchema } from '@citavet/domain/spaces/space-ownership';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { spacesQueryKey } from '@/api/spaces/get-spaces';
import { apiClient } from '@/lib/api-client';
import { membersQueryOptions } from './get-members';

// The OWNER's calls (docs/decisions/067-space-owner-and-soft-deletion.md): hand the space over to an
// ADMIN (who accepts or declines), and delete it. Every answer changes who sees what: the space list
// and the team are asked again.

const transferUrl = (spaceId: string) => `/spaces/${encodeURIComponent(spaceId)}/ownership-transfer`;

export type OwnershipAction =
  | { kind: 'offer'; userId: string }
  | { kind: 'cancel' }
  | { kind: 'accept' }
  | { kind: 'decline' };

export async function changeOwnership(spaceId: string, action: OwnershipAction) {
  const options = { schema: SpaceOwnershipSchema };
  switch (action.kind) {
    case 'offer':
      return apiClient.post(transferUrl(spaceId), { ...options, body: { userId: action.userId } });
    case 'cancel':
      return apiClient.delete(transferUrl(spaceId), options);
    case 'accept':
      return apiClient.post(`${transferUrl(spaceId)}/accept`, options);
    case 'decline':
      return apiClient.post(`${transferUrl(spaceId)}/decline`, options);
  }
}

export function useChangeOwnership(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OwnershipAction) => changeOwnership(spaceId, action),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: spacesQueryKey });
      void queryClient.invalidateQueries({ queryKey: membersQueryOptions(spaceId).queryKey });
    },
  });
}

const DeletedAnswerSchema = z.object({ deletedAt: z.string(), restorableUntil: z.string() });

export async function deleteSpace(spaceId: string, input: DeleteSpaceInput) {
  return apiClient.delete(`/spaces/${encodeURIComponent(spaceId)}`, {
    body: input,
    schema: DeletedAnswerSchema,
  });
}

/**
 * The space leaves every list when the deleted spaces page, where a deletion leads, is on screen
 * (features/spaces, useSpaceListsRefreshedOnArrival): refreshed while a page of the space is still
 * mounted, the dashboard would answer its absence by sending the user to another space.
 */
export function useDeleteSpace(spaceId: string) {
  return useMutation({ mutationFn: (input: DeleteSpaceInput) => deleteSpace(spaceId, input) });
}
