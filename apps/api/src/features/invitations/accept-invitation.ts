import type { AcceptedInvitation } from '@citavet/domain/invitations/invitation.schema';
import type { AppDependencies } from '../../app-dependencies';
import type { SessionUser } from '../../http/session';
import { requirePlanRoom } from '../../plans/plan-guard';
import { insertMembership, setInvitationStatus } from './invitations.repository';
import { resolveInvitationForInvitee } from './resolve-invitation';

/** The invitee joins the space with the invitation's role; the invitation is used up (one transaction). */
export async function acceptInvitation(
  deps: AppDependencies,
  invitee: SessionUser,
  reference: string,
): Promise<AcceptedInvitation> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const invitation = await resolveInvitationForInvitee(tx, reference, invitee, now, {
      isExpiredAllowed: false,
    });
    // An invitation sent on a larger plan (a trial since ended) cannot make a member over the limit.
    await requirePlanRoom(tx, deps, invitation.spaceId, 'members');
    await insertMembership(tx, {
      spaceId: invitation.spaceId,
      userId: invitee.id,
      role: invitation.role,
      joinedAt: now,
    });
    await setInvitationStatus(tx, invitation.id, 'ACCEPTED', now);
    return { space: { id: invitation.spaceId, name: invitation.spaceName } };
  });
}
