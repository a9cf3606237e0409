import {
  type CreateInvitationInput,
  type Invitation,
  InvitationSchema,
} from '@citavet/domain/invitations/invitation.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useResendCooldownStore } from '../stores/resend-cooldown-store';
import { invitationsQueryOptions } from './get-invitations';

export async function sendInvitation(spaceId: string, input: CreateInvitationInput) {
  const { data, message } = await apiClient.post(`/spaces/${encodeURIComponent(spaceId)}/invitations`, {
    body: input,
    schema: InvitationSchema,
  });
  return { invitation: data, message };
}

export function useSendInvitation(spaceId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = invitationsQueryOptions(spaceId);
  return useMutation({
    mutationFn: (input: CreateInvitationInput) => sendInvitation(spaceId, input),
    onSuccess: ({ invitation }) => {
      queryClient.setQueryData(queryKey, (invitations: Invitation[] | undefined) =>
        invitations ? [invitation, ...invitations.filter(({ id }) => id !== invitation.id)] : invitations,
      );
      // The e-mail has just gone out: resending now would only be refused.
      useResendCooldownStore.getState().markSent(invitation.id);
      void queryClient.invalidateQueries({ queryKey: ['setup', 'status'] });
    },
  });
}
