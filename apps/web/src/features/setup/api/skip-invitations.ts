import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** 'Continuar sin invitaciones': the members step counts as done for this space. */
export async function skipInvitations(spaceId: string) {
  await apiClient.post('/setup/skip-invitations', { body: { spaceId } });
}

export function useSkipInvitations() {
  return useMutation({ mutationFn: skipInvitations });
}
