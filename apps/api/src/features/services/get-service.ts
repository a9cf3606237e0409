import { SERVICE_NOT_FOUND_MESSAGE, type Service } from '@citavet/domain/services/service.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireServiceMember } from './service-access';
import { findService } from './services.repository';

export async function getService(deps: AppDependencies, userId: string, serviceId: string): Promise<Service> {
  const { db } = deps.database;
  await requireServiceMember(db, serviceId, userId);
  const service = await findService(db, serviceId);
  if (!service) throw notFound(SERVICE_NOT_FOUND_MESSAGE, 'SERVICE_NOT_FOUND');
  return service;
}
