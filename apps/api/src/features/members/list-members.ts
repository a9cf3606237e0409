import type { Member } from '@citavet/domain/members/member.schema';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceMember } from '../../http/space-access';
import { findMembers } from './members.repository';

/** Any member sees the team (the agenda and schedule pickers need it). */
export async function listMembers(deps: AppDependencies, userId: string, spaceId: string): Promise<Member[]> {
  await requireSpaceMember(deps.database.db, spaceId, userId);
  return findMembers(deps.database.db, spaceId);
}
