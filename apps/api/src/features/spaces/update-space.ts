import type { MemberSpace, UpdateSpaceInput } from '@citavet/domain/spaces/space.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireSpaceAdmin, SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { assertRouteAvailable, routeTakenError } from './space-route-availability';
import { loadMemberSpace } from './space-view';
import { ROUTE_UNIQUE_CONSTRAINT, updateSpaceColumns, violatedConstraintOf } from './spaces.repository';

/** Only an ADMIN edits the space; the fields sent change, the rest stays. */
export async function updateSpace(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  input: UpdateSpaceInput,
): Promise<MemberSpace> {
  const { db } = deps.database;
  await requireSpaceAdmin(db, spaceId, userId);
  if (input.route) await assertRouteAvailable(db, input.route, spaceId);
  try {
    await updateSpaceColumns(db, spaceId, input, deps.clock.now());
  } catch (error) {
    // Another space took the route between the check and the update.
    if (violatedConstraintOf(error) === ROUTE_UNIQUE_CONSTRAINT) throw routeTakenError();
    throw error;
  }
  const space = await loadMemberSpace(deps, spaceId, { id: userId, role: 'ADMIN' });
  if (!space) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  return space;
}
