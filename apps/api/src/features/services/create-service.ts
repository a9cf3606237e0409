import type { CreateServiceInput, Service } from '@citavet/domain/services/service.schema';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceAdmin } from '../../http/space-access';
import { findService, insertService } from './services.repository';

export async function createService(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  input: CreateServiceInput,
): Promise<Service> {
  const { db } = deps.database;
  await requireSpaceAdmin(db, spaceId, userId, 'Solo los administradores del espacio pueden crear servicios');
  const serviceId = await insertService(db, spaceId, input, deps.clock.now());
  const service = await findService(db, serviceId);
  if (!service) throw new Error('created service vanished');
  return service;
}
