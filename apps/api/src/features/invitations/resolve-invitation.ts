import type { Transaction } from '@citavet/db/database';
import { isUuid } from '@citavet/domain/api/uuid';
import { INVITATION_MESSAGES, isInvitationExpired } from '@citavet/domain/invitations/invitation.schema';
import {
  INVITATION_LINK_REQUIRED_MESSAGE,
  invitationAnswerRefusal,
  UNVERIFIED_EMAIL_INVITATION_MESSAGE,
} from '@citavet/domain/invitations/invitation-answer';
import { AppError, forbidden, notFound } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { hashOpaqueToken } from '../../security/tokens';
import { findInvitation, type InvitationRecord } from './invitations.repository';

/**
 * The pending invitation the signed-in invitee answers, locked until the transaction ends. The
 * reference is the invitation id (what the profile lists) or the token from the e-mailed link; in
 * both cases only the invited address may answer it, and by id only once that address was verified
 * after the invitation was created
 * (an id is not a credential: docs/decisions/022-email-verification.md).
 */
export async function resolveInvitationForInvitee(
  tx: Transaction,
  reference: string,
  invitee: SessionUser,
  now: Date,
  options: { isExpiredAllowed: boolean },
): Promise<InvitationRecord> {
  const isByToken = !isUuid(reference);
  const where = isByToken ? { tokenHash: hashOpaqueToken(reference) } : { id: reference };
  const invitation = await findInvitation(tx, where, { isLocked: true });
  if (invitation?.status !== 'PENDING') {
    throw notFound(INVITATION_MESSAGES.notFound, 'INVITATION_NOT_FOUND');
  }
  const refusal = invitationAnswerRefusal({
    isByToken,
    invitationEmail: invitation.email,
    invitationCreatedAt: invitation.createdAt,
    invitee,
  });
  if (refusal === 'OTHER_EMAIL') throw forbidden(INVITATION_MESSAGES.otherEmail, 'INVITATION_OTHER_EMAIL');
  if (refusal === 'EMAIL_NOT_VERIFIED') {
    throw forbidden(UNVERIFIED_EMAIL_INVITATION_MESSAGE, 'EMAIL_NOT_VERIFIED');
  }
  if (refusal === 'INVITATION_LINK_REQUIRED') {
    throw forbidden(INVITATION_LINK_REQUIRED_MESSAGE, 'INVITATION_LINK_REQUIRED');
  }
  if (!options.isExpiredAllowed && isInvitationExpired(invitation.expiresAt, now)) {
    throw new AppError(410, 'INVITATION_EXPIRED', INVITATION_MESSAGES.expired);
  }
  return invitation;
}
