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
  const { limit, ...filters } = query;
  // The role and the page are read at once (one wait, not two; decision 057). The role is still
  // judged first: a non-admin's request gets its 403/404 and the page read is thrown away unseen.
  const [role, page] = await Promise.allSettled([
    requireSpaceAdmin(db, spaceId, userId, AUDIT_ADMIN_ONLY_MESSAGE),
    selectAuditEvents(db, spaceId, filters, limit),
  ]);
  if (role.status === 'rejected') throw role.reason;
  if (page.status === 'rejected') throw page.reason;
  const { events, hasMore } = page.value;
  const last = events.at(-1);
  return {
    events,
    nextCursor:
      hasMore && last ? encodeAuditCursor({ createdAt: new Date(last.createdAt), id: last.id }) : null,
  };
}
