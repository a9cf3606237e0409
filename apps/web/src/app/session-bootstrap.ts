import { useAuthStore } from '@/stores/auth-store';

/**
 * Checks the stored session, once per page load. Called by the screens that need a session (the
 * route guards, the invitation page), not at start-up: the public pages then paint without waiting
 * for the stores and zod. The 401 handler is armed by the app itself (app.tsx).
 */
export function ensureSessionStarted(): void {
  // Tests (and a sign-in earlier in this page load) may have settled the session already;
  // initialize() itself runs its check once however often it is called.
  if (!useAuthStore.getState().isInitialized) void useAuthStore.getState().initialize();
}
