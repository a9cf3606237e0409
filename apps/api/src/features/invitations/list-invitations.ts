import type { Invitation } from '@citavet/domain/invitations/invitation.schema';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceAdmin } from '../../http/space-access';
import { presentInvitation } from './invitation-view';
import { findPendingInvitations } from './invitations.repository';

/** Only ADMINs manage invitations (the members page is theirs), so only they list them. */
export async function listInvitations(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
): Promise<Invitation[]> {
  const { db } = deps.database;
  await requireSpaceAdmin(db, spaceId, userId);
  const now = deps.clock.now();
  return (await findPendingInvitations(db, spaceId)).map((record) => presentInvitation(record, now));
}
