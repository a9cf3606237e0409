import type { StaffWaitlist, StaffWaitlistQuery } from '@citavet/domain/waitlist/waitlist-staff.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { notFound } from '../../../http/app-error';
import { SPACE_NOT_FOUND_MESSAGE } from '../../../http/space-access';
import { findSpaceZone, listStaffWaitlist } from './waitlist-staff.repository';
import { requireWaitlistStaff } from './waitlist-staff-access';

/**
 * GET /spaces/{spaceId}/waitlist: who waits, by service and day, first in line first, with the
 * open offer of each. Everyone's for those who see the whole agenda; a professional's own otherwise.
 */
export async function listWaitlist(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: StaffWaitlistQuery,
): Promise<StaffWaitlist> {
  const { db } = deps.database;
  const { viewer } = await requireWaitlistStaff(db, spaceId, userId, 'read');
  const timeZone = await findSpaceZone(db, spaceId);
  if (!timeZone) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  const rows = await listStaffWaitlist(
    db,
    spaceId,
    { serviceId: query.serviceId?.toLowerCase(), date: query.date, include: query.include },
    viewer,
  );
  return {
    timeZone,
    requests: rows.map((row) => ({
      ...row,
      offer: row.offer && {
        startAt: row.offer.startAt.toISOString(),
        hostId: row.offer.hostId,
        holdUntil: row.offer.holdUntil.toISOString(),
      },
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}
