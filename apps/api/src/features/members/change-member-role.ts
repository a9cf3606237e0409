import {
  MEMBER_MESSAGES,
  type Member,
  wouldLeaveSpaceWithoutAdmin,
} from '@citavet/domain/members/member.schema';
import { isProfessionalRole } from '@citavet/domain/members/space-permissions';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import type { AppDependencies } from '../../app-dependencies';
import { conflict, forbidden, notFound } from '../../http/app-error';
import { ADMIN_ONLY_MESSAGE, requireSpaceAdmin } from '../../http/space-access';
import { findMember, lockSpaceAdmins, updateMemberRole } from './members.repository';

/** An ADMIN changes another member's role; the space always keeps at least one ADMIN. */
export async function changeMemberRole(
  deps: AppDependencies,
  actorId: string,
  target: { spaceId: string; userId: string },
  role: SpaceRole,
): Promise<Member> {
  const { db } = deps.database;
  await requireSpaceAdmin(db, target.spaceId, actorId);
  if (target.userId === actorId) throw forbidden(MEMBER_MESSAGES.ownRole, 'OWN_MEMBERSHIP');

  await db.transaction(async (tx) => {
    const admins = await lockSpaceAdmins(tx, target.spaceId);
    const member = await findMember(tx, target.spaceId, target.userId);
    if (!member) throw notFound(MEMBER_MESSAGES.notFound, 'MEMBER_NOT_FOUND');
    if (role !== 'ADMIN' && wouldLeaveSpaceWithoutAdmin(admins, target.userId)) {
      throw conflict(MEMBER_MESSAGES.lastAdminRole, 'LAST_ADMIN');
    }
    // Reception takes no appointments: a professional with active hours would stay bookable.
    if (!isProfessionalRole(role) && member.hasCalendar) {
      throw conflict(MEMBER_MESSAGES.receptionWithSchedules);
    }
    // The actor may have lost the role to a concurrent change while this one waited for the lock.
    if (!admins.includes(actorId)) throw forbidden(ADMIN_ONLY_MESSAGE, 'ADMIN_ONLY');
    await updateMemberRole(tx, target.spaceId, target.userId, role);
  });

  const updated = await findMember(db, target.spaceId, target.userId);
  if (!updated) throw notFound(MEMBER_MESSAGES.notFound, 'MEMBER_NOT_FOUND');
  return updated;
}
