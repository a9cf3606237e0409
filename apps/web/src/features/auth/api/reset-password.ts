import type { ResetPasswordInput } from '@citavet/domain/auth/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function resetPassword(input: ResetPasswordInput) {
  const { message } = await apiClient.post('/auth/reset-password', { body: input });
  return message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
