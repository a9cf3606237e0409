import type { BulkCreateSchedulesInput, Schedule } from '@citavet/domain/schedules/schedule.schema';
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
  const service = await requireServiceForScheduling(db, input.serviceId, userId);
  const hostId = input.hostId ?? userId;
  for (const schedule of input.schedules) assertPriceChangeAllowed(service.role, schedule.customPrice);
  await assertHostAssignable(db, { role: service.role, callerId: userId, hostId, spaceId: service.spaceId });
  const ids = await db.transaction(async (tx) => {
    if (!(await lockServiceForScheduling(tx, input.serviceId))) {
      throw notFound(SERVICE_NOT_FOUND_MESSAGE, 'SERVICE_NOT_FOUND');
    }
    const taken = await findHostRanges(tx, { serviceId: input.serviceId, hostId });
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
  const schedules = await listSchedules(db, { ids });
  return schedules.map(({ serviceName: _serviceName, ...schedule }) => schedule);
}
