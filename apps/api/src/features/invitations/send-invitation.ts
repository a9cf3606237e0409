import { sqlStateOf } from '@citavet/db/database';
import {
  type CreateInvitationInput,
  INVITATION_MESSAGES,
  INVITATION_TTL_MS,
  type Invitation,
  isInvitationExpired,
} from '@citavet/domain/invitations/invitation.schema';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { conflict } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { requireSpaceAdmin } from '../../http/space-access';
import { requireVerifiedEmail, VERIFY_EMAIL_TO_INVITE_MESSAGE } from '../../http/verified-email';
import { requirePlanRoom } from '../../plans/plan-guard';
import { createOpaqueToken } from '../../security/tokens';
import { enqueueInvitationEmail } from './invitation-email';
import { presentInvitation } from './invitation-view';
import {
  findInvitation,
  findPendingInvitationByEmail,
  insertInvitation,
  isSpaceMemberEmail,
  setInvitationStatus,
} from './invitations.repository';

const alreadyPending = () => conflict(INVITATION_MESSAGES.alreadyPending, 'INVITATION_PENDING');

/**
 * An ADMIN invites an address to the space: the invitation and its e-mail are written together,
 * and an expired pending invitation to the same address is replaced by the new one.
 */
export async function sendInvitation(
  deps: AppDependencies,
  inviter: SessionUser,
  spaceId: string,
  input: CreateInvitationInput,
  ip: string | null = null,
): Promise<Invitation> {
  const { db } = deps.database;
  await requireSpaceAdmin(db, spaceId, inviter.id);
  requireVerifiedEmail(inviter, VERIFY_EMAIL_TO_INVITE_MESSAGE);
  if (await isSpaceMemberEmail(db, spaceId, input.email)) {
    throw conflict(INVITATION_MESSAGES.alreadyMember, 'ALREADY_MEMBER');
  }
  const now = deps.clock.now();
  const { token, tokenHash } = createOpaqueToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);

  try {
    const invitation = await db.transaction(async (tx) => {
      const existing = await findPendingInvitationByEmail(tx, spaceId, input.email);
      if (existing && !isInvitationExpired(existing.expiresAt, now)) throw alreadyPending();
      if (existing) await setInvitationStatus(tx, existing.id, 'CANCELLED', null);
      // Members plus pending invitations are the plan's users (decision 073).
      await requirePlanRoom(tx, deps, spaceId, 'users');
      const id = await insertInvitation(tx, {
        spaceId,
        ...input,
        tokenHash,
        invitedBy: inviter.id,
        now,
        expiresAt,
      });
      const created = await findInvitation(tx, { id });
      if (!created) throw new Error('created invitation vanished');
      await enqueueInvitationEmail(tx, {
        email: created.email,
        role: created.role,
        token,
        expiresAt,
        spaceName: created.spaceName,
        spaceTimeZone: created.spaceTimeZone,
        inviterName: inviter.name,
        publicUrl: deps.config.publicUrl,
        now,
      });
      // The invited address is personal data: the log keeps the invitation's id and role only.
      await insertAuditEvent(tx, {
        spaceId,
        actorUserId: inviter.id,
        action: 'MEMBER_INVITED',
        subjectType: 'invitation',
        subjectId: id,
        ip,
        details: { role: created.role },
        at: now,
      });
      return created;
    });
    return presentInvitation(invitation, now);
  } catch (error) {
    // Two invitations to one address at once: the partial unique index lets only one through.
    if (sqlStateOf(error) === '23505') throw alreadyPending();
    throw error;
  }
}
