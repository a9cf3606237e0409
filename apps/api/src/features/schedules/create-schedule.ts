import {
  type CreateScheduleInput,
  SCHEDULE_NOT_FOUND_MESSAGE,
  type Schedule,
} from '@citavet/domain/schedules/schedule.schema';
import { SERVICE_NOT_FOUND_MESSAGE } from '@citavet/domain/services/service.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireProfessionalRoom } from '../../plans/plan-guard';
import {
  assertHostAssignable,
  assertNoOverlap,
  assertPriceChangeAllowed,
  requireServiceForScheduling,
} from './schedule-rules';
import {
  findHostRanges,
  insertSchedules,
  listSchedules,
  lockServiceForScheduling,
} from './schedules.repository';

/** One range for one host (the caller unless an ADMIN names another member). */
export async function createSchedule(
  deps: AppDependencies,
  userId: string,
  serviceId: string,
  input: CreateScheduleInput,
): Promise<Schedule> {
  const { db } = deps.database;
  const service = await requireServiceForScheduling(db, serviceId, userId);
  const hostId = input.hostId ?? userId;
  assertPriceChangeAllowed(service.role, input.customPrice);
  await assertHostAssignable(db, { role: service.role, callerId: userId, hostId, spaceId: service.spaceId });
  const scheduleId = await db.transaction(async (tx) => {
    if (!(await lockServiceForScheduling(tx, serviceId))) {
      throw notFound(SERVICE_NOT_FOUND_MESSAGE, 'SERVICE_NOT_FOUND');
    }
    assertNoOverlap(await findHostRanges(tx, { serviceId, hostId }), input);
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
  const [schedule] = scheduleId ? await listSchedules(db, { ids: [scheduleId] }) : [];
  if (!schedule) throw notFound(SCHEDULE_NOT_FOUND_MESSAGE, 'SCHEDULE_NOT_FOUND');
  const { serviceName: _serviceName, ...created } = schedule;
  return created;
}
