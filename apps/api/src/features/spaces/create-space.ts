import type { CreateSpaceInput, MemberSpace } from '@citavet/domain/spaces/space.schema';
import type { AppDependencies } from '../../app-dependencies';
import { assertRouteAvailable, generateRouteFromName, routeTakenError } from './space-route-availability';
import { loadMemberSpace } from './space-view';
import { insertSpaceWithAdmin, ROUTE_UNIQUE_CONSTRAINT, violatedConstraintOf } from './spaces.repository';

// Two spaces created at once from the same name may pick the same free route; the unique index
// refuses one of them and it simply picks again.
const MAX_ROUTE_ATTEMPTS = 3;

/** Creates a space whose creator becomes its ADMIN member, in one transaction (design.md §4.6). */
export async function createSpace(
  deps: AppDependencies,
  creatorId: string,
  input: CreateSpaceInput,
): Promise<MemberSpace> {
  const { db } = deps.database;
  const isRouteChosen = Boolean(input.route);
  if (input.route) await assertRouteAvailable(db, input.route);
  const now = deps.clock.now();

  for (let attempt = 1; ; attempt++) {
    const route = input.route ? input.route : await generateRouteFromName(db, input.name);
    try {
      const spaceId = await db.transaction((tx) =>
        insertSpaceWithAdmin(tx, { ...input, route }, creatorId, now),
      );
      const space = await loadMemberSpace(deps, spaceId, 'ADMIN');
      if (!space) throw new Error('created space vanished');
      return space;
    } catch (error) {
      if (violatedConstraintOf(error) !== ROUTE_UNIQUE_CONSTRAINT) throw error;
      if (isRouteChosen || attempt >= MAX_ROUTE_ATTEMPTS) throw routeTakenError();
    }
  }
}
