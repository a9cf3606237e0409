import type {
  ScheduleOverride,
  ScheduleOverrideInput,
} from '@citavet/domain/schedule-overrides/schedule-override.schema';
import {
  overrideCreateRefusal,
  overrideManageRefusal,
} from '@citavet/domain/schedule-overrides/schedule-override-permissions';
import type { AppDependencies } from '../../app-dependencies';
import { forbidden } from '../../http/app-error';
import {
  assertNoOverlap,
  openSpaceAs,
  requireHostMember,
  requireScheduleOverride,
  toScheduleOverride,
} from './schedule-override-access';
import { lockSpaceOverrides, updateScheduleOverride as storeOverride } from './schedule-overrides.repository';

/** Replaces an entry: the actor must be allowed to manage it as it is and as it will be. */
export async function updateScheduleOverride(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  id: string,
  input: ScheduleOverrideInput,
): Promise<ScheduleOverride> {
  const { db } = deps.database;
  const actor = await openSpaceAs(db, spaceId, userId);
  const existing = await requireScheduleOverride(db, spaceId, id);
  const currentRefusal = overrideManageRefusal(actor, existing);
  if (currentRefusal) throw forbidden(currentRefusal);
  const targetRefusal = overrideCreateRefusal(actor, input);
  if (targetRefusal) throw forbidden(targetRefusal);
  await requireHostMember(db, spaceId, input.hostId);
  await db.transaction(async (tx) => {
    await lockSpaceOverrides(tx, spaceId);
    await assertNoOverlap(tx, spaceId, input, id);
    await storeOverride(tx, spaceId, id, input);
  });
  return toScheduleOverride(await requireScheduleOverride(db, spaceId, id));
}
