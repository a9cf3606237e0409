import { MEMBER_MESSAGES, wouldLeaveSpaceWithoutAdmin } from '@citavet/domain/members/member.schema';
import type { AppDependencies } from '../../app-dependencies';
import { conflict, forbidden, notFound } from '../../http/app-error';
import { ADMIN_ONLY_MESSAGE, requireSpaceAdmin } from '../../http/space-access';
import { deactivateSchedulesOfHost, deleteMember, findMember, lockSpaceAdmins } from './members.repository';

/** An ADMIN removes another member; the space always keeps at least one ADMIN. */
export async function removeMember(
  deps: AppDependencies,
  actorId: string,
  target: { spaceId: string; userId: string },
) {
  const { db } = deps.database;
  await requireSpaceAdmin(db, target.spaceId, actorId);
  if (target.userId === actorId) throw forbidden(MEMBER_MESSAGES.ownRemoval, 'OWN_MEMBERSHIP');

  await db.transaction(async (tx) => {
    const admins = await lockSpaceAdmins(tx, target.spaceId);
    const member = await findMember(tx, target.spaceId, target.userId);
    if (!member) throw notFound(MEMBER_MESSAGES.notFound, 'MEMBER_NOT_FOUND');
    if (wouldLeaveSpaceWithoutAdmin(admins, target.userId)) {
      throw conflict(MEMBER_MESSAGES.lastAdminRemoval, 'LAST_ADMIN');
    }
    // The actor may have lost the role to a concurrent change while this one waited for the lock.
    if (!admins.includes(actorId)) throw forbidden(ADMIN_ONLY_MESSAGE, 'ADMIN_ONLY');
    await deleteMember(tx, target.spaceId, target.userId);
    await deactivateSchedulesOfHost(tx, target.spaceId, target.userId);
  });
}
