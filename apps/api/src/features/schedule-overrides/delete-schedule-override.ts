import { overrideManageRefusal } from '@citavet/domain/schedule-overrides/schedule-override-permissions';
import type { AppDependencies } from '../../app-dependencies';
import { forbidden } from '../../http/app-error';
import { openSpaceAs, requireScheduleOverride } from './schedule-override-access';
import { deleteScheduleOverride as removeOverride } from './schedule-overrides.repository';

export async function deleteScheduleOverride(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  id: string,
) {
  const { db } = deps.database;
  const actor = await openSpaceAs(db, spaceId, userId);
  const existing = await requireScheduleOverride(db, spaceId, id);
  const refusal = overrideManageRefusal(actor, existing);
  if (refusal) throw forbidden(refusal);
  await removeOverride(db, spaceId, id);
}
