import { SCHEDULE_NOT_FOUND_MESSAGE } from '@citavet/domain/bookings/booking.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { notFound } from '../../../http/app-error';
import { findScheduleContext } from './booking-placement.repository';

export async function requireScheduleContext(deps: AppDependencies, scheduleId: string) {
  const context = await findScheduleContext(deps.database.db, scheduleId);
  if (!context) throw notFound(SCHEDULE_NOT_FOUND_MESSAGE, 'SCHEDULE_NOT_FOUND');
  return context;
}
