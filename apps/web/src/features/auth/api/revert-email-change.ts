import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function revertEmailChange(token: string) {
  const { message } = await apiClient.post('/auth/email-change/revert', { body: { token } });
  return message;
}

export function useRevertEmailChange() {
  return useMutation({ mutationFn: revertEmailChange });
}
