import { ProfileSchema } from '@citavet/domain/users/user.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

interface GetProfileOptions {
  /** The start-up check handles a dead session itself instead of jumping to the sign-in page. */
  isUnauthorizedHandled?: boolean;
}

export async function getProfile({ isUnauthorizedHandled = false }: GetProfileOptions = {}) {
  const { data } = await apiClient.get('/auth/profile', { schema: ProfileSchema, isUnauthorizedHandled });
  return data;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'profile'], queryFn: () => getProfile() });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
