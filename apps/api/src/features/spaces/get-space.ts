import type { MemberSpace } from '@citavet/domain/spaces/space.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireSpaceMember, SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { loadMemberSpace } from './space-view';

/** Any member reads the space; anyone else is told it does not exist. */
export async function getSpace(deps: AppDependencies, userId: string, spaceId: string): Promise<MemberSpace> {
  const role = await requireSpaceMember(deps.database.db, spaceId, userId);
  const space = await loadMemberSpace(deps, spaceId, { id: userId, role });
  if (!space) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  return space;
}
