import { InvitationSchema } from '@citavet/domain/invitations/invitation.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** The space's pending invitations, expired ones included (they can still be resent). */
export async function getInvitations(spaceId: string) {
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/invitations`, {
    schema: z.array(InvitationSchema),
  });
  return data;
}

export const invitationsQueryOptions = (spaceId: string) =>
  queryOptions({
    queryKey: ['spaces', spaceId, 'invitations'],
    queryFn: () => getInvitations(spaceId),
    refetchOnWindowFocus: true,
  });

export function useInvitations(spaceId: string, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...invitationsQueryOptions(spaceId), enabled: isEnabled });
}
