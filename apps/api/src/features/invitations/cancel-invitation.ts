import type { AppDependencies } from '../../app-dependencies';
import { requirePendingInvitationOfAdmin } from './invitation-access';
import { setInvitationStatus } from './invitations.repository';

/** An ADMIN of its space withdraws a pending invitation; its e-mailed link stops working. */
export async function cancelInvitation(deps: AppDependencies, userId: string, invitationId: string) {
  await deps.database.db.transaction(async (tx) => {
    const invitation = await requirePendingInvitationOfAdmin(tx, invitationId, userId, { isLocked: true });
    await setInvitationStatus(tx, invitation.id, 'CANCELLED', null);
  });
}
