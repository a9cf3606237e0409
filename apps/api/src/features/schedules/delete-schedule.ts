import type { AppDependencies } from '../../app-dependencies';
import { requireVisibleSchedule } from './schedule-rules';
import { deleteScheduleRow } from './schedules.repository';

/** Bookings made on the range keep their times: bookings.service_schedule_id is ON DELETE SET NULL. */
export async function deleteSchedule(
  deps: AppDependencies,
  userId: string,
  scheduleId: string,
): Promise<void> {
  const { db } = deps.database;
  await requireVisibleSchedule(db, scheduleId, userId);
  await deleteScheduleRow(db, scheduleId);
}
