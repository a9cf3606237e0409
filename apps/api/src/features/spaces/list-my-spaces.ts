import type { MemberSpace } from '@citavet/domain/spaces/space.schema';
import type { AppDependencies } from '../../app-dependencies';
import { presentMemberSpaces } from './space-view';
import { findSpacesOfUser } from './spaces.repository';

/** The spaces the user belongs to, oldest membership first (the dashboard opens the first one). */
export async function listMySpaces(deps: AppDependencies, userId: string): Promise<MemberSpace[]> {
  return presentMemberSpaces(deps, await findSpacesOfUser(deps.database.db, userId), userId);
}
