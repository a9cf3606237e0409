import {
  MEMBER_MESSAGES,
  type Member,
  wouldLeaveSpaceWithoutAdmin,
} from '@citavet/domain/members/member.schema';
import { isProfessionalRole } from '@citavet/domain/members/space-permissions';
import { canChangeMemberRole, OWNERSHIP_MESSAGES } from '@citavet/domain/spaces/space-ownership';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { conflict, forbidden, notFound } from '../../http/app-error';
import { ADMIN_ONLY_MESSAGE, requireSpaceAdmin } from '../../http/space-access';
import {
  findMember,
  lockSpaceAdmins,
  lockSpaceOwnership,
  updateMemberRole,
  withdrawOwnershipOfferTo,
} from './members.repository';

/**
 * An ADMIN changes another member's role; the space always keeps at least one ADMIN, and nobody
 * changes the OWNER's role (they hand the space over first).
 */
export async function changeMemberRole(
  deps: AppDependencies,
  actor: { id: string; ip: string | null },
  target: { spaceId: string; userId: string },
  role: SpaceRole,
): Promise<Member> {
  const { db } = deps.database;
  const actorId = actor.id;
  await requireSpaceAdmin(db, target.spaceId, actorId);
  if (target.userId === actorId) throw forbidden(MEMBER_MESSAGES.ownRole, 'OWN_MEMBERSHIP');

  await db.transaction(async (tx) => {
    const ownership = await lockSpaceOwnership(tx, target.spaceId);
    const admins = await lockSpaceAdmins(tx, target.spaceId);
    const member = await findMember(tx, target.spaceId, target.userId);
    if (!member || !ownership) throw notFound(MEMBER_MESSAGES.notFound, 'MEMBER_NOT_FOUND');
    if (!canChangeMemberRole(target.userId, ownership.ownerUserId)) {
      throw forbidden(OWNERSHIP_MESSAGES.ownerProtected, 'OWNER_PROTECTED');
    }
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
    if (role !== 'ADMIN') await withdrawOwnershipOfferTo(tx, target.spaceId, target.userId);
    if (member.role !== role) {
      await insertAuditEvent(tx, {
        spaceId: target.spaceId,
        actorUserId: actorId,
        action: 'MEMBER_ROLE_CHANGED',
        subjectType: 'member',
        subjectId: target.userId,
        ip: actor.ip,
        details: { from: member.role, to: role },
        at: deps.clock.now(),
      });
    }
  });

  const updated = await findMember(db, target.spaceId, target.userId);
  if (!updated) throw notFound(MEMBER_MESSAGES.notFound, 'MEMBER_NOT_FOUND');
  return updated;
}
