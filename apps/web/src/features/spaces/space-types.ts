import type { SpaceRole } from '@citavet/domain/users/user.schema';

export interface SpaceMember {
  id: string;
  userId: string;
  role: SpaceRole;
  joinedAt: string;
  user: { name: string; email: string; avatar: string | null };
}

/**
 * A space as GET /api/spaces lists it: the fields the dashboard shell reads. The full shape is
 * `MemberSpace` in @citavet/domain/spaces/space.schema; switch to it once that module type-checks.
 */
export interface Space {
  id: string;
  name: string;
  description: string | null;
  route: string | null;
  logoUrl: string | null;
  members: SpaceMember[];
  myRole: SpaceRole;
}
