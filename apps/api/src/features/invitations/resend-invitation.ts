import {
  INVITATION_MESSAGES,
  INVITATION_TTL_MS,
  type Invitation,
  RESEND_COOLDOWN_MS,
} from '@citavet/domain/invitations/invitation.schema';
import type { AppDependencies } from '../../app-dependencies';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { requireVerifiedEmail, VERIFY_EMAIL_TO_INVITE_MESSAGE } from '../../http/verified-email';
import { createOpaqueToken } from '../../security/tokens';
import { requirePendingInvitationOfAdmin } from './invitation-access';
import { enqueueInvitationEmail } from './invitation-email';
import { presentInvitation } from './invitation-view';
import { findInvitation, renewInvitationToken } from './invitations.repository';

/**
 * An ADMIN sends a pending (or expired) invitation again: a new token, so the previous link stops
 * working, and a new 7-day expiry. At most one e-mail per invitation every 60 seconds.
 */
export async function resendInvitation(
  deps: AppDependencies,
  actor: SessionUser,
  invitationId: string,
): Promise<Invitation> {
  const now = deps.clock.now();
  const { token, tokenHash } = createOpaqueToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const invitation = await deps.database.db.transaction(async (tx) => {
    const current = await requirePendingInvitationOfAdmin(tx, invitationId, actor.id, { isLocked: true });
    requireVerifiedEmail(actor, VERIFY_EMAIL_TO_INVITE_MESSAGE);
    const isRenewed = await renewInvitationToken(tx, current.id, {
      tokenHash,
      expiresAt,
      now,
      sentBefore: new Date(now.getTime() - RESEND_COOLDOWN_MS),
    });
    if (!isRenewed) {
      const waitMs = current.lastSentAt.getTime() + RESEND_COOLDOWN_MS - now.getTime();
      throw new AppError(429, 'RESEND_COOLDOWN', INVITATION_MESSAGES.resendCooldown, {
        retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
      });
    }
    await enqueueInvitationEmail(tx, {
      email: current.email,
      role: current.role,
      token,
      expiresAt,
      spaceName: current.spaceName,
      spaceTimeZone: current.spaceTimeZone,
      inviterName: actor.name,
      publicUrl: deps.config.publicUrl,
      now,
    });
    const renewed = await findInvitation(tx, { id: current.id });
    if (!renewed) throw new Error('renewed invitation vanished');
    return renewed;
  });
  return presentInvitation(invitation, now);
}
