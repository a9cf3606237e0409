import {
  DEFAULT_SPACE_RETENTION_DAYS,
  type DeletedSpace,
  isRestorable,
  restorableUntil,
} from '@citavet/domain/spaces/space-ownership';
import type { AppDependencies } from '../../app-dependencies';
import { findDeletedSpacesOwnedBy } from './space-ownership.repository';

/** 'Espacios eliminados': the caller's deleted spaces that they may still restore. */
export async function listDeletedSpaces(deps: AppDependencies, userId: string): Promise<DeletedSpace[]> {
  const retentionDays = deps.config.spaceRetentionDays ?? DEFAULT_SPACE_RETENTION_DAYS;
  const now = deps.clock.now();
  const rows = await findDeletedSpacesOwnedBy(deps.database.db, userId);
  return rows.flatMap((row) =>
    row.deletedAt && isRestorable(row.deletedAt, retentionDays, now)
      ? [
          {
            id: row.id,
            name: row.name,
            deletedAt: row.deletedAt.toISOString(),
            restorableUntil: restorableUntil(row.deletedAt, retentionDays).toISOString(),
          },
        ]
      : [],
  );
}
