import { queryClient } from '@/lib/query-client';
import { useAuthStore } from '@/stores/auth-store';
import { useSpacesStore } from '@/stores/spaces-store';

/** Forgets everything about the signed-in user: storage, stores and cached server data. */
export function endSession(): void {
  useAuthStore.getState().logout();
  useSpacesStore.getState().reset();
  queryClient.clear();
}
