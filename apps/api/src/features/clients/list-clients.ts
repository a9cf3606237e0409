import type { ClientList, ClientListQuery } from '@citavet/domain/clients/client.schema';
import { clientSearchTerms } from '@citavet/domain/clients/client-search';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceMember } from '../../http/space-access';
import { searchClientsByText } from './clients-search.repository';
import { listClientsByName } from './clients-with-pets.repository';

/**
 * The space's clients with their pets; a search ranks exact matches, then prefixes, then fuzzy ones.
 * A search's total is capped (SEARCH_COUNT_CAP, then `hasMore`); a plain list's is exact.
 */
export async function listClients(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: ClientListQuery,
): Promise<ClientList> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  const paging = { includeArchived: query.includeArchived, limit: query.limit, offset: query.offset };
  const found = query.search
    ? await searchClientsByText(deps.database, spaceId, {
        ...paging,
        search: clientSearchTerms(query.search),
      })
    : { ...(await listClientsByName(db, spaceId, paging)), hasMore: false };
  return {
    clients: found.clients,
    pagination: { total: found.total, hasMore: found.hasMore, limit: query.limit, offset: query.offset },
  };
}
