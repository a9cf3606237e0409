import { manageRefusal } from '@citavet/domain/disabled-dates/disabled-date-permissions';
import type { AppDependencies } from '../../app-dependencies';
import { forbidden } from '../../http/app-error';
import { openSpaceAs, requireDisabledDate } from './disabled-date-access';
import { deleteDisabledDate as removeDisabledDate } from './disabled-dates.repository';

export async function deleteDisabledDate(deps: AppDependencies, userId: string, spaceId: string, id: string) {
  const { db } = deps.database;
  const { actor } = await openSpaceAs(db, spaceId, userId);
  const existing = await requireDisabledDate(db, spaceId, id);
  const refusal = manageRefusal(actor, existing);
  if (refusal) throw forbidden(refusal);
  await removeDisabledDate(db, spaceId, id);
}
