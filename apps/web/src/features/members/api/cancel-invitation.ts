import type { Invitation } from '@citavet/domain/invitations/invitation.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invitationsQueryOptions } from './get-invitations';

export async function cancelInvitation(invitationId: string) {
  const { message } = await apiClient.delete(`/spaces/invitations/${encodeURIComponent(invitationId)}`);
  return { message };
}

export function useCancelInvitation(spaceId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = invitationsQueryOptions(spaceId);
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: (_result, invitationId) => {
      queryClient.setQueryData(queryKey, (invitations: Invitation[] | undefined) =>
        invitations?.filter(({ id }) => id !== invitationId),
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
