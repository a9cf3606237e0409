import type { ClientList, ClientListQuery } from '@citavet/domain/clients/client.schema';
import { clientSearchTerms } from '@citavet/domain/clients/client-search';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceMember } from '../../http/space-access';
import { searchClients } from './clients.repository';

/** The space's clients with their pets; a search ranks exact matches, then prefixes, then fuzzy ones. */
export async function listClients(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: ClientListQuery,
): Promise<ClientList> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  const { clients, total } = await searchClients(db, spaceId, {
    search: query.search ? clientSearchTerms(query.search) : null,
    includeArchived: query.includeArchived,
    limit: query.limit,
    offset: query.offset,
  });
  return { clients, pagination: { total, limit: query.limit, offset: query.offset } };
}
