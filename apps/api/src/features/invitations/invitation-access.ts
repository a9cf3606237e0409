import type { Database, Transaction } from '@citavet/db/database';
import { INVITATION_MESSAGES } from '@citavet/domain/invitations/invitation.schema';
import { forbidden, notFound } from '../../http/app-error';
import { ADMIN_ONLY_MESSAGE, findSpaceRole } from '../../http/space-access';
import { findInvitation, type InvitationRecord } from './invitations.repository';

/**
 * A pending invitation managed by an ADMIN of its space. Anyone outside the space gets the same 404
 * as for an invitation that does not exist; a MEMBER gets a 403.
 */
export async function requirePendingInvitationOfAdmin(
  db: Database | Transaction,
  invitationId: string,
  userId: string,
  options: { isLocked?: boolean } = {},
): Promise<InvitationRecord> {
  const invitation = await findInvitation(db, { id: invitationId }, options);
  const role = invitation ? await findSpaceRole(db, invitation.spaceId, userId) : null;
  if (!invitation || !role || invitation.status !== 'PENDING') {
    throw notFound(INVITATION_MESSAGES.notFound, 'INVITATION_NOT_FOUND');
  }
  if (role !== 'ADMIN') throw forbidden(ADMIN_ONLY_MESSAGE, 'ADMIN_ONLY');
  return invitation;
}
