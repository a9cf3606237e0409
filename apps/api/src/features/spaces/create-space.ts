import {
  CLIENT_CANNOT_CREATE_SPACE_MESSAGE,
  type CreateSpaceInput,
  canCreateSpace,
  type MemberSpace,
} from '@citavet/domain/spaces/space.schema';
import type { UserRole } from '@citavet/domain/users/user.schema';
import type { AppDependencies } from '../../app-dependencies';
import { forbidden } from '../../http/app-error';
import { requireVerifiedEmail, VERIFY_EMAIL_TO_CREATE_SPACE_MESSAGE } from '../../http/verified-email';
import { assertRouteAvailable, generateRouteFromName, routeTakenError } from './space-route-availability';
import { loadMemberSpace } from './space-view';
import {
  countAdministeredSpaces,
  insertSpaceWithAdmin,
  ROUTE_UNIQUE_CONSTRAINT,
  violatedConstraintOf,
} from './spaces.repository';

export const DEFAULT_MAX_SPACES_PER_ACCOUNT = 10;
export const spaceCapReachedMessage = (max: number) =>
  `Ya administras ${max} espacios, el máximo por cuenta. Elimina uno que ya no uses o pide a quien gestiona Citavet que amplíe el límite.`;

// Two spaces created at once from the same name may pick the same free route; the unique index
// refuses one of them and it simply picks again.
const MAX_ROUTE_ATTEMPTS = 3;

/**
 * The wizard asks for the clinic's phone and e-mail once: they are also its public contact (the
 * settings' 'Contacto' and the public page), unless the request names a separate one.
 */
function withPublicContact(input: CreateSpaceInput): CreateSpaceInput {
  return {
    ...input,
    contactPhone: input.contactPhone ?? input.phone ?? null,
    contactEmail: input.contactEmail ?? input.email ?? null,
  };
}

/** Creates a space whose creator becomes its ADMIN member, in one transaction. */
export async function createSpace(
  deps: AppDependencies,
  creator: { id: string; role: UserRole; emailVerifiedAt: Date | null },
  input: CreateSpaceInput,
): Promise<MemberSpace> {
  const { db } = deps.database;
  // Pet owners book; only professional accounts run a space (CLIENT accounts skip the setup).
  if (!canCreateSpace(creator.role)) throw forbidden(CLIENT_CANNOT_CREATE_SPACE_MESSAGE, 'CLIENT_ACCOUNT');
  requireVerifiedEmail(creator, VERIFY_EMAIL_TO_CREATE_SPACE_MESSAGE);
  const maxSpaces = deps.config.maxSpacesPerAccount ?? DEFAULT_MAX_SPACES_PER_ACCOUNT;
  if ((await countAdministeredSpaces(db, creator.id)) >= maxSpaces) {
    throw forbidden(spaceCapReachedMessage(maxSpaces), 'SPACE_CAP_REACHED');
  }
  const creatorId = creator.id;
  const isRouteChosen = Boolean(input.route);
  if (input.route) await assertRouteAvailable(db, input.route);
  const now = deps.clock.now();

  for (let attempt = 1; ; attempt++) {
    const route = input.route ? input.route : await generateRouteFromName(db, input.name);
    try {
      const spaceId = await db.transaction((tx) =>
        insertSpaceWithAdmin(tx, { ...withPublicContact(input), route }, creatorId, now),
      );
      const space = await loadMemberSpace(deps, spaceId, { id: creatorId, role: 'ADMIN' });
      if (!space) throw new Error('created space vanished');
      return space;
    } catch (error) {
      if (violatedConstraintOf(error) !== ROUTE_UNIQUE_CONSTRAINT) throw error;
      if (isRouteChosen || attempt >= MAX_ROUTE_ATTEMPTS) throw routeTakenError();
    }
  }
}
