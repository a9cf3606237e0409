import { canInSpace } from '@citavet/domain/members/space-permissions';
import type { SpaceSchedule, SpaceScheduleListQuery } from '@citavet/domain/schedules/schedule.schema';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceMember } from '../../http/space-access';
import { listSchedules } from './schedules.repository';

/** The schedules overview: every service's ranges in the space; a non-admin sees only theirs. */
export async function listSpaceSchedules(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: SpaceScheduleListQuery,
): Promise<SpaceSchedule[]> {
  const { db } = deps.database;
  const role = await requireSpaceMember(db, spaceId, userId);
  // RECEPTION books for every professional, so she reads their hours too.
  const isOwnOnly = !canInSpace(role, 'agenda.readAll');
  if (isOwnOnly && query.hostId !== undefined && query.hostId !== userId) return [];
  return listSchedules(db, {
    spaceId,
    serviceId: query.serviceId,
    hostId: isOwnOnly ? userId : query.hostId,
    isActive: query.isActive,
  });
}
