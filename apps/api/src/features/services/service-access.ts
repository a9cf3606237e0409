import type { Database, Transaction } from '@citavet/db/database';
import { SERVICE_NOT_FOUND_MESSAGE } from '@citavet/domain/services/service.schema';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import { forbidden, notFound } from '../../http/app-error';
import { findSpaceRole } from '../../http/space-access';
import { findServiceSpaceId } from './services.repository';

type Executor = Database | Transaction;
export type ServiceAccess = { spaceId: string; role: SpaceRole };

/**
 * Any member of the service's space may read it; anyone else gets the same 404 as for a service
 * that does not exist, so other spaces' services are never revealed.
 */
export async function requireServiceMember(
  db: Executor,
  serviceId: string,
  userId: string,
): Promise<ServiceAccess> {
  const spaceId = await findServiceSpaceId(db, serviceId);
  const role = spaceId ? await findSpaceRole(db, spaceId, userId) : null;
  if (!spaceId || !role) throw notFound(SERVICE_NOT_FOUND_MESSAGE, 'SERVICE_NOT_FOUND');
  return { spaceId, role };
}

export async function requireServiceAdmin(
  db: Executor,
  serviceId: string,
  userId: string,
): Promise<ServiceAccess> {
  const access = await requireServiceMember(db, serviceId, userId);
  if (access.role !== 'ADMIN') {
    throw forbidden('Solo los administradores del espacio pueden gestionar servicios', 'ADMIN_ONLY');
  }
  return access;
}
