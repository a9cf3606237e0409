import type { Database } from '@citavet/db/database';
import {
  DISABLED_DATE_NOT_FOUND_MESSAGE,
  DISABLED_HOST_NOT_MEMBER_MESSAGE,
  type DisabledDateInput,
  SERVICE_NOT_IN_SPACE_MESSAGE,
} from '@citavet/domain/disabled-dates/disabled-date.schema';
import {
  createRefusal,
  type DisabledDateActor,
} from '@citavet/domain/disabled-dates/disabled-date-permissions';
import {
  type DisabledDateBounds,
  resolveDisabledDateBounds,
} from '@citavet/domain/disabled-dates/disabled-date-window';
import { AppError, badRequest, forbidden, notFound } from '../../http/app-error';
import { invalidDataMessage } from '../../http/error-handler';
import { findSpaceRole, requireSpaceMember, SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { countSpaceServices, findDisabledDate, findSpaceTimeZone } from './disabled-dates.repository';

/** The signed-in member's role in the space and the space's zone; 404 for anyone else. */
export async function openSpaceAs(db: Database, spaceId: string, userId: string) {
  const role = await requireSpaceMember(db, spaceId, userId);
  const timeZone = await findSpaceTimeZone(db, spaceId);
  if (!timeZone) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  const actor: DisabledDateActor = { userId, role };
  return { actor, timeZone };
}

export async function requireDisabledDate(db: Database, spaceId: string, id: string) {
  const entry = await findDisabledDate(db, spaceId, id);
  if (!entry) throw notFound(DISABLED_DATE_NOT_FOUND_MESSAGE, 'DISABLED_DATE_NOT_FOUND');
  return entry;
}

/** A HOST entry's host must belong to the space (any member can be a host). */
export async function requireHostMember(db: Database, spaceId: string, hostId: string | null) {
  if (hostId && !(await findSpaceRole(db, spaceId, hostId))) {
    throw badRequest(DISABLED_HOST_NOT_MEMBER_MESSAGE, 'HOST_NOT_MEMBER');
  }
}

/** The services a closure names must be the space's: another space's id is bad input. */
export async function requireSpaceServices(db: Database, spaceId: string, serviceIds: readonly string[]) {
  if ((await countSpaceServices(db, spaceId, serviceIds)) !== serviceIds.length) {
    const details = [{ field: 'serviceIds', message: SERVICE_NOT_IN_SPACE_MESSAGE }];
    throw new AppError(400, 'VALIDATION_ERROR', invalidDataMessage(details), { details });
  }
}

/** The payload's bounds read in the space's zone; a time DST skips is bad input like any other. */
export function boundsInZone(input: DisabledDateInput, timeZone: string): DisabledDateBounds {
  const resolution = resolveDisabledDateBounds(input, timeZone);
  if (resolution.isValid) return resolution.bounds;
  const details = [{ field: resolution.field, message: resolution.message }];
  throw new AppError(400, 'VALIDATION_ERROR', invalidDataMessage(details), { details });
}

/**
 * The entry a payload describes, as create and update store it: the actor must be allowed to write
 * an entry of its scope and host, the host must be a member and the services the space's, and the
 * bounds are read in the space's zone.
 */
export async function writableDisabledDate(
  db: Database,
  spaceId: string,
  space: { actor: DisabledDateActor; timeZone: string },
  input: DisabledDateInput,
) {
  const hostId = input.scope === 'HOST' ? (input.hostId ?? null) : null;
  const refusal = createRefusal(space.actor, { scope: input.scope, hostId });
  if (refusal) throw forbidden(refusal);
  await requireHostMember(db, spaceId, hostId);
  await requireSpaceServices(db, spaceId, input.serviceIds);
  return {
    scope: input.scope,
    hostId,
    bounds: boundsInZone(input, space.timeZone),
    isRecurring: input.isRecurring,
    serviceIds: input.serviceIds,
    title: input.title,
    reason: input.reason,
  };
}
