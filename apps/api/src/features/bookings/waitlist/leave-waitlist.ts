import { WAITLIST_MESSAGES } from '@citavet/domain/waitlist/waitlist.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { insertAuditEvent } from '../../../audit/audit.repository';
import { notFound } from '../../../http/app-error';
import { hashOpaqueToken } from '../../../security/tokens';
import { leaveWaitlistByToken } from './waitlist.repository';

/**
 * DELETE /public/waitlist/:token: the client leaves the list through their link. The audit row (no
 * actor, ids only) keeps when, and tells it apart from the clinic taking them off in the client's
 * communication log.
 */
export async function leaveWaitlist(deps: AppDependencies, token: string, ip: string | null): Promise<void> {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const left = await leaveWaitlistByToken(tx, hashOpaqueToken(token));
    if (!left) throw notFound(WAITLIST_MESSAGES.requestNotFound, 'WAITLIST_REQUEST_NOT_FOUND');
    await insertAuditEvent(tx, {
      spaceId: left.spaceId,
      actorUserId: null,
      action: 'WAITLIST_REQUEST_LEFT',
      subjectType: 'waitlist',
      subjectId: left.id,
      ip,
      details: { serviceId: left.serviceId },
      at: now,
    });
  });
}
