import { AcceptedInvitationSchema } from '@citavet/domain/invitations/invitation.schema';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Accepts by invitation id (the profile's handle) or by the e-mailed token; the answer names the space. */
export async function acceptInvitation(reference: string) {
  const { data } = await apiClient.post(`/spaces/invitations/${encodeURIComponent(reference)}/accept`, {
    schema: AcceptedInvitationSchema,
  });
  return data.space;
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
