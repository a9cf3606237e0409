import {
  END_AFTER_START_MESSAGE,
  SCHEDULE_NOT_FOUND_MESSAGE,
  type Schedule,
  type UpdateScheduleInput,
  wallTimeToMinutes,
} from '@citavet/domain/schedules/schedule.schema';
import type { AppDependencies } from '../../app-dependencies';
import { badRequest, notFound } from '../../http/app-error';
import { requireProfessionalRoom } from '../../plans/plan-guard';
import {
  assertHostAssignable,
  assertNoOverlap,
  assertPriceChangeAllowed,
  requireVisibleSchedule,
} from './schedule-rules';
import {
  findHostRanges,
  findStoredRange,
  listSchedules,
  lockServiceForScheduling,
  updateScheduleRow,
} from './schedules.repository';

/** Changes any subset of a range; the merged range must still end after it starts and not overlap. */
export async function updateSchedule(
  deps: AppDependencies,
  userId: string,
  scheduleId: string,
  changes: UpdateScheduleInput,
): Promise<Schedule> {
  const { db } = deps.database;
  const { schedule: current, role } = await requireVisibleSchedule(db, scheduleId, userId);
  if (changes.hostId !== undefined && changes.hostId !== current.hostId) {
    await assertHostAssignable(db, {
      role,
      callerId: userId,
      hostId: changes.hostId,
      spaceId: current.spaceId,
    });
  }
  await db.transaction(async (tx) => {
    await lockServiceForScheduling(tx, current.serviceId);
    // Read again under the lock: another writer may have changed or removed it meanwhile.
    const stored = await findStoredRange(tx, scheduleId);
    if (!stored) throw notFound(SCHEDULE_NOT_FOUND_MESSAGE, 'SCHEDULE_NOT_FOUND');
    assertPriceChangeAllowed(role, changes.customPrice, stored.customPrice);
    const merged = {
      hostId: changes.hostId ?? stored.hostId,
      dayOfWeek: changes.dayOfWeek ?? stored.dayOfWeek,
      startTime: changes.startTime ?? stored.startTime,
      endTime: changes.endTime ?? stored.endTime,
      isActive: changes.isActive ?? stored.isActive,
      customPrice: changes.customPrice !== undefined ? changes.customPrice : stored.customPrice,
    };
    if (wallTimeToMinutes(merged.endTime) <= wallTimeToMinutes(merged.startTime)) {
      throw badRequest(END_AFTER_START_MESSAGE, 'VALIDATION_ERROR', {
        details: [{ field: 'endTime', message: END_AFTER_START_MESSAGE }],
      });
    }
    const others = await findHostRanges(tx, {
      serviceId: stored.serviceId,
      hostId: merged.hostId,
      exceptScheduleId: scheduleId,
    });
    assertNoOverlap(others, merged);
    // An active range for a member without one makes one more professional of the plan (decision 073).
    if (merged.isActive && (!stored.isActive || merged.hostId !== stored.hostId)) {
      await requireProfessionalRoom(tx, deps, current.spaceId, merged.hostId);
    }
    await updateScheduleRow(tx, scheduleId, merged, deps.clock.now());
  });
  const [schedule] = await listSchedules(db, { ids: [scheduleId] });
  if (!schedule) throw notFound(SCHEDULE_NOT_FOUND_MESSAGE, 'SCHEDULE_NOT_FOUND');
  const { serviceName: _serviceName, ...updated } = schedule;
  return updated;
}
