import type { Database, Transaction } from '@citavet/db/database';
import { isUuid } from '@citavet/domain/api/uuid';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import { forbidden, notFound } from './app-error';
import { takeRememberedSpaceRole } from './request-context';
import { selectSpaceRole } from './space-access.repository';

type Executor = Database | Transaction;

export const SPACE_NOT_FOUND_MESSAGE = 'Espacio no encontrado';
export const ADMIN_ONLY_MESSAGE = 'Solo los administradores del espacio pueden realizar esta acción';

export async function findSpaceRole(
  db: Executor,
  spaceId: string,
  userId: string,
): Promise<SpaceRole | null> {
  // A malformed id is no space at all: answer it without a query PostgreSQL would refuse.
  if (!isUuid(spaceId)) return null;
  // Read with the session at the start of this request, for its first check (decision 064).
  const remembered = takeRememberedSpaceRole(spaceId, userId);
  if (remembered !== undefined) return remembered;
  return selectSpaceRole(db, spaceId, userId);
}

/**
 * Any member may read; anyone else gets the same 404 as for a space that does not exist, so
 * another space's objects are never revealed (design.md §3).
 */
export async function requireSpaceMember(db: Executor, spaceId: string, userId: string): Promise<SpaceRole> {
  const role = await findSpaceRole(db, spaceId, userId);
  if (!role) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  return role;
}

export async function requireSpaceAdmin(
  db: Executor,
  spaceId: string,
  userId: string,
  message = ADMIN_ONLY_MESSAGE,
): Promise<void> {
  const role = await requireSpaceMember(db, spaceId, userId);
  if (role !== 'ADMIN') throw forbidden(message, 'ADMIN_ONLY');
}
