import { apiClient } from '@/lib/api-client';

/**
 * Revokes the session on the server (every token of the account stops working). Best effort: the
 * browser forgets the session whatever the answer, and a dead token must not bounce to sign-in.
 */
export async function logout() {
  try {
    await apiClient.post('/auth/logout', { isUnauthorizedHandled: true });
  } catch {
    // Offline or already revoked: nothing left to revoke from here.
  }
}
