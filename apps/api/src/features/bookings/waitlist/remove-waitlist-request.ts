import { WAITLIST_MESSAGES } from '@citavet/domain/waitlist/waitlist.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { insertAuditEvent } from '../../../audit/audit.repository';
import { notFound } from '../../../http/app-error';
import { takeOffList } from './waitlist-staff.repository';
import { requireWaitlistStaff } from './waitlist-staff-access';

/**
 * DELETE /spaces/{spaceId}/waitlist/{requestId}: the staff take someone off the list, recorded in
 * the audit log with the change. An open offer of theirs ends and its slot goes to the next in line.
 */
export async function removeWaitlistRequest(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  requestId: string,
  ip: string | null,
): Promise<void> {
  const { db } = deps.database;
  const { viewer } = await requireWaitlistStaff(db, spaceId, userId, 'manage');
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    const removed = await takeOffList(tx, spaceId, requestId.toLowerCase(), viewer, now);
    if (!removed) throw notFound(WAITLIST_MESSAGES.requestNotFound, 'WAITLIST_REQUEST_NOT_FOUND');
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: userId,
      action: 'WAITLIST_REQUEST_REMOVED',
      subjectType: 'waitlist',
      subjectId: removed.id,
      ip,
      details: { serviceId: removed.serviceId, hadOpenOffer: removed.wasOffered },
      at: now,
    });
  });
}
