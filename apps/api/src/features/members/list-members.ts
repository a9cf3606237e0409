import type { Member } from '@citavet/domain/members/member.schema';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceMember } from '../../http/space-access';
import { findMembers } from './members.repository';

/**
 * Any member sees the team (the agenda and schedule pickers need it), but only an ADMIN sees the
 * others' e-mail addresses (the members page is for admins).
 */
export async function listMembers(deps: AppDependencies, userId: string, spaceId: string): Promise<Member[]> {
  const role = await requireSpaceMember(deps.database.db, spaceId, userId);
  const members = await findMembers(deps.database.db, spaceId);
  if (role === 'ADMIN') return members;
  return members.map((member) =>
    member.userId === userId ? member : { ...member, user: { ...member.user, email: null } },
  );
}
