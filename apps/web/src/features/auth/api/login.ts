import { AuthResultSchema, type LoginInput } from '@citavet/domain/auth/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';

export async function login(input: LoginInput) {
  const { data } = await apiClient.post('/auth/login', { body: input, schema: AuthResultSchema });
  return data;
}

/** Signs in and keeps the session; the guest-only guard then moves the user on. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => useAuthStore.getState().setSession(result),
  });
}
