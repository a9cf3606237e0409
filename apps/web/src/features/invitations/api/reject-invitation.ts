import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function rejectInvitation(reference: string) {
  await apiClient.post(`/spaces/invitations/${encodeURIComponent(reference)}/reject`);
}

/** Rejects each in turn; the first failure stops the rest. */
export async function rejectInvitations(references: string[]) {
  for (const reference of references) await rejectInvitation(reference);
}

export function useRejectInvitation() {
  return useMutation({ mutationFn: rejectInvitation });
}

export function useRejectInvitations() {
  return useMutation({ mutationFn: rejectInvitations });
}
