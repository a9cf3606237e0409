import type { Transaction } from '@citavet/db/database';
import { isUuid } from '@citavet/domain/api/uuid';
import { INVITATION_MESSAGES, isInvitationExpired } from '@citavet/domain/invitations/invitation.schema';
import { AppError, forbidden, notFound } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { hashOpaqueToken } from '../../security/tokens';
import { findInvitation, type InvitationRecord } from './invitations.repository';

/**
 * The pending invitation the signed-in invitee answers, locked until the transaction ends. The
 * reference is the invitation id (what the profile lists) or the token from the e-mailed link; in
 * both cases only the invited address may answer it.
 */
export async function resolveInvitationForInvitee(
  tx: Transaction,
  reference: string,
  invitee: SessionUser,
  now: Date,
  options: { isExpiredAllowed: boolean },
): Promise<InvitationRecord> {
  const where = isUuid(reference) ? { id: reference } : { tokenHash: hashOpaqueToken(reference) };
  const invitation = await findInvitation(tx, where, { isLocked: true });
  if (invitation?.status !== 'PENDING') {
    throw notFound(INVITATION_MESSAGES.notFound, 'INVITATION_NOT_FOUND');
  }
  if (invitation.email.toLowerCase() !== invitee.email.toLowerCase()) {
    throw forbidden(INVITATION_MESSAGES.otherEmail, 'INVITATION_OTHER_EMAIL');
  }
  if (!options.isExpiredAllowed && isInvitationExpired(invitation.expiresAt, now)) {
    throw new AppError(410, 'INVITATION_EXPIRED', INVITATION_MESSAGES.expired);
  }
  return invitation;
}
