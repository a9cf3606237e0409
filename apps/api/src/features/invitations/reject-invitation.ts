import type { AppDependencies } from '../../app-dependencies';
import type { SessionUser } from '../../http/session';
import { setInvitationStatus } from './invitations.repository';
import { resolveInvitationForInvitee } from './resolve-invitation';

/** The invitee declines; an expired invitation may be declined too, to clear it away. */
export async function rejectInvitation(deps: AppDependencies, invitee: SessionUser, reference: string) {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const invitation = await resolveInvitationForInvitee(tx, reference, invitee, now, {
      isExpiredAllowed: true,
    });
    await setInvitationStatus(tx, invitation.id, 'REJECTED', now);
  });
}
