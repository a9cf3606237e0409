import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function requestPasswordReset(input: { email: string }) {
  const { message } = await apiClient.post('/auth/forgot-password', { body: input });
  return message;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
