import type { BulkCreateSchedulesInput, Schedule } from '@citavet/domain/schedules/schedule.schema';
import type { AppDependencies } from '../../app-dependencies';
import { requireProfessionalRoom } from '../../plans/plan-guard';
import { lockHostRanges, presentSchedules, requireNewSchedulesHost } from './new-schedules';
import { assertNoOverlap } from './schedule-rules';
import { insertSchedules } from './schedules.repository';

/**
 * The setup editor's save: every range of the week for one host, all or nothing. Any overlap with
 * a stored range refuses the whole payload and writes nothing.
 */
export async function createSchedulesInBulk(
  deps: AppDependencies,
  userId: string,
  input: BulkCreateSchedulesInput,
): Promise<Schedule[]> {
  const { db } = deps.database;
  const { service, hostId } = await requireNewSchedulesHost(db, userId, input.serviceId, {
    hostId: input.hostId,
    ranges: input.schedules,
  });
  const ids = await db.transaction(async (tx) => {
    const taken = await lockHostRanges(tx, input.serviceId, hostId);
    // A first schedule makes the member one more professional of the plan (decision 073).
    if (input.schedules.some((schedule) => schedule.isActive))
      await requireProfessionalRoom(tx, deps, service.spaceId, hostId);
    input.schedules.forEach((schedule, index) => {
      assertNoOverlap(taken, schedule);
      // Ranges of the same payload count too (the schema already refuses those, this is the backstop).
      taken.push({ id: `new-${index}`, ...schedule });
    });
    return insertSchedules(
      tx,
      input.serviceId,
      input.schedules.map((schedule) => ({ hostId, ...schedule })),
      deps.clock.now(),
    );
  });
  return presentSchedules(db, ids);
}
