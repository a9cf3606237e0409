import type {
  DuplicateClients,
  DuplicateClientsQuery,
} from '@citavet/domain/clients/client-duplicates.schema';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceMember } from '../../http/space-access';
import { countBookingsOf, findDuplicatePairs } from './client-duplicates.repository';
import { clientsByIds } from './clients-with-pets.repository';

/**
 * The likely duplicates of the space, a page of pairs with both records (pets included) and how
 * many appointments each has, for the staff to review and merge (POST /clients/merge).
 */
export async function listDuplicateClients(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: DuplicateClientsQuery,
): Promise<DuplicateClients> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  // One more than the page says whether there is another page.
  const found = await findDuplicatePairs(db, spaceId, { limit: query.limit + 1, offset: query.offset });
  const page = found.slice(0, query.limit);
  const ids = [...new Set(page.flatMap((pair) => [pair.targetId, pair.sourceId]))];
  const [records, bookingCounts] = await Promise.all([clientsByIds(db, ids), countBookingsOf(db, ids)]);
  const byId = new Map(records.map((client) => [client.id, client]));
  const side = (id: string) => {
    const client = byId.get(id);
    if (!client) throw new Error('duplicate pair lost a client');
    return { client, bookingCount: bookingCounts.get(id) ?? 0 };
  };
  return {
    pairs: page.map((pair) => ({
      reasons: pair.reasons,
      target: side(pair.targetId),
      source: side(pair.sourceId),
    })),
    hasMore: found.length > query.limit,
    limit: query.limit,
    offset: query.offset,
  };
}
