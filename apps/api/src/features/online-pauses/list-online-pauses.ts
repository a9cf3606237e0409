import type { OnlinePauseList } from '@citavet/domain/online-pauses/online-pause.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireSpaceMember, SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { toOnlinePause } from './online-pause-view';
import { findSpaceContact, listRunningPauses } from './online-pauses.repository';

/**
 * GET /spaces/{spaceId}/online-pauses: the pauses running or planned now, for the agenda's band.
 * Every member reads them: reception answers the phone while the clinic is paused.
 */
export async function listOnlinePauses(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
): Promise<OnlinePauseList> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  const space = await findSpaceContact(db, spaceId);
  if (!space) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  const now = deps.clock.now();
  const rows = await listRunningPauses(db, spaceId, now);
  return { pauses: rows.map((row) => toOnlinePause(row, now.getTime(), space.timeZone)) };
}
