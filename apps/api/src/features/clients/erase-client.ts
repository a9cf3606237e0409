import {
  CLIENT_ALREADY_ERASED_MESSAGE,
  ERASURE_CANCELLATION_REASON,
  type EraseClientInput,
  type EraseClientResult,
  erasureFutureBookingsMessage,
} from '@citavet/domain/clients/client-privacy.schema';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { conflict } from '../../http/app-error';
import { requireSpaceAdmin } from '../../http/space-access';
import { removeStoredFiles } from '../../uploads/remove-stored-files';
import { requireClient } from './client-access';
import { cancelFutureBookings, countFutureBookings } from './client-bookings.repository';
import { anonymiseClient, anonymiseClientBookings, anonymiseClientPets } from './client-privacy.repository';

export const ERASE_ADMIN_ONLY_MESSAGE =
  'Solo los administradores del espacio pueden borrar los datos personales de un cliente';

/**
 * Right to erasure: the client's personal data is anonymised, never half-way. Future appointments
 * are cancelled first, only when the caller says so (else 409 with their count, like deleting a
 * client); past ones keep date, service, host and price for statistics. One transaction with the
 * CLIENT_ERASED event: either all of it happened and is logged, or none of it. The pets' photo
 * files are removed after the commit.
 */
export async function eraseClient(
  deps: AppDependencies,
  actor: { userId: string; ip: string | null },
  spaceId: string,
  clientId: string,
  input: EraseClientInput,
): Promise<EraseClientResult> {
  const { db } = deps.database;
  await requireSpaceAdmin(db, spaceId, actor.userId, ERASE_ADMIN_ONLY_MESSAGE);
  const now = deps.clock.now();
  const { result, photoKeys } = await db.transaction(async (tx) => {
    const client = await requireClient(tx, spaceId, clientId, { forUpdate: true });
    if (client.erasedAt) throw conflict(CLIENT_ALREADY_ERASED_MESSAGE, 'CLIENT_ALREADY_ERASED');
    const future = await countFutureBookings(tx, clientId, now);
    if (future > 0 && !input.cancelFutureBookings) {
      throw conflict(erasureFutureBookingsMessage(future), 'CLIENT_HAS_FUTURE_BOOKINGS', {
        futureBookings: future,
      });
    }
    const cancelledBookings =
      future > 0 ? await cancelFutureBookings(tx, clientId, now, ERASURE_CANCELLATION_REASON) : 0;
    const anonymisedBookings = await anonymiseClientBookings(tx, spaceId, clientId, now);
    const pets = await anonymiseClientPets(tx, spaceId, clientId, now);
    await anonymiseClient(tx, spaceId, clientId, now);
    const erased = { cancelledBookings, anonymisedBookings, anonymisedPets: pets.count };
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: actor.userId,
      action: 'CLIENT_ERASED',
      subjectType: 'client',
      subjectId: clientId,
      clientId,
      ip: actor.ip,
      details: erased,
      at: now,
    });
    return { result: erased, photoKeys: pets.photoKeys };
  });
  // The pets' photos are personal data too: their files go once the rows no longer point at them.
  await removeStoredFiles(deps, photoKeys);
  return result;
}
