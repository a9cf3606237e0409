import type { Service, ServiceListQuery } from '@citavet/domain/services/service.schema';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceMember } from '../../http/space-access';
import { listServices } from './services.repository';

/** Every member sees the space's services, with the hosts that have schedules in each. */
export async function listSpaceServices(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: ServiceListQuery,
): Promise<Service[]> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  return listServices(db, spaceId, { isActive: query.isActive });
}
