import type { OnlinePause, OnlinePauseInput } from '@citavet/domain/online-pauses/online-pause.schema';
import { pauseEndAt, pauseRefusal } from '@citavet/domain/online-pauses/online-pause-rules';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { badRequest, forbidden, notFound } from '../../http/app-error';
import { requireSpaceMember, SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { toOnlinePause } from './online-pause-view';
import { findSpaceContact, insertPause } from './online-pauses.repository';

/**
 * POST /spaces/{spaceId}/online-pauses: 'Pausar reservas online' from now on, for the whole clinic
 * (ADMIN) or for oneself (a professional). Recorded in the audit log in the same transaction; the
 * insert announces the space on the availability channel, so cached slot answers and the directory
 * follow at once (migration 0039).
 */
export async function startOnlinePause(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  input: OnlinePauseInput,
  ip: string | null,
): Promise<OnlinePause> {
  const { db } = deps.database;
  const role = await requireSpaceMember(db, spaceId, userId);
  const refusal = pauseRefusal(role, input.scope);
  if (refusal) throw forbidden(refusal, role === 'MEMBER' ? 'ADMIN_ONLY' : 'ROLE_NOT_ALLOWED');
  const space = await findSpaceContact(db, spaceId);
  if (!space) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  const now = deps.clock.now();
  const end = pauseEndAt(input, now.getTime(), space.timeZone);
  if ('refusal' in end) throw badRequest(end.refusal, 'VALIDATION_ERROR');
  const hostId = input.scope === 'SELF' ? userId : null;
  const pause = { spaceId, hostId, startAt: now, endAt: new Date(end.endAt), createdBy: userId };
  const id = await db.transaction(async (tx) => {
    const pauseId = await insertPause(tx, pause);
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: userId,
      action: 'ONLINE_BOOKING_PAUSED',
      subjectType: 'space',
      subjectId: spaceId,
      ip,
      details: { pauseId, scope: input.scope, length: input.length, endAt: pause.endAt.toISOString() },
      at: now,
    });
    return pauseId;
  });
  return toOnlinePause(
    { id, hostId, hostName: null, startAt: now, endAt: pause.endAt },
    now.getTime(),
    space.timeZone,
  );
}
