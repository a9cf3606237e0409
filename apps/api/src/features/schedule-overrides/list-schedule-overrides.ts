import type {
  ScheduleOverride,
  ScheduleOverrideListQuery,
} from '@citavet/domain/schedule-overrides/schedule-override.schema';
import { canSeeOverride } from '@citavet/domain/schedule-overrides/schedule-override-permissions';
import type { AppDependencies } from '../../app-dependencies';
import { openSpaceAs, toScheduleOverride } from './schedule-override-access';
import { listSpaceScheduleOverrides } from './schedule-overrides.repository';

/** The entries of [from, to] the member may see, by date and start. */
export async function listScheduleOverrides(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: ScheduleOverrideListQuery,
): Promise<{ scheduleOverrides: ScheduleOverride[]; total: number }> {
  const { db } = deps.database;
  const actor = await openSpaceAs(db, spaceId, userId);
  const rows = await listSpaceScheduleOverrides(db, spaceId, query);
  const scheduleOverrides = rows.filter((row) => canSeeOverride(actor, row)).map(toScheduleOverride);
  return { scheduleOverrides, total: scheduleOverrides.length };
}
