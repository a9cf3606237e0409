import { canInSpace, type SpaceAction } from '@citavet/domain/members/space-permissions';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import { useAuthStore } from './auth-store';
import { useCurrentSpace } from './spaces-store';

/**
 * Who is looking at the current space: a space ADMIN, or a HOST who belongs to no space
 * yet, administers it. `can` reads the permission table the API enforces
 * (packages/domain/src/members/space-permissions.ts): a hidden button is never the only guard.
 */
export function useSpaceAccess() {
  const user = useAuthStore((state) => state.user);
  const currentSpace = useCurrentSpace();
  const isHostWithoutMemberships = user?.role === 'HOST' && user.memberSpaces.length === 0;
  const role: SpaceRole | null =
    user && currentSpace ? (isHostWithoutMemberships ? 'ADMIN' : (currentSpace.myRole ?? null)) : null;
  const isAdmin = role === 'ADMIN';
  const can = (action: SpaceAction) => canInSpace(role, action);
  return { user, currentSpace, isAdmin, role, can };
}
