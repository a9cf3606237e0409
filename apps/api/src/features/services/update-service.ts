import {
  ADVANCE_WINDOW_MESSAGE,
  isAdvanceWindowConsistent,
  SERVICE_NOT_FOUND_MESSAGE,
  type Service,
  type UpdateServiceInput,
} from '@citavet/domain/services/service.schema';
import type { AppDependencies } from '../../app-dependencies';
import { queueUpcomingBookingPushes } from '../../caldav/caldav-push-queue.repository';
import { badRequest, notFound } from '../../http/app-error';
import { requirePlanRoom } from '../../plans/plan-guard';
import { requireServiceAdmin } from './service-access';
import {
  findService,
  lockService,
  renameUpcomingBookingsService,
  updateService,
} from './services.repository';

/** A partial update: only the fields sent change; `{ isActive }` alone toggles the service. */
export async function updateServiceDetails(
  deps: AppDependencies,
  userId: string,
  serviceId: string,
  changes: UpdateServiceInput,
): Promise<Service> {
  const { db } = deps.database;
  await requireServiceAdmin(db, serviceId, userId);
  return db.transaction(async (tx) => {
    if (!(await lockService(tx, serviceId))) throw notFound(SERVICE_NOT_FOUND_MESSAGE, 'SERVICE_NOT_FOUND');
    const current = await findService(tx, serviceId);
    if (!current) throw notFound(SERVICE_NOT_FOUND_MESSAGE, 'SERVICE_NOT_FOUND');
    // Turning a service on adds one active service: the plan must have room (decision 073).
    if (changes.isActive === true && !current.isActive) {
      await requirePlanRoom(tx, deps, current.spaceId, 'services');
    }
    // The advance window is checked on the merged values: either bound may change alone.
    const minAdvanceBooking = changes.minAdvanceBooking ?? current.minAdvanceBooking;
    const maxAdvanceBooking =
      changes.maxAdvanceBooking !== undefined ? changes.maxAdvanceBooking : current.maxAdvanceBooking;
    if (!isAdvanceWindowConsistent(minAdvanceBooking, maxAdvanceBooking)) {
      throw badRequest(ADVANCE_WINDOW_MESSAGE, 'VALIDATION_ERROR', {
        details: [{ field: 'minAdvanceBooking', message: ADVANCE_WINDOW_MESSAGE }],
      });
    }
    const now = deps.clock.now();
    await updateService(tx, serviceId, changes, now);
    // A new name reaches the upcoming bookings, and their events already written to the vets'
    // calendars are written again with it (decision 090's addendum).
    if (changes.name !== undefined && changes.name !== current.name) {
      const renamed = await renameUpcomingBookingsService(tx, serviceId, changes.name, now);
      if (renamed > 0) await queueUpcomingBookingPushes(tx, current.spaceId, { serviceId }, now);
    }
    const updated = await findService(tx, serviceId);
    if (!updated) throw notFound(SERVICE_NOT_FOUND_MESSAGE, 'SERVICE_NOT_FOUND');
    return updated;
  });
}
