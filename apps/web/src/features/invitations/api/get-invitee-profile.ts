import { ProfileSchema } from '@citavet/domain/users/user.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function getInviteeProfile(signal?: AbortSignal) {
  const { data } = await apiClient.get('/auth/profile', { schema: ProfileSchema, signal });
  return data;
}

/**
 * The signed-in user's profile, which lists their pending invitations. It shares the
 * profile's cache entry: one user, one profile, whichever screen asked for it.
 */
export const inviteeProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'profile'],
    queryFn: ({ signal }) => getInviteeProfile(signal),
    // Invitations arrive by e-mail at any time: the screen always asks again when it opens.
    refetchOnMount: 'always',
  });

export function useInviteeProfile() {
  return useQuery(inviteeProfileQueryOptions());
}
