import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function verifyEmail(token: string) {
  const { message } = await apiClient.post('/auth/verify-email', { body: { token } });
  return message;
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
