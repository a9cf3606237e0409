import type {
  DismissDuplicateClientsInput,
  DuplicateDismissal,
} from '@citavet/domain/clients/client-duplicates.schema';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { requireSpaceMember } from '../../http/space-access';
import { requireClient } from './client-access';
import { insertDuplicateDismissal } from './client-duplicates.repository';

/**
 * 'No son duplicados': two clients of the space are different people (a family sharing a phone),
 * so the pair leaves the suggestions for good. Both must be clients of this space (404 otherwise).
 * The first dismissal is audited; repeating it changes nothing and logs nothing.
 */
export async function dismissDuplicateClients(
  deps: AppDependencies,
  actor: { userId: string; ip: string | null },
  spaceId: string,
  input: DismissDuplicateClientsInput,
): Promise<DuplicateDismissal> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, actor.userId);
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    const target = await requireClient(tx, spaceId, input.targetId);
    const source = await requireClient(tx, spaceId, input.sourceId);
    const clientIds = [target.id, source.id].sort() as [string, string];
    const dismissal = await insertDuplicateDismissal(tx, spaceId, clientIds, actor.userId);
    if (dismissal.isNew) {
      await insertAuditEvent(tx, {
        spaceId,
        actorUserId: actor.userId,
        action: 'CLIENT_DUPLICATE_DISMISSED',
        subjectType: 'client',
        subjectId: target.id,
        clientId: target.id,
        ip: actor.ip,
        details: { otherClientId: source.id },
        at: now,
      });
    }
    return { clientIds, createdAt: dismissal.createdAt.toISOString() };
  });
}
