import {
  canDeleteSpace,
  OWNERSHIP_MESSAGES,
  type SpaceOwnership,
} from '@citavet/domain/spaces/space-ownership';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { forbidden, notFound } from '../../http/app-error';
import { requireSpaceAdmin, SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import type { Actor } from './delete-space';
import { lockSpaceForOwnership, setPendingOwner } from './space-ownership.repository';
import { presentOwnership } from './space-ownership-view';

/** The OWNER withdraws an offer nobody answered yet. */
export async function cancelOwnershipOffer(
  deps: AppDependencies,
  actor: Actor,
  spaceId: string,
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
    if (space.pendingOwnerUserId === null) {
      throw notFound(OWNERSHIP_MESSAGES.noTransferToCancel, 'OWNERSHIP_TRANSFER_NOT_FOUND');
    }
    await setPendingOwner(tx, spaceId, null, now);
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: actor.id,
      action: 'OWNERSHIP_OFFER_CANCELLED',
      subjectType: 'member',
      subjectId: space.pendingOwnerUserId,
      ip: actor.ip,
      at: now,
    });
    return presentOwnership({ ...space, pendingOwnerUserId: null, ownershipOfferedAt: null });
  });
}
