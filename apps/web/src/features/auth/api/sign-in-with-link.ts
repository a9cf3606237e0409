import { AuthResultSchema } from '@citavet/domain/auth/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';

/** The e-mailed one-time sign-in link: signs in and keeps the session (the API sets the device cookie). */
export async function signInWithLink(token: string) {
  const { data, message } = await apiClient.post('/auth/sign-in-link', {
    body: { token },
    schema: AuthResultSchema,
  });
  useAuthStore.getState().setSession(data);
  return message;
}

export function useSignInWithLink() {
  return useMutation({ mutationFn: signInWithLink });
}
