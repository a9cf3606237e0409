import { MEMBER_MESSAGES, wouldLeaveSpaceWithoutAdmin } from '@citavet/domain/members/member.schema';
import { canRemoveMember, OWNERSHIP_MESSAGES } from '@citavet/domain/spaces/space-ownership';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { conflict, forbidden, notFound } from '../../http/app-error';
import { ADMIN_ONLY_MESSAGE, requireSpaceAdmin } from '../../http/space-access';
import {
  deactivateSchedulesOfHost,
  deleteMember,
  findMember,
  lockSpaceAdmins,
  lockSpaceOwnership,
  withdrawOwnershipOfferTo,
} from './members.repository';

/**
 * An ADMIN removes another member; the space always keeps at least one ADMIN, and nobody removes
 * the OWNER.
 */
export async function removeMember(
  deps: AppDependencies,
  actor: { id: string; ip: string | null },
  target: { spaceId: string; userId: string },
) {
  const { db } = deps.database;
  const actorId = actor.id;
  await requireSpaceAdmin(db, target.spaceId, actorId);
  if (target.userId === actorId) throw forbidden(MEMBER_MESSAGES.ownRemoval, 'OWN_MEMBERSHIP');

  await db.transaction(async (tx) => {
    const ownership = await lockSpaceOwnership(tx, target.spaceId);
    const admins = await lockSpaceAdmins(tx, target.spaceId);
    const member = await findMember(tx, target.spaceId, target.userId);
    if (!member || !ownership) throw notFound(MEMBER_MESSAGES.notFound, 'MEMBER_NOT_FOUND');
    if (!canRemoveMember(target.userId, ownership.ownerUserId)) {
      throw forbidden(OWNERSHIP_MESSAGES.ownerProtected, 'OWNER_PROTECTED');
    }
    if (wouldLeaveSpaceWithoutAdmin(admins, target.userId)) {
      throw conflict(MEMBER_MESSAGES.lastAdminRemoval, 'LAST_ADMIN');
    }
    // The actor may have lost the role to a concurrent change while this one waited for the lock.
    if (!admins.includes(actorId)) throw forbidden(ADMIN_ONLY_MESSAGE, 'ADMIN_ONLY');
    await deleteMember(tx, target.spaceId, target.userId);
    await deactivateSchedulesOfHost(tx, target.spaceId, target.userId);
    await withdrawOwnershipOfferTo(tx, target.spaceId, target.userId);
    await insertAuditEvent(tx, {
      spaceId: target.spaceId,
      actorUserId: actorId,
      action: 'MEMBER_REMOVED',
      subjectType: 'member',
      subjectId: target.userId,
      ip: actor.ip,
      details: { role: member.role },
      at: deps.clock.now(),
    });
  });
}
