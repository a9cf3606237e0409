import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useSpacesStore } from '@/features/spaces/stores/spaces-store';
import { queryClient } from '@/lib/query-client';

/** Forgets everything about the signed-in user: storage, stores and cached server data. */
export function endSession(): void {
  useAuthStore.getState().logout();
  useSpacesStore.getState().reset();
  queryClient.clear();
}
