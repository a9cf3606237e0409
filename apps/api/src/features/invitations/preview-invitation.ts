import {
  INVITATION_MESSAGES,
  type InvitationPreview,
  isInvitationExpired,
} from '@citavet/domain/invitations/invitation.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { hashOpaqueToken } from '../../security/tokens';
import { findInvitation, hasAccountWithEmail } from './invitations.repository';

/**
 * Public: what the e-mailed link's page shows before anyone signs in. Knowing the token proves the
 * visitor received the e-mail, so the invited address may be shown.
 */
export async function previewInvitation(deps: AppDependencies, token: string): Promise<InvitationPreview> {
  const { db } = deps.database;
  const invitation = await findInvitation(db, { tokenHash: hashOpaqueToken(token) });
  if (invitation?.status !== 'PENDING') {
    throw notFound(INVITATION_MESSAGES.notFound, 'INVITATION_NOT_FOUND');
  }
  return {
    spaceName: invitation.spaceName,
    inviterName: invitation.invitedBy?.name ?? 'Citavet',
    role: invitation.role,
    email: invitation.email,
    expiresAt: invitation.expiresAt.toISOString(),
    isExpired: isInvitationExpired(invitation.expiresAt, deps.clock.now()),
    hasAccount: await hasAccountWithEmail(db, invitation.email),
  };
}
