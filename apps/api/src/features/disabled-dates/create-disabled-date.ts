import type { DisabledDate, DisabledDateInput } from '@citavet/domain/disabled-dates/disabled-date.schema';
import type { AppDependencies } from '../../app-dependencies';
import { openSpaceAs, requireDisabledDate, writableDisabledDate } from './disabled-date-access';
import { toDisabledDate } from './disabled-date-dto';
import { insertDisabledDate } from './disabled-dates.repository';

export async function createDisabledDate(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  input: DisabledDateInput,
): Promise<DisabledDate> {
  const { db } = deps.database;
  const space = await openSpaceAs(db, spaceId, userId);
  const values = await writableDisabledDate(db, spaceId, space, input);
  const id = await insertDisabledDate(db, spaceId, { ...values, createdBy: userId, now: deps.clock.now() });
  return toDisabledDate(await requireDisabledDate(db, spaceId, id), space.timeZone);
}
