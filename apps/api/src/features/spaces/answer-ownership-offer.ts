import {
  canAnswerOwnershipOffer,
  OWNERSHIP_MESSAGES,
  type SpaceOwnership,
} from '@citavet/domain/spaces/space-ownership';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { forbidden, notFound } from '../../http/app-error';
import { requireSpaceMember, SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import type { Actor } from './delete-space';
import { enqueueOwnershipTransferredEmail } from './space-emails';
import {
  findMembershipRole,
  findUserContact,
  lockSpaceForOwnership,
  setOwner,
  setPendingOwner,
} from './space-ownership.repository';
import { presentOwnership } from './space-ownership-view';

/**
 * The ADMIN the OWNER offered the space to accepts (they become the OWNER; the former one stays an
 * ADMIN) or declines (the offer lapses). Anyone else is refused.
 */
export async function answerOwnershipOffer(
  deps: AppDependencies,
  actor: Actor,
  spaceId: string,
  answer: 'accept' | 'decline',
): Promise<SpaceOwnership> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, actor.id);
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    const space = await lockSpaceForOwnership(tx, spaceId);
    if (!space || space.deletedAt) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
    const role = await findMembershipRole(tx, spaceId, actor.id);
    const member = role ? { userId: actor.id, role } : null;
    if (!canAnswerOwnershipOffer(member, space.pendingOwnerUserId)) {
      throw forbidden(OWNERSHIP_MESSAGES.noPendingTransfer, 'OWNERSHIP_TRANSFER_NOT_FOUND');
    }
    const previousOwner = space.ownerUserId;
    if (answer === 'decline') {
      await setPendingOwner(tx, spaceId, null, now);
    } else {
      await setOwner(tx, spaceId, actor.id);
    }
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: actor.id,
      action: answer === 'accept' ? 'OWNERSHIP_TRANSFERRED' : 'OWNERSHIP_OFFER_DECLINED',
      subjectType: 'space',
      subjectId: spaceId,
      ip: actor.ip,
      details: { previousOwnerUserId: previousOwner },
      at: now,
    });
    if (answer === 'accept' && previousOwner) {
      const [recipient, newOwner] = await Promise.all([
        findUserContact(tx, previousOwner),
        findUserContact(tx, actor.id),
      ]);
      if (recipient) {
        await enqueueOwnershipTransferredEmail(tx, {
          recipient,
          spaceName: space.name,
          newOwnerName: newOwner?.name ?? 'Un administrador',
          now,
        });
      }
      return presentOwnership({ ownerUserId: actor.id, pendingOwnerUserId: null, ownershipOfferedAt: null });
    }
    return presentOwnership({ ...space, pendingOwnerUserId: null, ownershipOfferedAt: null });
  });
}
