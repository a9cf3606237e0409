import type { CreateServiceInput, Service } from '@citavet/domain/services/service.schema';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceAdmin } from '../../http/space-access';
import { requirePlanRoom } from '../../plans/plan-guard';
import { findService, insertService } from './services.repository';

export async function createService(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  input: CreateServiceInput,
): Promise<Service> {
  const { db } = deps.database;
  await requireSpaceAdmin(db, spaceId, userId, 'Solo los administradores del espacio pueden crear servicios');
  // A new service is active: the plan must have room for one more (decision 073).
  const serviceId = await db.transaction(async (tx) => {
    if (input.isActive !== false) await requirePlanRoom(tx, deps, spaceId, 'services');
    return insertService(tx, spaceId, input, deps.clock.now());
  });
  const service = await findService(db, serviceId);
  if (!service) throw new Error('created service vanished');
  return service;
}
