import { SCHEDULE_NOT_FOUND_MESSAGE } from '@citavet/domain/bookings/booking.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { notFound } from '../../../http/app-error';
import { arePlanLimitsOn } from '../../../plans/plan-guard';
import type { PlanAndKeptRanks } from '../../../plans/space-plan.repository';
import {
  findScheduleContext,
  findStaffScheduleContext,
  type HostBlocks,
  type ScheduleContextRow,
} from './booking-placement.repository';
import { askedTimesOf } from './booking-range';

/** The schedule's context; with `memberId`, that user's role in its space read with it. */
export async function requireScheduleContext(deps: AppDependencies, scheduleId: string, memberId?: string) {
  const context = await findScheduleContext(deps.database.db, scheduleId, memberId);
  if (!context) throw notFound(SCHEDULE_NOT_FOUND_MESSAGE, 'SCHEDULE_NOT_FOUND');
  return context;
}

/**
 * A staff booking's schedule context with its creator's role and, when the asked times can be read
 * before the zone is known, the schedule's host's disabled dates and busy time around them, and with
 * plan limits on the plan and the ranks of the schedule's service and host (`planRead`).
 */
export async function requireStaffScheduleContext(
  deps: AppDependencies,
  scheduleId: string,
  memberId: string,
  input: { startTime: string; endTime: string },
): Promise<ScheduleContextRow & { hostBlocks?: HostBlocks; planRead?: PlanAndKeptRanks | null }> {
  const asked = askedTimesOf(input);
  if (asked === null) return requireScheduleContext(deps, scheduleId, memberId);
  const context = await findStaffScheduleContext(
    deps.database,
    scheduleId,
    memberId,
    asked,
    arePlanLimitsOn(deps),
  );
  if (!context) throw notFound(SCHEDULE_NOT_FOUND_MESSAGE, 'SCHEDULE_NOT_FOUND');
  return context;
}
