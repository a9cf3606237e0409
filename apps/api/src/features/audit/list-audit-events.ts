import {
  type AuditList,
  type AuditListQuery,
  encodeAuditCursor,
} from '@citavet/domain/audit/audit-event.schema';
import type { AppDependencies } from '../../app-dependencies';
import { selectAuditEvents } from '../../audit/audit.repository';
import { requireSpaceAdmin } from '../../http/space-access';

export const AUDIT_ADMIN_ONLY_MESSAGE = 'Solo los administradores del espacio pueden ver la auditoría';

/** The space's audit log, newest first, one keyset page at a time (ADMINs only). */
export async function listAuditEvents(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: AuditListQuery,
): Promise<AuditList> {
  const { db } = deps.database;
  await requireSpaceAdmin(db, spaceId, userId, AUDIT_ADMIN_ONLY_MESSAGE);
  const { limit, ...filters } = query;
  const { events, hasMore } = await selectAuditEvents(db, spaceId, filters, limit);
  const last = events.at(-1);
  return {
    events,
    nextCursor:
      hasMore && last ? encodeAuditCursor({ createdAt: new Date(last.createdAt), id: last.id }) : null,
  };
}
