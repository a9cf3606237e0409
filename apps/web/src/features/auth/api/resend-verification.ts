import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function resendVerification() {
  const { message } = await apiClient.post('/auth/verify-email/resend');
  return message;
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
