import type { WaitlistList, WaitlistListQuery } from '@citavet/domain/waitlist/waitlist.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { requireSpacePermission } from '../../../http/space-access';
import { listSpaceWaitlist } from './waitlist.repository';

/** GET /spaces/{spaceId}/waitlist: who waits, by service and day; those who see the whole agenda. */
export async function listWaitlist(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: WaitlistListQuery,
): Promise<WaitlistList> {
  const { db } = deps.database;
  await requireSpacePermission(db, spaceId, userId, 'agenda.readAll');
  const rows = await listSpaceWaitlist(db, spaceId, {
    serviceId: query.serviceId?.toLowerCase(),
    date: query.date,
  });
  return {
    requests: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}
