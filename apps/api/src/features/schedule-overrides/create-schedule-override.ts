import type {
  ScheduleOverride,
  ScheduleOverrideInput,
} from '@citavet/domain/schedule-overrides/schedule-override.schema';
import { overrideCreateRefusal } from '@citavet/domain/schedule-overrides/schedule-override-permissions';
import type { AppDependencies } from '../../app-dependencies';
import { forbidden } from '../../http/app-error';
import {
  assertNoOverlap,
  openSpaceAs,
  requireHostMember,
  requireScheduleOverride,
  toScheduleOverride,
} from './schedule-override-access';
import { insertScheduleOverride, lockSpaceOverrides } from './schedule-overrides.repository';

/**
 * Opens extra hours or changes a date's hours. The table's trigger announces the change, so the
 * public slot caches and the directory refresh without anything here (decision 047).
 */
export async function createScheduleOverride(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  input: ScheduleOverrideInput,
): Promise<ScheduleOverride> {
  const { db } = deps.database;
  const actor = await openSpaceAs(db, spaceId, userId);
  const refusal = overrideCreateRefusal(actor, input);
  if (refusal) throw forbidden(refusal);
  await requireHostMember(db, spaceId, input.hostId);
  const id = await db.transaction(async (tx) => {
    await lockSpaceOverrides(tx, spaceId);
    await assertNoOverlap(tx, spaceId, input);
    return insertScheduleOverride(tx, spaceId, { ...input, createdBy: userId, now: deps.clock.now() });
  });
  return toScheduleOverride(await requireScheduleOverride(db, spaceId, id));
}
