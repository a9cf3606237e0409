import { MEMBER_MESSAGES, type Member } from '@citavet/domain/members/member.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireSpaceAdmin } from '../../http/space-access';
import { findMember, updateMemberDailyCap } from './members.repository';

/**
 * An ADMIN sets (or, with null, removes) how many appointments a day a professional takes in the
 * space. The engine offers nothing more on a full day and the database refuses the N+1th (048).
 */
export async function setMemberDailyCap(
  deps: AppDependencies,
  actorId: string,
  target: { spaceId: string; userId: string },
  dailyCap: number | null,
): Promise<Member> {
  const { db } = deps.database;
  await requireSpaceAdmin(db, target.spaceId, actorId);
  const isUpdated = await updateMemberDailyCap(db, target.spaceId, target.userId, dailyCap);
  const member = isUpdated ? await findMember(db, target.spaceId, target.userId) : null;
  if (!member) throw notFound(MEMBER_MESSAGES.notFound, 'MEMBER_NOT_FOUND');
  return member;
}
