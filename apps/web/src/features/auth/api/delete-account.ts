import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function deleteAccount() {
  await apiClient.delete('/auth/account');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
