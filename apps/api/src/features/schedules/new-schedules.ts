import type { Database, Transaction } from '@citavet/db/database';
import type { Schedule } from '@citavet/domain/schedules/schedule.schema';
import { SERVICE_NOT_FOUND_MESSAGE } from '@citavet/domain/services/service.schema';
import { notFound } from '../../http/app-error';
import {
  assertHostAssignable,
  assertPriceChangeAllowed,
  requireServiceForScheduling,
} from './schedule-rules';
import { findHostRanges, listSchedules, lockServiceForScheduling } from './schedules.repository';

/**
 * The service new ranges go on and their host, once the caller may create them: the host is the
 * caller unless an ADMIN names another member, and only an ADMIN sets a custom price.
 */
export async function requireNewSchedulesHost(
  db: Database,
  userId: string,
  serviceId: string,
  input: { hostId?: string; ranges: readonly { customPrice?: number | null }[] },
) {
  const service = await requireServiceForScheduling(db, serviceId, userId);
  const hostId = input.hostId ?? userId;
  for (const range of input.ranges) assertPriceChangeAllowed(service.role, range.customPrice);
  await assertHostAssignable(db, { role: service.role, callerId: userId, hostId, spaceId: service.spaceId });
  return { service, hostId };
}

/** The service locked for scheduling (a 404 if it went meanwhile) and the host's ranges on it. */
export async function lockHostRanges(tx: Transaction, serviceId: string, hostId: string) {
  if (!(await lockServiceForScheduling(tx, serviceId))) {
    throw notFound(SERVICE_NOT_FOUND_MESSAGE, 'SERVICE_NOT_FOUND');
  }
  return findHostRanges(tx, { serviceId, hostId });
}

/** Stored schedules as the API answers them: without their service's name. */
export async function presentSchedules(db: Database, ids: string[]): Promise<Schedule[]> {
  const schedules = await listSchedules(db, { ids });
  return schedules.map(({ serviceName: _serviceName, ...schedule }) => schedule);
}
