import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useSpacesStore } from '@/features/spaces/stores/spaces-store';

/**
 * Who is looking at the current space. The auth and spaces stores are read from their store files,
 * the exception the dashboard already makes; the rule is part 1 §6: a space ADMIN, or a HOST who
 * belongs to no space yet, administers it. Everyone else only reads.
 */
export function useSpaceAccess() {
  const user = useAuthStore((state) => state.user);
  const currentSpace = useSpacesStore((state) => state.currentSpace);
  const isHostWithoutMemberships = user?.role === 'HOST' && user.memberSpaces.length === 0;
  const isAdmin = Boolean(
    user && currentSpace && (currentSpace.myRole === 'ADMIN' || isHostWithoutMemberships),
  );
  return { user, currentSpace, isAdmin };
}
