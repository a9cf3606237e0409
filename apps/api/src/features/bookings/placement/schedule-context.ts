import { SCHEDULE_NOT_FOUND_MESSAGE } from '@citavet/domain/bookings/booking.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { notFound } from '../../../http/app-error';
import { findScheduleContext } from './booking-placement.repository';

/** The schedule's context; with `memberId`, that user's role in its space read with it. */
export async function requireScheduleContext(deps: AppDependencies, scheduleId: string, memberId?: string) {
  const context = await findScheduleContext(deps.database.db, scheduleId, memberId);
  if (!context) throw notFound(SCHEDULE_NOT_FOUND_MESSAGE, 'SCHEDULE_NOT_FOUND');
  return context;
}
