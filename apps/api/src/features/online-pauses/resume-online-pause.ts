import { ONLINE_PAUSE_MESSAGES, type OnlinePause } from '@citavet/domain/online-pauses/online-pause.schema';
import { resumeRefusal } from '@citavet/domain/online-pauses/online-pause-rules';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { conflict, forbidden, notFound } from '../../http/app-error';
import { requireSpaceMember, SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { toOnlinePause } from './online-pause-view';
import { endPause, findSpaceContact, lockPause } from './online-pauses.repository';

/**
 * POST /spaces/{spaceId}/online-pauses/{pauseId}/resume: 'Reanudar'. The pause ends now; the row
 * stays with its new end, and the audit log records who resumed it.
 */
export async function resumeOnlinePause(
  deps: AppDependencies,
  userId: string,
  params: { spaceId: string; pauseId: string },
  ip: string | null,
): Promise<OnlinePause> {
  const { db } = deps.database;
  const { spaceId, pauseId } = params;
  const role = await requireSpaceMember(db, spaceId, userId);
  const space = await findSpaceContact(db, spaceId);
  if (!space) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    const pause = await lockPause(tx, spaceId, pauseId);
    if (!pause) throw notFound(ONLINE_PAUSE_MESSAGES.notFound);
    const refusal = resumeRefusal({ userId, role }, pause);
    if (refusal) throw forbidden(refusal, role === 'MEMBER' ? 'ADMIN_ONLY' : 'ROLE_NOT_ALLOWED');
    if (pause.endAt.getTime() <= now.getTime()) throw conflict(ONLINE_PAUSE_MESSAGES.alreadyOver);
    const endAt = await endPause(tx, pauseId, now, userId);
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: userId,
      action: 'ONLINE_BOOKING_RESUMED',
      subjectType: 'space',
      subjectId: spaceId,
      ip,
      details: { pauseId, scope: pause.hostId === null ? 'SPACE' : 'SELF' },
      at: now,
    });
    return toOnlinePause({ ...pause, endAt }, now.getTime(), space.timeZone);
  });
}
