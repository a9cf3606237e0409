import { useAuthStore } from './auth-store';
import { useCurrentSpace } from './spaces-store';

/**
 * Who is looking at the current space. Part 1 §6: a space ADMIN, or a HOST who belongs to no space
 * yet, administers it. Everyone else only reads.
 */
export function useSpaceAccess() {
  const user = useAuthStore((state) => state.user);
  const currentSpace = useCurrentSpace();
  const isHostWithoutMemberships = user?.role === 'HOST' && user.memberSpaces.length === 0;
  const isAdmin = Boolean(
    user && currentSpace && (currentSpace.myRole === 'ADMIN' || isHostWithoutMemberships),
  );
  return { user, currentSpace, isAdmin };
}
