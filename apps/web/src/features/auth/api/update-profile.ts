import type { UpdateProfileInput } from '@citavet/domain/auth/auth.schema';
import { ProfileSchema } from '@citavet/domain/users/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '@/api/get-profile';
import { apiClient } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';

/** A new address is only requested: the answer's message says where the confirmation link went. */
export async function updateProfile(input: UpdateProfileInput) {
  const { data, message } = await apiClient.put('/auth/profile', { body: input, schema: ProfileSchema });
  return { profile: data, message };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => {
      useAuthStore.getState().setUser(profile);
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
    },
  });
}
