import { futureBookingsMessage } from '@citavet/domain/clients/client.schema';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { conflict } from '../../http/app-error';
import { requireSpaceMember } from '../../http/space-access';
import { requireClient } from './client-access';
import { cancelFutureBookings, countFutureBookings } from './client-bookings.repository';
import { updateClient } from './clients.repository';

export const CLIENT_DELETED_REASON = 'Cliente eliminado';

/**
 * Deleting archives the client: past appointments keep their owner (history, revenue). Future
 * ones are never left behind: without `confirm` the answer is a 409 with their count; with it they
 * are cancelled in the same transaction.
 */
export async function deleteClient(
  deps: AppDependencies,
  actor: { id: string; ip: string | null },
  spaceId: string,
  clientId: string,
  options: { confirm: boolean },
): Promise<{ cancelledBookings: number }> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, actor.id);
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    await requireClient(tx, spaceId, clientId, { forUpdate: true });
    const future = await countFutureBookings(tx, clientId, now);
    if (future > 0 && !options.confirm) {
      throw conflict(futureBookingsMessage(future), 'CLIENT_HAS_FUTURE_BOOKINGS', { futureBookings: future });
    }
    const cancelledBookings =
      future > 0 ? await cancelFutureBookings(tx, clientId, now, CLIENT_DELETED_REASON) : 0;
    await updateClient(tx, spaceId, clientId, { archivedAt: now }, now);
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: actor.id,
      action: 'CLIENT_ARCHIVED',
      subjectType: 'client',
      subjectId: clientId,
      clientId,
      ip: actor.ip,
      details: { cancelledBookings },
      at: now,
    });
    return { cancelledBookings };
  });
}
