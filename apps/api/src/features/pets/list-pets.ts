import { clientSearchTerms } from '@citavet/domain/clients/client-search';
import type { PetListQuery, PetWithOwner } from '@citavet/domain/pets/pet.schema';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceMember } from '../../http/space-access';
import { searchPets } from './pets.repository';

export async function listPets(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: PetListQuery,
): Promise<PetWithOwner[]> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  const terms = query.search ? clientSearchTerms(query.search) : null;
  return searchPets(db, spaceId, terms ? { text: terms.text, digits: terms.digits } : null, query.limit);
}
