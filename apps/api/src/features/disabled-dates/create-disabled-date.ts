import type { DisabledDate, DisabledDateInput } from '@citavet/domain/disabled-dates/disabled-date.schema';
import { createRefusal } from '@citavet/domain/disabled-dates/disabled-date-permissions';
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
import { insertDisabledDate } from './disabled-dates.repository';

export async function createDisabledDate(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  input: DisabledDateInput,
): Promise<DisabledDate> {
  const { db } = deps.database;
  const { actor, timeZone } = await openSpaceAs(db, spaceId, userId);
  const hostId = input.scope === 'HOST' ? (input.hostId ?? null) : null;
  const refusal = createRefusal(actor, { scope: input.scope, hostId });
  if (refusal) throw forbidden(refusal);
  await requireHostMember(db, spaceId, hostId);
  await requireSpaceServices(db, spaceId, input.serviceIds);
  const bounds = boundsInZone(input, timeZone);
  const id = await insertDisabledDate(db, spaceId, {
    scope: input.scope,
    hostId,
    bounds,
    isRecurring: input.isRecurring,
    serviceIds: input.serviceIds,
    title: input.title,
    reason: input.reason,
    createdBy: userId,
    now: deps.clock.now(),
  });
  return toDisabledDate(await requireDisabledDate(db, spaceId, id), timeZone);
}
