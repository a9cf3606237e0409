import type { CreateInvitationInput } from '@citavet/domain/invitations/invitation.schema';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function sendInvitation(spaceId: string, invitation: CreateInvitationInput) {
  await apiClient.post(`/spaces/${encodeURIComponent(spaceId)}/invitations`, { body: invitation });
}

export class PartialInvitationsError extends Error {
  constructor(
    readonly failure: unknown,
    /** The addresses that were invited before the failure; they must not be sent twice. */
    readonly sentEmails: string[],
  ) {
    super('Invitaciones enviadas solo en parte');
  }
}

export interface SendInvitationsInput {
  spaceId: string;
  invitations: CreateInvitationInput[];
}

/** One call per row, in order; a failure stops the rest and says which ones already went out. */
export async function sendInvitations({ spaceId, invitations }: SendInvitationsInput): Promise<string[]> {
  const sentEmails: string[] = [];
  for (const invitation of invitations) {
    try {
      await sendInvitation(spaceId, invitation);
    } catch (error) {
      throw new PartialInvitationsError(error, sentEmails);
    }
    sentEmails.push(invitation.email);
  }
  return sentEmails;
}

export function useSendInvitations() {
  return useMutation({ mutationFn: sendInvitations });
}
