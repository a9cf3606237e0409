import {
  SERVICE_HAS_FUTURE_BOOKINGS_MESSAGE,
  SERVICE_NOT_FOUND_MESSAGE,
} from '@citavet/domain/services/service.schema';
import type { AppDependencies } from '../../app-dependencies';
import { conflict, notFound } from '../../http/app-error';
import { requireServiceAdmin } from './service-access';
import { deleteServiceRow, hasUpcomingBookings, lockService } from './services.repository';

/**
 * Deletes a service unless bookings still to come need it (the web then offers deactivation).
 * The row lock makes a booking inserted meanwhile wait and then fail its foreign key, so no
 * upcoming booking loses its service between the check and the delete.
 */
export async function deleteService(deps: AppDependencies, userId: string, serviceId: string): Promise<void> {
  const { db } = deps.database;
  await requireServiceAdmin(db, serviceId, userId);
  await db.transaction(async (tx) => {
    if (!(await lockService(tx, serviceId))) throw notFound(SERVICE_NOT_FOUND_MESSAGE, 'SERVICE_NOT_FOUND');
    if (await hasUpcomingBookings(tx, serviceId, deps.clock.now())) {
      throw conflict(SERVICE_HAS_FUTURE_BOOKINGS_MESSAGE, 'SERVICE_HAS_FUTURE_BOOKINGS');
    }
    await deleteServiceRow(tx, serviceId);
  });
}
