import type { DisabledDate, DisabledDateInput } from '@citavet/domain/disabled-dates/disabled-date.schema';
import { createRefusal, manageRefusal } from '@citavet/domain/disabled-dates/disabled-date-permissions';
import type { AppDependencies } from '../../app-dependencies';
import { forbidden } from '../../http/app-error';
import {
  boundsInZone,
  openSpaceAs,
  requireDisabledDate,
  requireHostMember,
  requireSpaceServices,
} from './disabled-date-access';
import { toDisabledDate } from './disabled-date-dto';
import { updateDisabledDate as storeDisabledDate } from './disabled-dates.repository';

/** Replaces an entry: the actor must be allowed to manage it as it is and as it will be. */
export async function updateDisabledDate(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  id: string,
  input: DisabledDateInput,
): Promise<DisabledDate> {
  const { db } = deps.database;
  const { actor, timeZone } = await openSpaceAs(db, spaceId, userId);
  const existing = await requireDisabledDate(db, spaceId, id);
  const currentRefusal = manageRefusal(actor, existing);
  if (currentRefusal) throw forbidden(currentRefusal);
  const hostId = input.scope === 'HOST' ? (input.hostId ?? null) : null;
  const targetRefusal = createRefusal(actor, { scope: input.scope, hostId });
  if (targetRefusal) throw forbidden(targetRefusal);
  await requireHostMember(db, spaceId, hostId);
  await requireSpaceServices(db, spaceId, input.serviceIds);
  const bounds = boundsInZone(input, timeZone);
  await storeDisabledDate(db, spaceId, id, {
    scope: input.scope,
    hostId,
    bounds,
    isRecurring: input.isRecurring,
    serviceIds: input.serviceIds,
    title: input.title,
    reason: input.reason,
    now: deps.clock.now(),
  });
  return toDisabledDate(await requireDisabledDate(db, spaceId, id), timeZone);
}
