import type { DisabledDate, DisabledDateInput } from '@citavet/domain/disabled-dates/disabled-date.schema';
import { manageRefusal } from '@citavet/domain/disabled-dates/disabled-date-permissions';
import type { AppDependencies } from '../../app-dependencies';
import { forbidden } from '../../http/app-error';
import { openSpaceAs, requireDisabledDate, writableDisabledDate } from './disabled-date-access';
import { toDisabledDate } from './disabled-date-dto';
import { updateDisabledDate as storeDisabledDate } from './disabled-dates.repository';

/** Replaces an entry: the actor must be allowed to manage it as it is and as it will be. */
export async function updateDisabledDate(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  id: string,
  input: DisabledDateInput,
): Promise<DisabledDate> {
  const { db } = deps.database;
  const space = await openSpaceAs(db, spaceId, userId);
  const existing = await requireDisabledDate(db, spaceId, id);
  const currentRefusal = manageRefusal(space.actor, existing);
  if (currentRefusal) throw forbidden(currentRefusal);
  const values = await writableDisabledDate(db, spaceId, space, input);
  await storeDisabledDate(db, spaceId, id, { ...values, now: deps.clock.now() });
  return toDisabledDate(await requireDisabledDate(db, spaceId, id), space.timeZone);
}
