import { AuthResultSchema, type RegisterInput } from '@citavet/domain/auth/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';

export async function register(input: RegisterInput) {
  const { data } = await apiClient.post('/auth/register', { body: input, schema: AuthResultSchema });
  return data;
}

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: (result) => useAuthStore.getState().setSession(result),
  });
}
