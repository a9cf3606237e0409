import { DEFAULT_SPACE_RETENTION_DAYS } from '@citavet/domain/spaces/space-ownership';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { removeStoredFiles } from '../../uploads/remove-stored-files';
import {
  deletePurgeableRows,
  findSpacesDueForPurge,
  listPurgedFileKeys,
  lockSpaceForPurge,
  type PurgeCounts,
} from './space-purge.repository';

export type PurgeReport = { spaceId: string; rows: PurgeCounts; files: number }[];

/**
 * The operator's job (`npm run space:purge`): every space deleted longer ago than the retention
 * period loses what the law lets go, one space per transaction. Signed records, their addenda and
 * attachments and the audit log stay (decision 067). Files go after each commit: a failed purge
 * must not leave rows pointing at missing files.
 */
export async function purgeDeletedSpaces(
  deps: Pick<AppDependencies, 'database' | 'storage' | 'clock' | 'config'>,
): Promise<PurgeReport> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const retentionDays = deps.config.spaceRetentionDays ?? DEFAULT_SPACE_RETENTION_DAYS;
  const deletedBefore = new Date(now.getTime() - retentionDays * 86_400_000);
  const report: PurgeReport = [];
  for (const spaceId of await findSpacesDueForPurge(db, deletedBefore)) {
    const purged = await db.transaction(async (tx) => {
      if (!(await lockSpaceForPurge(tx, spaceId, deletedBefore))) return null;
      const fileKeys = await listPurgedFileKeys(tx, spaceId);
      const rows = await deletePurgeableRows(tx, spaceId, now);
      await insertAuditEvent(tx, {
        spaceId,
        actorUserId: null,
        action: 'SPACE_PURGED',
        subjectType: 'space',
        subjectId: spaceId,
        ip: null,
        details: { files: fileKeys.length, ...rows },
        at: now,
      });
      return { rows, fileKeys };
    });
    if (!purged) continue;
    await removeStoredFiles(deps, purged.fileKeys);
    report.push({ spaceId, rows: purged.rows, files: purged.fileKeys.length });
  }
  return report;
}
