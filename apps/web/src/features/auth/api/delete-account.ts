import type { DeleteAccountInput } from '@citavet/domain/auth/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Needs the current password: an open session alone cannot erase the account. */
export async function deleteAccount(input: DeleteAccountInput) {
  await apiClient.delete('/auth/account', { body: input });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
