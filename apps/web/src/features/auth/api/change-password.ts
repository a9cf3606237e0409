import type { ChangePasswordInput } from '@citavet/domain/auth/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';

const ChangePasswordResultSchema = z.object({ token: z.string() });

export async function changePassword(input: ChangePasswordInput) {
  // A wrong current password must not sign the user out, whatever status the API picks for it.
  const { data } = await apiClient.put('/auth/change-password', {
    body: input,
    schema: ChangePasswordResultSchema,
    isUnauthorizedHandled: true,
  });
  return data;
}

/** The API revokes every other session and hands this one a fresh token, which replaces the old. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => useAuthStore.getState().setToken(token),
  });
}
