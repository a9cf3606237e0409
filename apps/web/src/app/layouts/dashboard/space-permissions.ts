import { SPACE_ROLE_LABELS } from '@citavet/domain/members/space-permissions';
import type { Profile, SpaceRole } from '@citavet/domain/users/user.schema';
import type { Space } from '@/api/spaces/space-types';

type PermissionUser = Pick<Profile, 'role' | 'memberSpaces'>;

/** A HOST who belongs to no space yet is treated as admin of the current space. */
function isHostWithoutMemberships(user: PermissionUser): boolean {
  return user.role === 'HOST' && user.memberSpaces.length === 0;
}

export function isSpaceAdmin(user: PermissionUser | null, space: Pick<Space, 'myRole'> | null): boolean {
  if (!user || !space) return false;
  return space.myRole === 'ADMIN' || isHostWithoutMemberships(user);
}

/** 'Cambiar Espacio' shows with a current space, more than one space, and a role that may switch. */
export function canSwitchSpace(
  user: PermissionUser | null,
  spaceCount: number,
  currentSpace: Pick<Space, 'myRole'> | null,
): boolean {
  if (!user || !currentSpace || spaceCount <= 1) return false;
  return (
    currentSpace.myRole === 'ADMIN' ||
    currentSpace.myRole === 'MEMBER' ||
    currentSpace.myRole === 'RECEPTION' ||
    isHostWithoutMemberships(user)
  );
}

export function spaceRoleLabel(role: SpaceRole): string {
  return SPACE_ROLE_LABELS[role];
}
