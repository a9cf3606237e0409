import {
  type CreateScheduleInput,
  SCHEDULE_NOT_FOUND_MESSAGE,
  type Schedule,
} from '@citavet/domain/schedules/schedule.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireProfessionalRoom } from '../../plans/plan-guard';
import { lockHostRanges, presentSchedules, requireNewSchedulesHost } from './new-schedules';
import { assertNoOverlap } from './schedule-rules';
import { insertSchedules } from './schedules.repository';

/** One range for one host (the caller unless an ADMIN names another member). */
export async function createSchedule(
  deps: AppDependencies,
  userId: string,
  serviceId: string,
  input: CreateScheduleInput,
): Promise<Schedule> {
  const { db } = deps.database;
  const { service, hostId } = await requireNewSchedulesHost(db, userId, serviceId, {
    hostId: input.hostId,
    ranges: [input],
  });
  const scheduleId = await db.transaction(async (tx) => {
    assertNoOverlap(await lockHostRanges(tx, serviceId, hostId), input);
    // A first schedule makes the member one more professional of the plan (decision 073).
    if (input.isActive) await requireProfessionalRoom(tx, deps, service.spaceId, hostId);
    const [id] = await insertSchedules(
      tx,
      serviceId,
      [
        {
          hostId,
          dayOfWeek: input.dayOfWeek,
          startTime: input.startTime,
          endTime: input.endTime,
          isActive: input.isActive,
          customPrice: input.customPrice,
        },
      ],
      deps.clock.now(),
    );
    return id;
  });
  const [schedule] = scheduleId ? await presentSchedules(db, [scheduleId]) : [];
  if (!schedule) throw notFound(SCHEDULE_NOT_FOUND_MESSAGE, 'SCHEDULE_NOT_FOUND');
  return schedule;
}
