import {
  canDeleteSpace,
  DEFAULT_SPACE_RETENTION_DAYS,
  isRestorable,
  OWNERSHIP_MESSAGES,
} from '@citavet/domain/spaces/space-ownership';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { conflict, forbidden, notFound } from '../../http/app-error';
import { SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import type { Actor } from './delete-space';
import { enqueueSpaceRestoredEmails } from './space-emails';
import {
  findMembershipRole,
  findUserContact,
  listSpaceAdmins,
  lockSpaceForOwnership,
  markSpaceRestored,
} from './space-ownership.repository';

/**
 * The OWNER brings a deleted space back within the retention period. The one route a deleted space
 * answers: to anyone but its OWNER it stays the 404 of a space that does not exist.
 */
export async function restoreSpace(deps: AppDependencies, actor: Actor, spaceId: string): Promise<void> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const retentionDays = deps.config.spaceRetentionDays ?? DEFAULT_SPACE_RETENTION_DAYS;
  await db.transaction(async (tx) => {
    const space = await lockSpaceForOwnership(tx, spaceId);
    const role = space ? await findMembershipRole(tx, spaceId, actor.id) : null;
    if (!space || !role) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
    const isOwner = canDeleteSpace(actor.id, space.ownerUserId);
    if (space.deletedAt === null) {
      if (!isOwner) throw forbidden(OWNERSHIP_MESSAGES.ownerOnlyRestore, 'OWNER_ONLY');
      throw conflict(OWNERSHIP_MESSAGES.notDeleted, 'SPACE_NOT_DELETED');
    }
    if (!isOwner) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
    if (space.purgedAt !== null || !isRestorable(space.deletedAt, retentionDays, now)) {
      throw conflict(OWNERSHIP_MESSAGES.retentionOver, 'SPACE_RETENTION_OVER');
    }
    await markSpaceRestored(tx, spaceId, now);
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: actor.id,
      action: 'SPACE_RESTORED',
      subjectType: 'space',
      subjectId: spaceId,
      ip: actor.ip,
      details: { deletedAt: space.deletedAt.toISOString() },
      at: now,
    });
    const owner = await findUserContact(tx, actor.id);
    await enqueueSpaceRestoredEmails(tx, {
      recipients: await listSpaceAdmins(tx, spaceId),
      spaceName: space.name,
      ownerName: owner?.name ?? 'El propietario',
      now,
    });
  });
}
