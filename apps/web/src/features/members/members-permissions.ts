import type { MemberSpace } from '@citavet/domain/spaces/space.schema';
import type { Profile } from '@citavet/domain/users/user.schema';

/**
 * The members page is for the space's ADMINs; a HOST who belongs to no space yet is
 * treated as admin of the current one. The API checks the same on every call.
 */
export function canManageMembers(
  user: Pick<Profile, 'role' | 'memberSpaces'>,
  space: Pick<MemberSpace, 'myRole'>,
): boolean {
  return space.myRole === 'ADMIN' || (user.role === 'HOST' && user.memberSpaces.length === 0);
}
