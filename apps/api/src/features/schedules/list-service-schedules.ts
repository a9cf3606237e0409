import { canInSpace } from '@citavet/domain/members/space-permissions';
import type { Schedule, ScheduleListQuery } from '@citavet/domain/schedules/schedule.schema';
import type { AppDependencies } from '../../app-dependencies';
import { requireServiceForScheduling } from './schedule-rules';
import { listSchedules } from './schedules.repository';

/** An ADMIN sees every host's ranges; anyone else only their own ('Tus horarios asignados'). */
export async function listServiceSchedules(
  deps: AppDependencies,
  userId: string,
  serviceId: string,
  query: ScheduleListQuery,
): Promise<Schedule[]> {
  const { db } = deps.database;
  const { role } = await requireServiceForScheduling(db, serviceId, userId);
  // RECEPTION books for every professional, so she reads their hours too.
  const isOwnOnly = !canInSpace(role, 'agenda.readAll');
  if (isOwnOnly && query.hostId !== undefined && query.hostId !== userId) return [];
  const schedules = await listSchedules(db, {
    serviceId,
    hostId: isOwnOnly ? userId : query.hostId,
    dayOfWeek: query.dayOfWeek,
    isActive: query.isActive,
  });
  return schedules.map(({ serviceName: _serviceName, ...schedule }) => schedule);
}
