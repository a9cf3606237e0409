import {
  canDeleteSpace,
  canOfferOwnership,
  OWNERSHIP_MESSAGES,
  type SpaceOwnership,
} from '@citavet/domain/spaces/space-ownership';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { conflict, forbidden, notFound } from '../../http/app-error';
import { requireSpaceAdmin, SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import type { Actor } from './delete-space';
import { enqueueOwnershipOfferEmail } from './space-emails';
import {
  findMembershipRole,
  findUserContact,
  lockSpaceForOwnership,
  setPendingOwner,
} from './space-ownership.repository';
import { presentOwnership } from './space-ownership-view';

/** The OWNER offers the space to another of its ADMINs; ownership moves when that ADMIN accepts. */
export async function offerOwnership(
  deps: AppDependencies,
  actor: Actor,
  spaceId: string,
  targetUserId: string,
): Promise<SpaceOwnership> {
  const { db } = deps.database;
  await requireSpaceAdmin(db, spaceId, actor.id, OWNERSHIP_MESSAGES.ownerOnlyTransfer);
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    const space = await lockSpaceForOwnership(tx, spaceId);
    if (!space || space.deletedAt) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
    if (!canDeleteSpace(actor.id, space.ownerUserId)) {
      throw forbidden(OWNERSHIP_MESSAGES.ownerOnlyTransfer, 'OWNER_ONLY');
    }
    if (targetUserId === actor.id)
      throw conflict(OWNERSHIP_MESSAGES.targetIsOwner, 'OWNERSHIP_TARGET_NOT_ADMIN');
    const role = await findMembershipRole(tx, spaceId, targetUserId);
    const target = role ? { userId: targetUserId, role } : null;
    if (!canOfferOwnership(actor.id, space.ownerUserId, target)) {
      throw conflict(OWNERSHIP_MESSAGES.targetNotAdmin, 'OWNERSHIP_TARGET_NOT_ADMIN');
    }
    await setPendingOwner(tx, spaceId, targetUserId, now);
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: actor.id,
      action: 'OWNERSHIP_OFFERED',
      subjectType: 'member',
      subjectId: targetUserId,
      ip: actor.ip,
      at: now,
    });
    const [recipient, owner] = await Promise.all([
      findUserContact(tx, targetUserId),
      findUserContact(tx, actor.id),
    ]);
    if (recipient) {
      await enqueueOwnershipOfferEmail(tx, {
        recipient,
        spaceId,
        spaceName: space.name,
        ownerName: owner?.name ?? 'El propietario',
        publicUrl: deps.config.publicUrl,
        now,
      });
    }
    return presentOwnership({ ...space, pendingOwnerUserId: targetUserId, ownershipOfferedAt: now });
  });
}
