import type { SpaceOwnership } from '@citavet/domain/spaces/space-ownership';
import type { SpaceOwnershipRow } from './space-ownership.repository';

export function presentOwnership(
  row: Pick<SpaceOwnershipRow, 'ownerUserId' | 'pendingOwnerUserId' | 'ownershipOfferedAt'>,
): SpaceOwnership {
  return {
    ownerUserId: row.ownerUserId,
    pendingOwnerUserId: row.pendingOwnerUserId,
    offeredAt: row.ownershipOfferedAt ? row.ownershipOfferedAt.toISOString() : null,
  };
}
