import type { Database, Transaction } from '@citavet/db/database';
import { isUuid } from '@citavet/domain/api/uuid';
import {
  canInSpace,
  SPACE_ACTION_REFUSALS,
  type SpaceAction,
} from '@citavet/domain/members/space-permissions';
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
 * another space's objects are never revealed.
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

/**
 * A member whose role may do `action` (packages/domain/src/members/space-permissions.ts); any
 * other member gets a 403 naming what their role may not do, an outsider the space's 404.
 */
export async function requireSpacePermission(
  db: Executor,
  spaceId: string,
  userId: string,
  action: SpaceAction,
): Promise<SpaceRole> {
  const role = await requireSpaceMember(db, spaceId, userId);
  assertSpacePermission(role, action);
  return role;
}

export function assertSpacePermission(role: SpaceRole, action: SpaceAction): void {
  if (canInSpace(role, action)) return;
  throw forbidden(SPACE_ACTION_REFUSALS[action], role === 'MEMBER' ? 'ADMIN_ONLY' : 'ROLE_NOT_ALLOWED');
}
