import type { Database } from '@citavet/db/database';
import { canInSpace } from '@citavet/domain/members/space-permissions';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import { assertSpacePermission, requireSpaceMember } from '../../../http/space-access';
import type { WaitlistViewer } from './waitlist-staff.repository';

// Who works the waitlist, as who works the agenda (docs/decisions/089-waitlist-staff.md): those who
// see and manage every agenda (ADMIN, RECEPTION) see every request and offer anyone's time; a
// professional sees the requests they can serve and offers their own time only.

export type WaitlistStaff = { role: SpaceRole; viewer: WaitlistViewer };

export async function requireWaitlistStaff(
  db: Database,
  spaceId: string,
  userId: string,
  need: 'read' | 'manage',
): Promise<WaitlistStaff> {
  const role = await requireSpaceMember(db, spaceId, userId);
  const everyone = need === 'read' ? 'agenda.readAll' : 'bookings.manageAll';
  if (canInSpace(role, everyone)) return { role, viewer: { seesAll: true } };
  // Without the whole agenda, only a professional has an agenda of their own to work from.
  assertSpacePermission(role, 'schedules.hostOwn');
  return { role, viewer: { seesAll: false, userId } };
}
