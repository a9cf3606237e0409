import { type Invitation, InvitationSchema } from '@citavet/domain/invitations/invitation.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useResendCooldownStore } from '../stores/resend-cooldown-store';
import { invitationsQueryOptions } from './get-invitations';

/** A new e-mail with a new link and a new 7-day expiry; the server allows one every 60 s. */
export async function resendInvitation(invitationId: string) {
  const { data, message } = await apiClient.post(
    `/spaces/invitations/${encodeURIComponent(invitationId)}/resend`,
    { schema: InvitationSchema },
  );
  return { invitation: data, message };
}

export function useResendInvitation(spaceId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = invitationsQueryOptions(spaceId);
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: ({ invitation }) => {
      useResendCooldownStore.getState().markSent(invitation.id);
      queryClient.setQueryData(queryKey, (invitations: Invitation[] | undefined) =>
        invitations?.map((candidate) => (candidate.id === invitation.id ? invitation : candidate)),
      );
    },
  });
}
