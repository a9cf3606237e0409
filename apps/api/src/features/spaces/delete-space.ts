import {
  canDeleteSpace,
  DEFAULT_SPACE_RETENTION_DAYS,
  type DeleteSpaceInput,
  isSpaceNameConfirmed,
  OWNERSHIP_MESSAGES,
  restorableUntil,
} from '@citavet/domain/spaces/space-ownership';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { badRequest, forbidden, notFound } from '../../http/app-error';
import { requireSpaceMember, SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { createAccountLimiter } from '../../security/account-limits';
import { verifyPassword } from '../../security/passwords';
import { enqueueSpaceDeletedEmails } from './space-emails';
import {
  findPasswordHash,
  findSpaceForOwnership,
  findUserContact,
  listSpaceAdmins,
  lockSpaceForOwnership,
  markSpaceDeleted,
} from './space-ownership.repository';

export type Actor = { id: string; ip: string | null };

/**
 * Password tries per OWNER account, whatever the address: a stolen session must not turn this form
 * into a password oracle (the name is checked first, so a typo costs no try).
 */
export const DELETE_PASSWORD_TRIES = { name: 'space-delete-password', max: 5, windowMs: 15 * 60 * 1000 };
const TOO_MANY_TRIES_MESSAGE = 'Demasiados intentos de eliminar el espacio con una contraseña incorrecta.';

/**
 * Only the OWNER deletes the space, with their current password and the clinic's name typed.
 * Deletion is soft: the space goes offline at once, its ADMINs are e-mailed, and nothing is erased
 * until the purge job, after the retention period (docs/decisions/067-space-owner-and-soft-deletion.md).
 */
export async function deleteSpace(
  deps: AppDependencies,
  actor: Actor,
  spaceId: string,
  input: DeleteSpaceInput,
): Promise<{ deletedAt: string; restorableUntil: string }> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, actor.id);
  const space = await findSpaceForOwnership(db, spaceId);
  if (!space || space.deletedAt) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  if (!canDeleteSpace(actor.id, space.ownerUserId))
    throw forbidden(OWNERSHIP_MESSAGES.ownerOnlyDelete, 'OWNER_ONLY');
  if (!isSpaceNameConfirmed(input.confirmName, space.name)) {
    throw badRequest(OWNERSHIP_MESSAGES.nameMismatch, 'SPACE_NAME_MISMATCH', {
      details: [{ field: 'confirmName', message: OWNERSHIP_MESSAGES.nameMismatch }],
    });
  }
  const tries = { ...DELETE_PASSWORD_TRIES, max: deps.config.rateLimits.spaceDeletionsPer15Minutes };
  await createAccountLimiter(deps.limits.store, tries, TOO_MANY_TRIES_MESSAGE).consume(actor.id);
  const hash = await findPasswordHash(db, actor.id);
  if (!hash || !(await verifyPassword(hash, input.currentPassword))) {
    throw badRequest(OWNERSHIP_MESSAGES.wrongPassword, 'WRONG_PASSWORD', {
      details: [{ field: 'currentPassword', message: OWNERSHIP_MESSAGES.wrongPassword }],
    });
  }

  const now = deps.clock.now();
  const until = restorableUntil(now, deps.config.spaceRetentionDays ?? DEFAULT_SPACE_RETENTION_DAYS);
  await db.transaction(async (tx) => {
    const locked = await lockSpaceForOwnership(tx, spaceId);
    // A hand-over or another deletion may have won the lock meanwhile.
    if (!locked || locked.deletedAt) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
    if (!canDeleteSpace(actor.id, locked.ownerUserId)) {
      throw forbidden(OWNERSHIP_MESSAGES.ownerOnlyDelete, 'OWNER_ONLY');
    }
    await markSpaceDeleted(tx, spaceId, actor.id, now);
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: actor.id,
      action: 'SPACE_DELETED',
      subjectType: 'space',
      subjectId: spaceId,
      ip: actor.ip,
      details: { restorableUntil: until.toISOString() },
      at: now,
    });
    const owner = await findUserContact(tx, actor.id);
    await enqueueSpaceDeletedEmails(tx, {
      recipients: await listSpaceAdmins(tx, spaceId),
      spaceName: locked.name,
      timeZone: locked.timeZone,
      ownerName: owner?.name ?? 'El propietario',
      restorableUntil: until,
      publicUrl: deps.config.publicUrl,
      now,
    });
  });
  return { deletedAt: now.toISOString(), restorableUntil: until.toISOString() };
}
