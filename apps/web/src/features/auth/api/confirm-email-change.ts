import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function confirmEmailChange(token: string) {
  const { message } = await apiClient.post('/auth/email-change/confirm', { body: { token } });
  return message;
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
