import { InvitationPreviewSchema } from '@citavet/domain/invitations/invitation.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function getInvitationPreview(token: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(`/invitations/by-token/${encodeURIComponent(token)}`, {
    schema: InvitationPreviewSchema,
    signal,
  });
  return data;
}

/** Public: what the e-mailed link shows before anyone signs in. */
export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitations', 'by-token', token],
    queryFn: ({ signal }) => getInvitationPreview(token, signal),
  });

export function useInvitationPreview(token: string) {
  return useQuery(invitationPreviewQueryOptions(token));
}
