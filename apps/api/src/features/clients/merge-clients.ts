import type { Client, MergeClientsInput } from '@citavet/domain/clients/client.schema';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { requireSpaceMember } from '../../http/space-access';
import { requireClient } from './client-access';
import { rethrowEmailTaken } from './client-conflicts';
import { deleteClientRow, moveClientBelongings, updateClient } from './clients.repository';

/** The target's blanks take the source's values; notes are kept from both. */
function mergedFields(target: Client, source: Client) {
  const notes = [target.notes, source.notes].filter((note): note is string => Boolean(note));
  return {
    email: target.email ?? source.email,
    phone: target.phone ?? source.phone,
    whatsapp: target.whatsapp ?? source.whatsapp,
    documentId: target.documentId ?? source.documentId,
    address: target.address ?? source.address,
    notes: notes.length > 0 ? notes.join('\n\n').slice(0, 2000) : null,
  };
}

/**
 * Two records of the same person become one: the source's pets and bookings move to the target
 * and the source goes, all in one transaction (nothing is lost, nothing left half-merged).
 */
export async function mergeClients(
  deps: AppDependencies,
  actor: { id: string; ip: string | null },
  spaceId: string,
  input: MergeClientsInput,
): Promise<{ client: Client; movedPets: number; movedBookings: number }> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, actor.id);
  const now = deps.clock.now();
  return db
    .transaction(async (tx) => {
      // Locked in id order, so two merges of the same pair cannot deadlock.
      const [firstId, secondId] = [input.targetId, input.sourceId].sort();
      await requireClient(tx, spaceId, firstId as string, { forUpdate: true });
      await requireClient(tx, spaceId, secondId as string, { forUpdate: true });
      const target = await requireClient(tx, spaceId, input.targetId);
      const source = await requireClient(tx, spaceId, input.sourceId);
      const moved = await moveClientBelongings(tx, source.id, target.id, now);
      // The source goes first: its e-mail may move to the target, and e-mails are unique.
      await deleteClientRow(tx, spaceId, source.id);
      // Consents stay the target's: a "yes" on the other record is not assumed for this one.
      await updateClient(tx, spaceId, target.id, mergedFields(target, source), now);
      const client = await requireClient(tx, spaceId, target.id);
      // Both ids: the absorbed record is gone, and only the log still says where it went.
      await insertAuditEvent(tx, {
        spaceId,
        actorUserId: actor.id,
        action: 'CLIENTS_MERGED',
        subjectType: 'client',
        subjectId: target.id,
        clientId: target.id,
        ip: actor.ip,
        details: {
          sourceClientId: source.id,
          targetClientId: target.id,
          movedPets: moved.pets,
          movedBookings: moved.bookings,
        },
        at: now,
      });
      return { client, movedPets: moved.pets, movedBookings: moved.bookings };
    })
    .catch(rethrowEmailTaken);
}
